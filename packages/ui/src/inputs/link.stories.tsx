import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Link } from './link';

const meta = {
  title: 'Inputs/Link',
  component: Link,
  args: { children: '忘记密码', onPress: fn() },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: '忘记密码' });
    await waitFor(() => expect(link).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const WithHref: Story = {
  args: { children: 'Order SO-2024-0001', href: '#order-1' },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Order SO-2024-0001' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '#order-1');
  },
};

export const ButtonLook: Story = {
  render: (args) => (
    <div className="flex gap-3">
      <Link onPress={args.onPress} variant="primary">
        新建订单
      </Link>
      <Link onPress={args.onPress} variant="outline" size="sm">
        导出
      </Link>
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const create = canvas.getByRole('link', { name: '新建订单' });
    // Still a link for assistive technology, with a button's size.
    expect(create.getBoundingClientRect().height).toBe(32);
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('link', { name: '导出' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    expect(within(canvasElement).getByRole('link', { name: '忘记密码' })).not.toHaveFocus();
    expect(args.onPress).not.toHaveBeenCalled();
  },
};
