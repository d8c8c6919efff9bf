/**
 * Screens/App frame: the signed-in frame (layout/app-layout.tsx: navbar, side menu, tab bar, breadcrumb) around
 * the supplier list, with the page-settings drawer open (layout/app-settings-drawer.tsx) and with the navbar's
 * message box open.
 */
import { toUiLocale } from '@soundboard/ui/i18n/messages.ts';
import { navbarMessages } from '@soundboard/ui/widgets/navbar.messages.ts';
import { settingsDrawerMessages } from '@soundboard/ui/widgets/settings-drawer.messages.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../i18n';
import ResourcePage from '../pages/resource-page';
import { ROUTES } from '../routes/table';
import { $locale } from '../stores/locale';
import { $settings } from '../stores/settings';
import { frameRoutes } from './fixtures/frame-routes';
import { messages } from './fixtures/messages';
import { supplierRoutes } from './fixtures/supplier-routes';
import { adminUser } from './fixtures/user';
import { PHONE_VIEWPORT, type ScreenOptions, screen } from './screen-harness';

const route = ROUTES.find((candidate) => candidate.resource === 'supplier');
if (!route) throw new Error('the routes table has no supplier screen');
const options: ScreenOptions = {
  path: route.path,
  user: adminUser,
  namespaces: route.messages ?? [],
  frame: route,
  routes: [...frameRoutes, ...supplierRoutes],
};

const meta = {
  title: 'Screens/App frame',
  component: ResourcePage,
  args: { route, params: {} },
} satisfies Meta<typeof ResourcePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page-settings drawer, open as the navbar's settings button opens it: its switches change the frame (the tab bar). */
export const SettingsDrawer: Story = {
  ...screen({ ...options, settings: { globalSettings: true } }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const words = settingsDrawerMessages[toUiLocale($locale.get())];
    const dialog = await body.findByRole('dialog', { name: words.title });
    const tabBar = within(dialog).getByRole('switch', { name: words.tabBar });
    const shown = $settings.get().tabBar;
    await expect((tabBar as HTMLInputElement).checked).toBe(shown);
    await userEvent.click(tabBar);
    await waitFor(() => expect($settings.get().tabBar).toBe(!shown));
    await expect((tabBar as HTMLInputElement).checked).toBe(!shown);
  },
};

export const SettingsDrawerEnglish: Story = { ...SettingsDrawer, globals: { locale: 'en-US' } };

export const SettingsDrawerMobile: Story = { ...SettingsDrawer, ...PHONE_VIEWPORT };

/** The navbar's message box: the unread count on its button, the messages by type in its popover. */
export const MessageBox: Story = {
  ...screen(options),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const words = navbarMessages[toUiLocale($locale.get())];
    const unread = messages.filter((message) => !message.read).length;
    const label = `${words.messages}, ${words.unread.replace('{count}', String(unread))}`;
    await userEvent.click(await body.findByRole('button', { name: label }));
    const dialog = await body.findByRole('dialog');
    await expect(
      await within(dialog).findByRole('tab', { name: new RegExp(t('messageBox.tab.title.message')) }),
    ).toBeVisible();
  },
};

export const MessageBoxEnglish: Story = { ...MessageBox, globals: { locale: 'en-US' } };

export const MessageBoxMobile: Story = { ...MessageBox, ...PHONE_VIEWPORT };
