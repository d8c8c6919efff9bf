import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tree, type TreeNode } from './tree';

const permissions: TreeNode[] = [
  {
    id: 'orders',
    title: '订单管理',
    children: [
      { id: 'orders:view', title: '查看订单' },
      { id: 'orders:edit', title: '编辑订单' },
      { id: 'orders:refund', title: '退款' },
    ],
  },
  {
    id: 'products',
    title: '产品管理',
    children: [
      { id: 'products:view', title: '查看产品' },
      { id: 'products:edit', title: '编辑产品' },
    ],
  },
  { id: 'settings', title: '系统设置' },
];

const meta = {
  title: 'Data display/Tree',
  component: Tree,
  args: {
    'aria-label': '角色权限',
    items: permissions,
    defaultExpandedKeys: ['orders', 'products'],
    onCheck: fn(),
    onSelect: fn(),
    onExpandedChange: fn(),
  },
} satisfies Meta<typeof Tree>;

export default meta;
type Story = StoryObj<typeof meta>;

const checkboxOf = (canvas: HTMLElement, name: string) => {
  const row = within(canvas).getByRole('row', { name: new RegExp(name) });
  return within(row).getByRole('checkbox') as HTMLInputElement;
};

/** Menu-editor style: no check boxes; Enter or Space selects a node. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('row', { name: '订单管理' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(args.onSelect).toHaveBeenLastCalledWith('orders:edit');
    expect(canvas.getByRole('row', { name: '编辑订单' })).toHaveAttribute('aria-selected', 'true');
    // Left on a child goes to its parent; Left again collapses it.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(canvas.getByRole('row', { name: '订单管理' })).toHaveAttribute('aria-expanded', 'false');
    expect(canvas.queryByRole('row', { name: '查看订单' })).toBeNull();
    await userEvent.keyboard('{ArrowRight}');
    expect(canvas.getByRole('row', { name: '查看订单' })).toBeVisible();
  },
};

export const Checkable: Story = {
  args: { checkable: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // Space on a child checks it; its parent becomes half-checked.
    await userEvent.keyboard('{ArrowDown}{ArrowDown} ');
    expect(args.onCheck).toHaveBeenLastCalledWith(new Set(['orders:edit']));
    expect(checkboxOf(canvasElement, '编辑订单').checked).toBe(true);
    expect(checkboxOf(canvasElement, '订单管理').indeterminate).toBe(true);
    // Space on the parent checks the whole subtree.
    await userEvent.keyboard('{ArrowUp}{ArrowUp} ');
    expect(args.onCheck).toHaveBeenLastCalledWith(new Set(['orders:edit', 'orders', 'orders:view', 'orders:refund']));
    expect(checkboxOf(canvasElement, '退款').checked).toBe(true);
    expect(checkboxOf(canvasElement, '订单管理').indeterminate).toBe(false);
    // Enter selects (for the editor beside the tree) without touching the checks.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(args.onSelect).toHaveBeenLastCalledWith('orders:view');
    expect(canvas.getByRole('row', { name: '查看订单' })).toHaveAttribute('data-current', 'true');
    expect(args.onCheck).toHaveBeenCalledTimes(2);
  },
};

export const ControlledChecks: Story = {
  args: { checkable: true, checkedKeys: ['products:view', 'settings'] },
  play: async ({ canvasElement }) => {
    expect(checkboxOf(canvasElement, '产品管理').indeterminate).toBe(true);
    expect(checkboxOf(canvasElement, '系统设置').checked).toBe(true);
    expect(checkboxOf(canvasElement, '订单管理').checked).toBe(false);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(within(canvasElement).getByRole('row', { name: '系统设置' })).toHaveFocus());
  },
};

export const Collapsed: Story = {
  args: { defaultExpandedKeys: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.getAllByRole('row')).toHaveLength(3);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set(['products']));
    expect(canvas.getByRole('row', { name: '编辑产品' })).toBeVisible();
  },
};

/** What keyboard drag and drop has focused: RAC's hidden drop-target button, labelled in the locale. */
const dropTargetLabel = () => document.activeElement?.getAttribute('aria-label');

