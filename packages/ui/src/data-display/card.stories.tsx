import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { focusRing } from '../lib/focus-ring';
import { Card } from './card';

const meta = {
  title: 'Data display/Card',
  component: Card,
  args: { title: '本月销售', children: '本月共完成 128 笔订单，较上月增长 12%。' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: '本月销售' });
    expect(card).toHaveTextContent('128 笔订单');
    expect(getComputedStyle(card).borderTopWidth).toBe('1px');
  },
};

export const WithExtraAndFooter: Story = {
  args: {
    extra: (
      <Link className={`text-primary-text ${focusRing}`} onPress={fn()}>
        更多
      </Link>
    ),
    footer: '更新于 2026-11-20',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The extra slot is reachable by keyboard.
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('link', { name: '更多' })).toHaveFocus());
    expect(canvas.getByText('更新于 2026-11-20').closest('footer')).toBeInTheDocument();
  },
};

export const Borderless: Story = {
  args: { bordered: false },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: '本月销售' });
    expect(getComputedStyle(card).borderTopWidth).toBe('0px');
  },
};

export const BodyOnly: Story = {
  args: { title: undefined },
  play: async ({ canvasElement }) => {
    expect(canvasElement.querySelector('[data-slot="card-header"]')).toBeNull();
    expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
