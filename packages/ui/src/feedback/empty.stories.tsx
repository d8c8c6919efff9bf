import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../inputs/button';
import { Empty } from './empty';

const meta = {
  title: 'Feedback/Empty',
  component: Empty,
} satisfies Meta<typeof Empty>;

export default meta;
type Story = StoryObj<typeof meta>;

const create = fn();

export const Default: Story = {
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('暂无数据')).toBeVisible();
  },
};

/** With an action: Tab reaches it, Enter runs it. */
export const WithAction: Story = {
  args: { description: '还没有音乐模板' },
  render: (args) => (
    <Empty {...args}>
      <Button variant="primary" onPress={create}>
        新建模板
      </Button>
    </Empty>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('还没有音乐模板')).toBeVisible();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: '新建模板' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(create).toHaveBeenCalledOnce();
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('No data')).toBeVisible();
  },
};
