import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { TabBar, type TabBarProps } from './tab-bar';
import { type TabItem, WORKPLACE_TAB } from './tab-bar-model';

const page = (title: string, path: string): TabItem => ({ title, name: path, fullPath: `/order/${path}` });
const workplace = { ...WORKPLACE_TAB, title: '工作台' };
const fewTabs = [workplace, page('销售订单', 'sale'), page('收款单', 'receipt'), page('发货单', 'delivery')];
const manyTabs = [
  workplace,
  ...Array.from({ length: 24 }, (_, i) => page(`退货发货单 ${String(i + 1).padStart(2, '0')}`, `refund-${i + 1}`)),
];

/** Keeps the list and the active path in local state, as the admin's tabs store does. */
function LocalTabBar(props: TabBarProps) {
  const [tabs, setTabs] = useState(props.tabs);
  const [activePath, setActivePath] = useState(props.activePath);
  return (
    <div className="w-[720px]">
      <TabBar
        {...props}
        tabs={tabs}
        activePath={activePath}
        onActivate={(tab) => {
          props.onActivate(tab);
          setActivePath(tab.fullPath);
        }}
        onTabsChange={(next, active) => {
          props.onTabsChange(next, active);
          setTabs(next);
          setActivePath(active.fullPath);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Widgets/TabBar',
  component: TabBar,
  render: (args) => <LocalTabBar {...args} />,
  args: {
    tabs: fewTabs,
    activePath: '/order/receipt',
    onActivate: fn(),
    onTabsChange: fn(),
    onRefresh: fn(),
  },
} satisfies Meta<typeof TabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

export const Default: Story = {
  play: async ({ args }) => {
    // Tab lands on the active tab; arrows move, Enter opens.
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole('tab', { name: '收款单' })).toHaveFocus());
    expect(screen.getByRole('tab', { name: '收款单' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { name: '发货单' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowLeft}{ArrowLeft}{Enter}');
    expect(args.onActivate).toHaveBeenLastCalledWith(expect.objectContaining({ fullPath: '/order/receipt' }));
    await userEvent.keyboard('{Home}{Enter}');
    expect(screen.getByRole('tab', { name: '工作台' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const DeleteKeyCloses: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Delete}');
    expect(titles()).toEqual(['工作台', '销售订单', '发货单']);
    // The active tab was closed: its left neighbour becomes active and focused.
    expect(args.onTabsChange).toHaveBeenCalledWith(
      expect.any(Array),
      expect.objectContaining({ fullPath: '/order/sale' }),
    );
    await waitFor(() => expect(screen.getByRole('tab', { name: '销售订单' })).toHaveFocus());
    // The workplace tab cannot be closed.
    await userEvent.keyboard('{Home}{Delete}');
    expect(titles()).toEqual(['工作台', '销售订单', '发货单']);
  },
};

export const ContextMenuByKeyboard: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '重新加载',
      '关闭当前标签页',
      '关闭左侧标签页',
      '关闭右侧标签页',
      '关闭其它标签页',
      '关闭全部标签页',
    ]);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(args.onRefresh).toHaveBeenCalledWith(expect.objectContaining({ fullPath: '/order/receipt' }));
    // Close right via the menu: 发货单 goes.
    screen.getByRole('tab', { name: '收款单' }).focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(titles()).toEqual(['工作台', '销售订单', '收款单']);
  },
};

export const ContextMenuByRightClick: Story = {
  play: async () => {
    await userEvent.pointer({ keys: '[MouseRight]', target: screen.getByRole('tab', { name: '销售订单' }) });
    const menu = await screen.findByRole('menu');
    // Nothing closable on the left of 销售订单 (only the workplace).
    expect(within(menu).getByRole('menuitem', { name: '关闭左侧标签页' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(menu).getByRole('menuitem', { name: '关闭其它标签页' }));
    expect(titles()).toEqual(['工作台', '销售订单']);
    await userEvent.pointer({ keys: '[MouseRight]', target: screen.getByRole('tab', { name: '销售订单' }) });
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: '关闭全部标签页' }));
    expect(titles()).toEqual(['工作台']);
    expect(screen.getByRole('tab', { name: '工作台' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const closers = canvasElement.querySelectorAll<HTMLElement>('[data-slot="tab-close"]');
    // The workplace tab has no close button.
    expect(closers).toHaveLength(3);
    await userEvent.click(closers[0] as HTMLElement);
    expect(titles()).toEqual(['工作台', '收款单', '发货单']);
  },
};

export const Overflow: Story = {
  args: { tabs: manyTabs, activePath: '/order/refund-22' },
  play: async () => {
    const list = screen.getByRole('tablist');
    expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const inView = (name: string) => {
      const tab = screen.getByRole('tab', { name }).getBoundingClientRect();
      const box = list.getBoundingClientRect();
      return tab.left >= box.left - 1 && tab.right <= box.right + 1;
    };
    await waitFor(() => expect(inView('退货发货单 22')).toBe(true));
    // Moving to the first tab and opening it brings it back into view.
    await userEvent.tab();
    await userEvent.keyboard('{Home}{Enter}');
    await waitFor(() => expect(inView('工作台')).toBe(true));
    expect(inView('退货发货单 22')).toBe(false);
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: { tabs: [{ ...WORKPLACE_TAB }, page('Sales orders', 'sale'), page('Receipts', 'receipt')] },
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{ContextMenu}');
    const menu = await screen.findByRole('menu', { name: 'Tab actions' });
    expect(within(menu).getByRole('menuitem', { name: 'Close tabs to the left' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};
