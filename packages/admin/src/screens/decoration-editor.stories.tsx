/**
 * Screens/Decoration editor: the home-page template editor (pages/decoration/template-editor-page.tsx) on a
 * new template, in the app frame.
 */

import { toUiLocale } from '@soundboard/ui/i18n/messages.ts';
import { pageEditorMessages } from '@soundboard/ui/page-editor/page-editor.messages.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TemplateEditorPage from '../pages/decoration/template-editor-page';
import { routeByName } from '../routes/table';
import { $locale } from '../stores/locale';
import { decorationRoutes } from './fixtures/decoration-routes';
import { frameRoutes } from './fixtures/frame-routes';
import { adminUser } from './fixtures/user';
import { PHONE_VIEWPORT, screen } from './screen-harness';

const route = routeByName('DecorationHomeAdd');
if (!route) throw new Error('the routes table has no template editor');

const meta = {
  title: 'Screens/Decoration editor',
  component: TemplateEditorPage,
  args: { route, params: {} },
  ...screen({
    path: route.path,
    user: adminUser,
    namespaces: route.messages ?? [],
    frame: route,
    routes: [...frameRoutes, ...decorationRoutes],
  }),
} satisfies Meta<typeof TemplateEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A new template: the library offers every kind but the coupon; picking a block from it adds it to the page,
 * which the editor can undo.
 */
export const NewTemplate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toBeVisible());
    const words = pageEditorMessages[toUiLocale($locale.get())];
    const undo = canvas.getByRole('button', { name: words.undo });
    await expect(undo).toBeDisabled();
    // The library: a pane beside the canvas, or (the editor narrower than 960 px) a tab below it.
    const tab = canvas.queryByRole('tab', { name: words.library });
    if (tab) await userEvent.click(tab);
    const panel = tab && canvasElement.ownerDocument.getElementById(tab.getAttribute('aria-controls') ?? '');
    const pane = panel ?? canvas.getByRole('region', { name: words.library });
    const [library] = within(pane).getAllByRole('grid');
    if (!library) throw new Error('the block library has no group');
    // The coupon block is not offered until a coupon module exists.
    expect(within(pane).getAllByRole('row')).toHaveLength(13);
    expect(within(pane).queryByRole('row', { name: /^(优惠券|Coupon)$/ })).toBeNull();
    const [first] = within(library).getAllByRole('row');
    if (!first) throw new Error('the block library is empty');
    await userEvent.click(first);
    await waitFor(() => expect(undo).toBeEnabled());
  },
};

export const NewTemplateEnglish: Story = { ...NewTemplate, globals: { locale: 'en-US' } };

export const NewTemplateMobile: Story = { ...NewTemplate, ...PHONE_VIEWPORT };
