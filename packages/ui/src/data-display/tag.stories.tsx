import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StatusTag, TagGroup, type TagItem } from './tag';

const KINDS: TagItem[] = [
  { id: 'speaker', label: '音箱' },
  { id: 'amplifier', label: '功放' },
  { id: 'mixer', label: '调音台' },
];

const STATUSES: TagItem[] = [
  { id: 'pending', label: '待付款', color: 'warning' },
  { id: 'paid', label: '已付款', color: 'primary' },
  { id: 'shipped', label: '已发货', color: 'info' },
  { id: 'done', label: '已完成', color: 'success' },
  { id: 'cancelled', label: '已取消', color: 'danger' },
  { id: 'draft', label: '草稿' },
];

const meta = {
  title: 'Data display/Tag',
  component: TagGroup,
  args: { label: '产品类型', items: KINDS },
} satisfies Meta<typeof TagGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between the tags of a group (one Tab stop for the whole group). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('row', { name: '音箱' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('row', { name: '功放' })).toHaveFocus());
    expect(canvas.getByRole('grid', { name: '产品类型' })).toBeVisible();
  },
};

export const Colours: Story = { args: { label: '订单状态', items: STATUSES } };

export const Small: Story = { args: { label: '订单状态', items: STATUSES, size: 'sm' } };

function RemovableDemo({ onRemove }: { onRemove: (keys: Set<Key>) => void }) {
  const [items, setItems] = useState(KINDS);
  return (
    <TagGroup
      label="已选类型"
      items={items}
      onRemove={(keys) => {
        onRemove(keys);
        setItems((current) => current.filter((item) => !keys.has(item.id)));
      }}
    />
  );
}

/** Backspace or Delete removes the focused tag; the remove button does the same for the pointer. */
export const Removable: Story = {
  args: { onRemove: fn() },
  render: (args) => <RemovableDemo onRemove={args.onRemove ?? (() => {})} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{Delete}');
    expect(args.onRemove).toHaveBeenLastCalledWith(new Set(['amplifier']));
    await waitFor(() => expect(canvas.queryByRole('row', { name: '功放' })).not.toBeInTheDocument());
    expect(canvas.getAllByRole('button', { name: /移除/ })).toHaveLength(2);
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: { onRemove: fn() },
  render: (args) => <RemovableDemo onRemove={args.onRemove ?? (() => {})} />,
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getAllByRole('button', { name: /Remove/ })).toHaveLength(3);
  },
};

/** A disabled group: a dimmed plain list, no remove buttons, no Tab stop. */
export const Disabled: Story = {
  args: { label: '已选类型', isDisabled: true, onRemove: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.queryByRole('button', { name: /移除/ })).not.toBeInTheDocument();
    const list = canvas.getByRole('list', { name: '已选类型' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['音箱', '功放', '调音台']);
    await userEvent.tab();
    expect(canvasElement).not.toContainElement(document.activeElement as HTMLElement);
  },
};

/** The plain label for table cells: not focusable, no role. */
export const Status: Story = {
  render: () => (
    <p className="flex gap-2">
      <StatusTag color="success">已完成</StatusTag>
      <StatusTag color="danger" size="sm">
        已取消
      </StatusTag>
    </p>
  ),
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('已完成')).not.toHaveAttribute('tabindex');
  },
};
