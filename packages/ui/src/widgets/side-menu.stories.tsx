import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SideMenu, type SideMenuProps } from './side-menu';
import { demoMenu } from './story-data';

function LocalMenu(props: SideMenuProps) {
  const [active, setActive] = useState(props.activeKey);
  return (
    <div className="flex h-96">
      <SideMenu
        {...props}
        activeKey={active}
        onSelect={(key) => {
          props.onSelect(key);
          setActive(key);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Widgets/SideMenu',
  component: SideMenu,
  render: (args) => <LocalMenu {...args} />,
  args: {
    items: demoMenu,
    activeKey: 'OrderReceipt',
    onSelect: fn(),
    width: 220,
    'aria-label': '主菜单',
    // The frame the app layout gives it as a side bar.
    className: 'border-r border-subtle bg-surface',
  },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '主菜单' });
    expect(nav.getBoundingClientRect().width).toBe(220);
    // The active page's group starts open and the page is marked current.
    expect(within(nav).getByRole('button', { name: '收款单' })).toHaveAttribute('aria-current', 'page');
    // The current page is in the primary text colour, not the grey of the others.
    const primaryText = getComputedStyle(document.documentElement).getPropertyValue('--sb-primary-text').trim();
    const probe = document.createElement('span');
    probe.style.color = primaryText;
    nav.append(probe);
    expect(getComputedStyle(within(nav).getByRole('button', { name: '收款单' })).color).toBe(
      getComputedStyle(probe).color,
    );
    probe.remove();
    await userEvent.tab();
    await userEvent.tab();
    expect(within(nav).getByRole('button', { name: '订单' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(args.onSelect).toHaveBeenCalledWith('OrderSale');
    expect(within(nav).getByRole('button', { name: '销售订单' })).toHaveAttribute('aria-current', 'page');
    // Opening the template group by keyboard shows its page.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(within(nav).getByRole('button', { name: '模板' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(within(nav).getByRole('button', { name: '音乐模板' })).toBeVisible();
  },
};

/** Icons only: titles in tooltips, a group's pages in a flyout, all by keyboard. */
export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ args, canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '主菜单' });
    expect(nav.getBoundingClientRect().width).toBe(48);
    expect(within(nav).getByRole('button', { name: '订单' })).toHaveAttribute('aria-current', 'page');
    // Hovering an entry names it (RAC shows hover tooltips in pointer modality: a mouse user has clicked before).
    await userEvent.click(canvasElement);
    const workplace = within(nav).getByRole('button', { name: '工作台' });
    await userEvent.hover(workplace);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('工作台'), { timeout: 1500 });
    await userEvent.unhover(workplace);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    // Reaching one by keyboard names it at once.
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole('tooltip', { name: '订单' })).toBeVisible());
    // ArrowRight opens the group's flyout on its first page; Enter opens the chosen page and closes it.
    await userEvent.keyboard('{ArrowRight}');
    const orders = await screen.findByRole('menu', { name: '订单' });
    await waitFor(() => expect(within(orders).getByRole('menuitem', { name: '销售订单' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(args.onSelect).toHaveBeenCalledWith('OrderDelivery');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Enter opens a flyout too; Escape closes it and gives the focus back to its entry.
    await waitFor(() => expect(within(nav).getByRole('button', { name: '订单' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const templates = await screen.findByRole('menu', { name: '模板' });
    await waitFor(() => expect(within(templates).getByRole('menuitem', { name: '音乐模板' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // The focus comes back once the flyout has gone, a frame or more later on a busy machine.
    await waitFor(() => expect(within(nav).getByRole('button', { name: '模板' })).toHaveFocus());
  },
};

/** As the app's side bar: the control at the foot collapses the menu to icons and expands it again. */
export const Collapsible: Story = {
  args: { collapseShortcut: 'Mod-\\', onCollapsedChange: fn() },
  render: function Render(args) {
    const [collapsed, setCollapsed] = useState(false);
    return (
      <LocalMenu
        {...args}
        collapsed={collapsed}
        onCollapsedChange={(next) => {
          args.onCollapsedChange?.(next);
          setCollapsed(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '主菜单' });
    const toggle = within(nav).getByRole('button', { name: '收起菜单' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(args.onCollapsedChange).toHaveBeenLastCalledWith(true);
    expect(nav.getBoundingClientRect().width).toBe(48);
    // The same button stays focused under its new name; reached by keyboard, its tooltip says the shortcut.
    expect(within(nav).getByRole('button', { name: '展开菜单' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('展开菜单Ctrl+\\'));
    await userEvent.keyboard(' ');
    expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false);
    expect(nav.getBoundingClientRect().width).toBe(220);
  },
};

export const WideMenu: Story = {
  name: 'Width from menuWidth (300)',
  args: { width: 300 },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('navigation').getBoundingClientRect().width).toBe(300);
  },
};

/** Without the layout's frame (in the mobile drawer): the menu draws no border or fill of its own. */
export const Unframed: Story = {
  args: { className: undefined },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '主菜单' });
    expect(getComputedStyle(nav).borderRightWidth).toBe('0px');
    expect(getComputedStyle(nav).backgroundColor).toBe('rgba(0, 0, 0, 0)');
  },
};
