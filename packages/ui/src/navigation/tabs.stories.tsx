import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tabs } from './tabs';

const items = [
  { id: 'all', title: '全部', content: '全部通知的列表' },
  { id: 'messages', title: '消息', count: 3, content: '3 条未读消息' },
  { id: 'todo', title: '待办', count: 12, content: '12 项待办' },
  { id: 'archived', title: '已归档', isDisabled: true, content: '已归档' },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { 'aria-label': '通知', items, onSelectionChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The count is part of the tab and its accessible name.
    expect(canvas.getByRole('tab', { name: '消息 3' })).toBeInTheDocument();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('tab', { name: '全部' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    expect(canvas.getByRole('tab', { name: '消息 3' })).toHaveAttribute('aria-selected', 'true');
    expect(args.onSelectionChange).toHaveBeenLastCalledWith('messages');
    expect(canvas.getByRole('tabpanel')).toHaveTextContent('3 条未读消息');
    // The disabled tab is skipped: from the last enabled tab, ArrowRight wraps to the first.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(canvas.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Rounded: Story = {
  args: { variant: 'rounded', defaultSelectedKey: 'todo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('tab', { name: '待办 12' })).toHaveFocus());
    await userEvent.keyboard('{Home}');
    expect(canvas.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Card: Story = {
  args: { variant: 'card' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    expect(canvas.getByRole('tab', { name: '待办 12' })).toHaveAttribute('aria-selected', 'true');
    expect(canvas.getByRole('tabpanel')).toHaveTextContent('12 项待办');
  },
};

/** Too narrow for all tabs (a phone): they wrap onto a second row, 4px under the first, 24px apart in a row. */
export const Wrapped: Story = {
  args: { className: 'w-56' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('tab', { name: '全部' }).getBoundingClientRect();
    const second = canvas.getByRole('tab', { name: '消息 3' }).getBoundingClientRect();
    const wrapped = canvas.getByRole('tab', { name: '已归档' }).getBoundingClientRect();
    expect(second.left - first.right).toBe(24);
    expect(wrapped.top - first.bottom).toBe(4);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    expect(canvas.getByRole('tab', { name: '待办 12' })).toHaveAttribute('aria-selected', 'true');
  },
};
