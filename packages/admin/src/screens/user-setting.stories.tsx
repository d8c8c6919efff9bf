/** Screens/User settings: the signed-in user's own settings (pages/user-setting.tsx) in the app frame. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../i18n';
import UserSettingPage from '../pages/user-setting';
import { routeByName, USER_SETTING } from '../routes/table';
import { profile } from './fixtures/account';
import { accountRoutes } from './fixtures/account-routes';
import { frameRoutes } from './fixtures/frame-routes';
import { adminUser } from './fixtures/user';
import { PHONE_VIEWPORT, screen } from './screen-harness';

const route = routeByName(USER_SETTING);
if (!route) throw new Error('the routes table has no user settings');

const meta = {
  title: 'Screens/User settings',
  component: UserSettingPage,
  ...screen<unknown>({
    path: route.path,
    user: adminUser,
    namespaces: route.messages ?? [],
    frame: route,
    routes: [...frameRoutes, ...accountRoutes],
  }),
} satisfies Meta<typeof UserSettingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The profile's basic information: emptying the nickname and saving is refused before anything is sent. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nickname = await canvas.findByDisplayValue(profile.nickname);
    await waitFor(() => expect(nickname).toBeVisible());
    await userEvent.clear(nickname);
    await userEvent.click(canvas.getByRole('button', { name: t('userSetting.save') }));
    await waitFor(() => expect(nickname).toHaveAttribute('aria-invalid', 'true'));
  },
};

export const English: Story = { ...Default, globals: { locale: 'en-US' } };

export const Mobile: Story = { ...Default, ...PHONE_VIEWPORT };
