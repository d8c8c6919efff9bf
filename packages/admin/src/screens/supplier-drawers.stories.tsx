/**
 * Screens/Supplier drawers: the resource framework's real form drawer (resource/form-drawer.tsx) editing a
 * supplier whose save the server refuses on a field, and its detail drawer (resource/detail-drawer.tsx) with
 * the record's history, each over the supplier list in the app frame, as the list opens them.
 */
import { supplier } from '@soundboard/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { t } from '../i18n';
import ResourcePage from '../pages/resource-page';
import { useReadableDef } from '../resource/can';
import { DetailDrawer } from '../resource/detail-drawer';
import { FormDrawer } from '../resource/form-drawer';
import { useResourceLabels } from '../resource/labels';
import { ROUTES } from '../routes/table';
import { $locale } from '../stores/locale';
import { frameRoutes } from './fixtures/frame-routes';
import { supplierRoutes } from './fixtures/supplier-routes';
import { refusedCode } from './fixtures/suppliers';
import { adminUser } from './fixtures/user';
import { PHONE_VIEWPORT, screen } from './screen-harness';

const route = ROUTES.find((candidate) => candidate.resource === 'supplier');
if (!route) throw new Error('the routes table has no supplier screen');

/** One drawer over the supplier list in the app frame, wired as the list wires it (resource/resource-screen.tsx). */
function SupplierDrawer({ drawer, id }: { drawer: 'form' | 'detail'; id: number }) {
  const def = useReadableDef(supplier);
  const labels = useResourceLabels(def);
  const nothing = () => undefined;
  return (
    <>
      {route && <ResourcePage route={route} params={{}} />}
      {drawer === 'form' ? (
        <FormDrawer def={def} labels={labels} id={id} onClose={nothing} onSaved={nothing} />
      ) : (
        <DetailDrawer def={def} labels={labels} id={id} onClose={nothing} onEdit={nothing} onChanged={nothing} />
      )}
    </>
  );
}

const meta = {
  title: 'Screens/Supplier drawers',
  component: SupplierDrawer,
  ...screen({
    path: route.path,
    user: adminUser,
    namespaces: route.messages ?? [],
    frame: route,
    routes: [...frameRoutes, ...supplierRoutes],
  }),
} satisfies Meta<typeof SupplierDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saving the edited supplier: the server refuses its code, and says why under the field. */
export const FormRefusedField: Story = {
  args: { drawer: 'form', id: 2 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const save = await body.findByRole('button', { name: t('resource.save') });
    await body.findByDisplayValue('SUP-002');
    await userEvent.click(save);
    const refused = refusedCode($locale.get()).issues[0]?.message ?? '';
    await expect(await body.findByText(refused)).toBeVisible();
  },
};

export const FormRefusedFieldEnglish: Story = { ...FormRefusedField, globals: { locale: 'en-US' } };

export const FormRefusedFieldMobile: Story = { ...FormRefusedField, ...PHONE_VIEWPORT };

/** A supplier's details; its history tab lists who changed what. */
export const DetailWithHistory: Story = {
  args: { drawer: 'detail', id: 2 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    // In the drawer: the list behind it names the supplier too once its rows arrive (a clean-clone run saw both).
    await within(await body.findByRole('dialog')).findByText('Northwind Audio Ltd');
    await userEvent.click(await body.findByRole('tab', { name: t('resource.history') }));
    const panel = await body.findByRole('tabpanel');
    // Each author is a user chip, named by the batched lookup (fixtures/user-lookup-routes.ts) after its skeleton.
    const names = await within(panel).findAllByText('Admin');
    expect(names).toHaveLength(2);
    const [updated, created] = panel.querySelectorAll('[data-slot="timeline"] > li');
    const after = (action: string) => t('resource.history.title', { actor: '', action: t(action) }).trim();
    await expect(updated).toHaveTextContent(after('resource.history.update'));
    await expect(created).toHaveTextContent(after('resource.history.create'));
  },
};

export const DetailWithHistoryEnglish: Story = { ...DetailWithHistory, globals: { locale: 'en-US' } };

export const DetailWithHistoryMobile: Story = { ...DetailWithHistory, ...PHONE_VIEWPORT };
