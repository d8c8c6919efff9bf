import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MessageBox, type MessageBoxProps, type MessageItem } from './message-box';

const items: MessageItem[] = [
  {
    id: 1,
    type: 'message',
    title: '门店 A 的功放 PA-2000 报修',
    content: '客户反馈右声道无输出',
    time: '2026-11-20 10:12',
    read: false,
  },
  { id: 2, type: 'message', title: '销售订单 SO-1024 已审批', time: '2026-11-19 16:40', read: false },
  { id: 3, type: 'message', title: '音乐模板「早间轻音乐」已发布', time: '2026-11-18 09:03', read: true },
  { id: 4, type: 'notice', title: '系统将于周六 02:00 维护', time: '2026-11-17 18:00', read: false },
  { id: 5, type: 'todo', title: '审核退款申请 RF-0088', time: '2026-11-16 14:20', read: true },
];

/** Local state plays the admin's messages store: reading and clearing change the list. */
function LocalMessageBox(props: MessageBoxProps) {
  const [list, setList] = useState(props.items);
  return (
    <MessageBox
      {...props}
      items={list}
      onRead={(item) => {
        props.onRead(item);
        setList((all) => all.map((m) => (m.id === item.id ? { ...m, read: true } : m)));
      }}
      onMarkAllRead={(type) => {
        props.onMarkAllRead(type);
        setList((all) => all.map((m) => (m.type === type ? { ...m, read: true } : m)));
      }}
      onClear={(type) => {
        props.onClear(type);
        setList((all) => all.filter((m) => m.type !== type));
      }}
    />
  );
}

const meta = {
  title: 'Widgets/MessageBox',
  component: MessageBox,
  render: (args) => <LocalMessageBox {...args} />,
  args: { items, onRead: fn(), onMarkAllRead: fn(), onClear: fn(), onViewMore: fn() },
} satisfies Meta<typeof MessageBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

export const Default: Story = {
  play: async ({ args }) => {
    expect(tabNames()).toEqual(['消息(2)', '通知(1)', '待办(0)']);
    // Keyboard: into the tab list, then into the list; Enter on an unread item marks it read.
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole('tab', { name: '消息(2)' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(args.onRead).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    expect(tabNames()[0]).toBe('消息(1)');
    // A read item does not call back again.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(args.onRead).toHaveBeenCalledTimes(1);
  },
};

export const MarkAllRead: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: '全部已读' }));
    expect(args.onMarkAllRead).toHaveBeenCalledWith('message');
    expect(tabNames()).toEqual(['消息(0)', '通知(1)', '待办(0)']);
    expect(screen.getByRole('button', { name: '全部已读' })).toBeDisabled();
  },
};

export const EmptyTheList: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '通知(1)' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(args.onClear).toHaveBeenCalledWith('notice');
    expect(within(screen.getByRole('tabpanel')).getByText('暂无内容')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '查看更多' }));
    expect(args.onViewMore).toHaveBeenCalledWith('notice');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async () => {
    expect(tabNames()).toEqual(['消息(0)', '通知(0)', '待办(0)']);
    expect(screen.getByText('暂无内容')).toBeVisible();
    expect(screen.getByRole('button', { name: '清空' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async () => {
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    expect(screen.queryByText('门店 A 的功放 PA-2000 报修')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: { items: items.map((item) => ({ ...item, title: `Item ${item.id}` })) },
  play: async ({ args }) => {
    expect(tabNames()).toEqual(['Message (2)', 'Notice (1)', 'Todo (0)']);
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeEnabled();
    // The action that empties the list is named as an action ('Empty' read like a state).
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(args.onClear).toHaveBeenCalledWith('message');
    expect(tabNames()[0]).toBe('Message (0)');
  },
};

/** To-dos from events: one done by someone else (tagged), opening one opens its record; the server's counts win. */
export const TodosLiveCounts: Story = {
  args: {
    items: [
      { id: 11, type: 'todo', title: '文章《新品音箱评测》待审核', time: '2026-11-20 09:00', read: false },
      { id: 12, type: 'todo', title: '提现单 WD-0031 待您审批', time: '2026-11-19 15:00', read: true, done: true },
    ],
    unreadCounts: { message: 3, notice: 0, todo: 1 },
    onOpen: fn(),
  },
  play: async ({ args }) => {
    expect(tabNames()).toEqual(['消息(3)', '通知(0)', '待办(1)']);
    await userEvent.click(screen.getByRole('tab', { name: '待办(1)' }));
    const done = screen.getByRole('option', { name: /WD-0031/ });
    expect(within(done).getByText('已处理')).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: /新品音箱评测/ }));
    expect(args.onRead).toHaveBeenCalledWith(expect.objectContaining({ id: 11 }));
    expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 11 }));
    // A done to-do still opens its record, without another read.
    await userEvent.click(done);
    expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }));
    expect(args.onRead).toHaveBeenCalledTimes(1);
  },
};
