/** The widgets composed as the admin app will: local React state stands in for the nanostores. */
import { applyThemeMode } from '@soundboard/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AudioLines } from 'lucide-react';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Toaster } from '../feedback/toaster';
import { UiLocaleProvider } from '../i18n/locale-provider';
import type { UiLocale } from '../i18n/messages';
import { Breadcrumb } from '../navigation/breadcrumb';
import { type AppSettings, DEFAULT_APP_SETTINGS } from './app-settings';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { SettingsDrawer, SettingsFloatingButton } from './settings-drawer';
import { type MenuNode, SideMenu } from './side-menu';
import { demoMenu, demoMenuEn } from './story-data';
import { TabBar } from './tab-bar';
import { addTab, initialTabs, type TabItem } from './tab-bar-model';

function trail(nodes: MenuNode[], key: string): MenuNode[] {
  for (const node of nodes) {
    if (node.key === key) return [node];
    const below = trail(node.children ?? [], key);
    if (below.length) return [node, ...below];
  }
  return [];
}

/** The shell's own words; page titles come from the menu of the current locale. */
const SHELL_TEXT = {
  'zh-CN': { mainMenu: '主菜单', workplace: '工作台', footer: 'Soundboard 音响系统管理后台 · 2026' },
  'en-US': { mainMenu: 'Main menu', workplace: 'Workplace', footer: 'Soundboard audio systems back-office · 2026' },
};

function AppShell({ initialLocale }: { initialLocale: UiLocale }) {
  const [locale, setLocale] = useState<UiLocale>(initialLocale);
  const text = SHELL_TEXT[locale];
  const menu = locale === 'en-US' ? demoMenuEn : demoMenu;
  const [settings, setSettings] = useState<AppSettings>({ ...DEFAULT_APP_SETTINGS, tabBar: true, menuWidth: 220 });
  const [tabs, setTabs] = useState<TabItem[]>(initialTabs(SHELL_TEXT[initialLocale].workplace));
  const [active, setActive] = useState('Workplace');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const crumbs = trail(menu, active);
  const open = (key: string) => {
    const page = trail(menu, key).at(-1);
    const fullPath = key === 'Workplace' ? '/dashboard/workplace' : `/${key.toLowerCase()}`;
    setTabs((current) => addTab(current, { title: page?.label ?? key, name: key, fullPath }));
    setActive(key);
  };
  const pathToKey = (tab: TabItem) => tab.name;
  return (
    <UiLocaleProvider locale={locale}>
      <div className="flex h-[640px] flex-col overflow-hidden rounded-md border border-subtle bg-page">
        {settings.navbar && (
          <Navbar
            productName="Soundboard"
            logo={<AudioLines aria-hidden="true" className="size-6 text-primary-text" />}
            locale={locale}
            onLocaleChange={setLocale}
            theme={settings.theme}
            onThemeChange={(theme) => {
              applyThemeMode(theme);
              setSettings((s) => ({ ...s, theme }));
            }}
            onOpenSettings={() => setDrawerOpen(true)}
            unreadCount={2}
            userName="admin"
            onUserAction={() => {}}
          />
        )}
        <div className="flex min-h-0 flex-1">
          {settings.menu && (
            <SideMenu
              aria-label={text.mainMenu}
              items={menu}
              activeKey={active}
              onSelect={open}
              width={settings.menuWidth}
              className="border-r border-subtle bg-surface"
            />
          )}
          <main className="flex min-w-0 flex-1 flex-col">
            {settings.tabBar && (
              <TabBar
                tabs={tabs}
                activePath={tabs.find((tab) => tab.name === active)?.fullPath ?? '/dashboard/workplace'}
                onActivate={(tab) => setActive(pathToKey(tab))}
                onTabsChange={(next, tab) => {
                  setTabs(next);
                  setActive(pathToKey(tab));
                }}
                onRefresh={() => {}}
              />
            )}
            <div className="flex-1 overflow-auto p-5">
              <Breadcrumb home items={crumbs.map((node) => node.label)} />
              <section className="mt-4 h-40 rounded-md bg-surface p-5 text-base text-default">
                {crumbs.at(-1)?.label}
              </section>
            </div>
            {settings.footer && <Footer>{text.footer}</Footer>}
          </main>
        </div>
        {!settings.navbar && <SettingsFloatingButton onPress={() => setDrawerOpen(true)} />}
        <SettingsDrawer
          settings={settings}
          isOpen={drawerOpen}
          onOpenChange={setDrawerOpen}
          onChange={(key, value) => setSettings((s) => ({ ...s, [key]: value }))}
          writeClipboard={async () => {}}
        />
        <Toaster />
      </div>
    </UiLocaleProvider>
  );
}

const meta = {
  title: 'Widgets/AppShell',
  component: AppShell,
  args: { initialLocale: 'zh-CN' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Opening a page from the menu adds its tab and updates the breadcrumb.
    await userEvent.click(canvas.getByRole('button', { name: '订单' }));
    await userEvent.click(canvas.getByRole('button', { name: '收款单' }));
    expect(canvas.getByRole('tab', { name: '收款单' })).toHaveAttribute('aria-selected', 'true');
    expect(within(canvas.getByRole('navigation', { name: '面包屑' })).getByText('收款单')).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The settings drawer hides the tab bar and the navbar; the floating button brings the drawer back.
    await userEvent.click(canvas.getByRole('button', { name: '页面配置' }));
    const drawer = await screen.findByRole('dialog', { name: '页面配置' });
    await userEvent.click(within(drawer).getByRole('switch', { name: '多页签' }));
    expect(canvas.queryByRole('tablist', { name: '已打开的页面' })).toBeNull();
    await userEvent.click(within(drawer).getByRole('switch', { name: '导航栏' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(canvas.queryByRole('button', { name: '页面配置' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '打开页面配置' }));
    expect(await screen.findByRole('dialog', { name: '页面配置' })).toBeVisible();
  },
};

export const English: Story = {
  args: { initialLocale: 'en-US' },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
    // Every label is English: menu, tabs, breadcrumb, footer.
    await userEvent.click(canvas.getByRole('button', { name: 'Orders' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Receipts' }));
    expect(canvas.getByRole('tab', { name: 'Receipts' })).toHaveAttribute('aria-selected', 'true');
    expect(canvas.getByRole('tab', { name: 'Workplace' })).toBeVisible();
    expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    expect(canvasElement).not.toHaveTextContent(/[\u4e00-\u9fff]/);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(within(canvasElement).getByRole('tab', { name: '工作台' })).toHaveAttribute('aria-selected', 'true');
  },
};
