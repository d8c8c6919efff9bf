/**
 * Screens/Workplace: the default page (pages/workplace.tsx) in the app frame, on fixture figures; and its
 * figures' request failing. The greeting follows the hour of the day: the stories give the page a fixed moment
 * (its `now` prop, 09:30 local time), so the screenshots hold whenever they are taken.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../i18n';
import WorkplacePage from '../pages/workplace';
import { routeByName, WORKPLACE } from '../routes/table';
import { frameRoutes } from './fixtures/frame-routes';
import { adminUser } from './fixtures/user';
import { failingWorkplaceRoutes, workplaceRoutes } from './fixtures/workplace-routes';
import { PHONE_VIEWPORT, type ScreenOptions, screen } from './screen-harness';

/** 09:30 in the browser's own time zone (the page reads the local hour). */
const MORNING = new Date(2026, 2, 10, 9, 30);

const route = routeByName(WORKPLACE);
if (!route) throw new Error('the routes table has no Workplace');
const options: ScreenOptions = { path: route.path, user: adminUser, namespaces: route.messages ?? [], frame: route };

const meta = {
  title: 'Screens/Workplace',
  component: WorkplacePage,
  args: { now: MORNING },
} satisfies Meta<typeof WorkplacePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The day's figures, the low-stock list and the latest orders; the areas the user's roles open. */
export const Default: Story = {
  ...screen({ ...options, routes: [...frameRoutes, ...workplaceRoutes] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The page fades in (app-layout's page-in animation): wait for it to be shown, not just mounted.
    await waitFor(() => expect(canvas.getByRole('link', { name: '吸顶扬声器 6.5 寸' })).toBeVisible());
    // The morning's greeting at the story's 09:30, whatever the hour the story runs at.
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('workplace.greeting.morning', { name: adminUser.user_name }) }),
    ).toBeVisible();
    await expect(await canvas.findByText('SO-20260310-004')).toBeVisible();
    const areas = canvas.getByRole('navigation', { name: t('workplace.areas') });
    await expect(within(areas).getAllByRole('link').length).toBeGreaterThan(3);
  },
};

export const English: Story = { ...Default, globals: { locale: 'en-US' } };

export const Mobile: Story = { ...Default, ...PHONE_VIEWPORT };

/** The figures' request fails: the page says so; trying again asks once more. */
export const LoadFailed: Story = {
  ...screen({ ...options, routes: [...frameRoutes, ...failingWorkplaceRoutes] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const failed = () => canvas.getByRole('heading', { name: t('workplace.loadFailed') });
    await waitFor(() => expect(failed()).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: t('workplace.retry') }));
    await waitFor(() => expect(failed()).toBeVisible());
  },
};