/** The menu editor's tree: a drag handle per row, drops inside directories only, Alt+arrows move the focused row. */
export const Reorderable: Story = {
  args: {
    'aria-label': '菜单项',
    onMove: fn(),
    onKeyMove: fn(),
    acceptsChildren: (key: string) => key === 'orders' || key === 'products',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('row', { name: '订单管理' })).toHaveFocus());
    // Alt+arrows report the wish for the focused row; plain arrows still move the focus.
    await userEvent.keyboard('{ArrowDown}{Alt>}{ArrowDown}{/Alt}');
    expect(args.onKeyMove).toHaveBeenLastCalledWith('orders:view', 'down');
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(args.onKeyMove).toHaveBeenLastCalledWith('orders:view', 'outdent');
    expect(canvas.getByRole('row', { name: '查看订单' })).toHaveFocus();
    expect(canvas.getByRole('row', { name: '订单管理' })).toHaveAttribute('aria-expanded', 'true');
    // Keyboard drag and drop: Enter on the handle starts it, the arrows walk the targets, Enter drops.
    within(canvas.getByRole('row', { name: '退款' }))
      .getByRole('button', { name: '拖动 退款' })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dropTargetLabel()).toBe('插入到 查看订单 和 编辑订单 之间'));
    // Upwards (it wraps round at the top) until "on 产品管理", a directory.
    const walked: string[] = [];
    while (walked.at(-1) !== '放置于 产品管理' && walked.length < 15) {
      const before = dropTargetLabel();
      await userEvent.keyboard('{ArrowUp}');
      await waitFor(() => expect(dropTargetLabel()).not.toBe(before));
      walked.push(dropTargetLabel() ?? '');
    }
    expect(walked.slice(0, 5)).toEqual([
      '插入到 查看订单 之前',
      '放置于 订单管理',
      '插入到 订单管理 之前',
      '插入到 系统设置 之后',
      // A page accepts nothing inside it: no "on 系统设置" between these two.
      '插入到 产品管理 和 系统设置 之间',
    ]);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith('orders:refund', 'products', 'inside'));
    expect(args.onMove).toHaveBeenCalledTimes(1);
  },
};

/** A record count at a row's end; the row's label says it for screen readers (the row is named by its label). */
const categoryNode = (id: string, title: string, count: number, rest: Partial<TreeNode> = {}): TreeNode => ({
  id,
  title,
  label: `${title}，${count} 条记录${rest.muted ? '，已停用' : ''}`,
  extra: (
    <span aria-hidden="true" className="rounded-full border border-default px-1.5 text-xs text-secondary tabular-nums">
      {count}
    </span>
  ),
  ...rest,
});

const categories: TreeNode[] = [
  categoryNode('1', '音箱', 42, {
    children: [categoryNode('11', '蓝牙音箱', 30), categoryNode('12', '落地音箱', 12, { muted: true })],
  }),
  categoryNode('2', '耳机', 18, { children: [categoryNode('21', '头戴式', 18)] }),
  categoryNode('3', '配件', 0),
];

/**
 * The classify screens' tree: a record count per node, a disabled category greyed (落地音箱), directories up to
 * three levels, reordering by drag and drop or Alt+arrows: the callback gets the node's id and the move.
 */
export const CategoryTree: Story = {
  args: {
    'aria-label': '产品分类',
    items: categories,
    defaultExpandedKeys: ['1', '2'],
    onMove: fn(),
    onKeyMove: fn(),
    acceptsChildren: () => true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const floor = canvas.getByRole('row', { name: '落地音箱，12 条记录，已停用' });
    expect(within(floor).getByText('落地音箱')).toHaveClass('text-muted');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('row', { name: '音箱，42 条记录' })).toHaveFocus());
    // Down to 蓝牙音箱, then Alt+↓ asks to move it below its sibling; Alt+→ asks to indent it.
    await userEvent.keyboard('{ArrowDown}{Alt>}{ArrowDown}{/Alt}');
    expect(args.onKeyMove).toHaveBeenLastCalledWith('11', 'down');
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(args.onKeyMove).toHaveBeenLastCalledWith('11', 'indent');
    expect(canvas.getByRole('row', { name: '蓝牙音箱，30 条记录' })).toHaveFocus();
    // Enter selects the category (the screen's form beside the tree shows it).
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(args.onSelect).toHaveBeenLastCalledWith('12');
    expect(args.onMove).not.toHaveBeenCalled();
  },
};
