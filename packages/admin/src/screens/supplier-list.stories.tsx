/**
 * Screens/Supplier list: the generic resource page (pages/resource-page.tsx) of the supplier route, with its
 * filter bar, selection and paging; plus the list answering empty and failing.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../i18n';
import ResourcePage from '../pages/resource-page';
import { ROUTES } from '../routes/table';
import { frameRoutes } from './fixtures/frame-routes';
import { emptySupplierRoutes, failingSupplierRoutes, supplierRoutes } from './fixtures/supplier-routes';
import { adminUser } from './fixtures/user';
import { PHONE_VIEWPORT, type ScreenOptions, screen } from './screen-harness';

const route = ROUTES.find((candidate) => candidate.resource === 'supplier');
if (!route) throw new Error('the routes table has no supplier screen');
/** The list in the app frame, as the router shows it. */
const options: ScreenOptions = { path: route.path, user: adminUser, namespaces: route.messages ?? [], frame: route };

const meta = {
  title: 'Screens/Supplier list',
  component: ResourcePage,
  args: { route, params: {} },
} satisfies Meta<typeof ResourcePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Searching narrows the list to one supplier; selecting it offers the bulk actions. */
export const Default: Story = {
  ...screen({ ...options, routes: [...frameRoutes, ...supplierRoutes] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'SUP-002' });
    // Below 640 px the filters are behind a toggle.
    const toggle = canvas.queryByRole('button', { name: t('resource.filter.toggle') });
    if (toggle) await userEvent.click(toggle);
    await userEvent.type(canvas.getByRole('textbox', { name: t('resource.filter.search') }), 'northwind');
    await userEvent.click(canvas.getByRole('button', { name: t('resource.filter.apply') }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'SUP-001' })).toBeNull());
    const [, row, more] = within(canvas.getByRole('table')).getAllByRole('row');
    if (!row) throw new Error('the list shows no row');
    await expect(more).toBeUndefined();
    await expect(within(row).getByText('Northwind Audio Ltd')).toBeVisible();
    await userEvent.click(within(row).getByRole('checkbox'));
    await expect(await canvas.findByText(t('resource.selected', { count: 1 }))).toBeVisible();
  },
};

export const English: Story = { ...Default, globals: { locale: 'en-US' } };

export const Mobile: Story = { ...Default, ...PHONE_VIEWPORT };

/** The list request answers no rows: the table says so. */
export const Empty: Story = {
  ...screen({ ...options, routes: [...frameRoutes, ...emptySupplierRoutes] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('table')).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'SUP-001' })).toBeNull();
  },
};

/** The list request fails: the screen says so and offers to try again. */
export const LoadFailed: Story = {
  ...screen({ ...options, routes: [...frameRoutes, ...failingSupplierRoutes] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The page fades in (app-layout's page-in animation): wait for it to be shown, not just mounted.
    await waitFor(() => expect(canvas.getByText(t('resource.listFailed'))).toBeVisible());
    await expect(canvas.getByRole('button', { name: t('resource.retry') })).toBeVisible();
  },
};

export const LoadFailedEnglish: Story = { ...LoadFailed, globals: { locale: 'en-US' } };
