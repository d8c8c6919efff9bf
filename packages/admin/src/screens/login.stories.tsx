/** Screens/Login: the admin's real login page (pages/login.tsx) with its empty-form validation. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { t } from '../i18n';
import LoginPage from '../pages/login';
import { answer } from './fixtures/fixture-fetch';
import { loginAnswer } from './fixtures/user';
import { PHONE_VIEWPORT, screen } from './screen-harness';

const meta = {
  title: 'Screens/Login',
  component: LoginPage,
  ...screen<unknown>({ path: '/login', user: null, aria: false, routes: [answer('POST', '/user/login', loginAnswer)] }),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting the empty form shows both fields' required messages and sends nothing. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('login.form.login') }));
    await expect(await canvas.findByText(t('login.form.userName.errMsg'))).toBeVisible();
    await expect(canvas.getByText(t('login.form.password.errMsg'))).toBeVisible();
  },
};

export const English: Story = { ...Default, globals: { locale: 'en-US' } };

export const Mobile: Story = { ...Default, ...PHONE_VIEWPORT };
