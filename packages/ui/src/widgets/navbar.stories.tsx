import type { Meta, StoryObj } from '@storybook/react-vite';
import { AudioLines } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Navbar } from './navbar';

const meta = {
  title: 'Widgets/Navbar',
  component: Navbar,
  args: {
    productName: 'Soundboard',
    logo: <AudioLines aria-hidden="true" className="size-6 text-primary-text" />,
    locale: 'zh-CN',
    onLocaleChange: fn(),
    theme: 'light',
    onThemeChange: fn(),
    isFullscreen: false,
    onFullscreenChange: fn(),
    onOpenSettings: fn(),
    unreadCount: 3,
    messageBox: <p className="p-4 text-base">消息列表</p>,
    userName: 'admin',
    onUserAction: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Soundboard')).toBeVisible();
    // Tab order: language, theme, fullscreen, messages, settings, user.
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: '语言' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const languages = await screen.findByRole('menu', { name: '语言' });
    expect(within(languages).getByRole('menuitemradio', { name: '中文' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(args.onLocaleChange).toHaveBeenCalledWith('en-US');
    await waitFor(() => expect(canvas.getByRole('button', { name: '语言' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(args.onThemeChange).toHaveBeenCalledWith('dark');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(args.onFullscreenChange).toHaveBeenCalledWith(true);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: '消息通知, 3 条未读' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(args.onOpenSettings).toHaveBeenCalledTimes(1);
  },
};

export const MessageBoxTrigger: Story = {
  play: async ({ canvasElement }) => {
    expect(canvasElement.querySelector('[data-slot="badge"]')).toHaveTextContent('3');
    await userEvent.click(within(canvasElement).getByRole('button', { name: /消息通知/ }));
    const dialog = await screen.findByRole('dialog', { name: '消息通知' });
    const box = within(dialog).getByText('消息列表');
    expect(box).toBeVisible();
    // The message box draws its own edges: it fills the popover up to the popover's 1px border, no inset.
    const popover = dialog.parentElement as HTMLElement;
    const outer = popover.getBoundingClientRect();
    const inner = box.getBoundingClientRect();
    expect(inner.left - outer.left).toBe(1);
    expect(inner.top - outer.top).toBe(1);
  },
};

export const UserMenu: Story = {
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('button', { name: '用户菜单: admin' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['切换角色', '用户中心', '用户设置', '登出登录']);
    await userEvent.keyboard('{End}{Enter}');
    expect(args.onUserAction).toHaveBeenCalledWith('logout');
  },
};

export const UserMenuWithWorkbench: Story = {
  args: { workbenchHref: '/storybook/' },
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('button', { name: '用户菜单: admin' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // The designers' workbench is a link that opens in a new tab, just above logging out.
    const workbench = within(menu).getByRole('menuitem', { name: '设计工作台（Storybook）' });
    expect(workbench).toHaveAttribute('href', '/storybook/');
    expect(workbench).toHaveAttribute('target', '_blank');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['切换角色', '用户中心', '用户设置', '设计工作台（Storybook）', '登出登录']);
    await userEvent.keyboard('{End}{Enter}');
    expect(args.onUserAction).toHaveBeenCalledWith('logout');
  },
};

export const DarkAndFullscreen: Story = {
  args: { theme: 'dark', isFullscreen: true, unreadCount: 0 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvasElement.querySelector('[data-slot="badge"]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '切换为亮色模式' }));
    expect(args.onThemeChange).toHaveBeenCalledWith('light');
    await userEvent.click(canvas.getByRole('button', { name: '退出全屏' }));
    expect(args.onFullscreenChange).toHaveBeenCalledWith(false);
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();
    expect(canvas.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
    expect(canvas.getByRole('button', { name: 'User menu: admin' })).toBeVisible();
    // Not plain 'Settings': that is the name of a menu group, and screen readers would hear two of them.
    expect(canvas.getByRole('button', { name: 'Page settings' })).toBeVisible();
  },
};
