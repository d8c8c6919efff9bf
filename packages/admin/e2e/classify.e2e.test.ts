// The classify screen on the built app and the real server: the administrator opens Material categories from
// the menu and, by keyboard alone, creates a root and two children, renames one, moves one up with Alt+↑ (the
// order survives a reload) and tries to delete the root, which the server refuses naming its sub-categories;
// Text template categories is another tree; a save over someone else's change is refused and shows theirs, a move
// the server refuses rolls back; a read-only user sees no write controls. The e2e database is shared by the whole run: names carry a run
// mark and the categories are deleted through the API afterwards.

import type { CategoryNode } from '@soundboard/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, base, openPage, signIn } from './browser';

const WAIT = { timeout: 60_000 };
const RUN = Date.now().toString(36).slice(-4);

/** Waits for the answer of a category write (POST create / move, PUT) and returns its data. */
async function answerOf<T>(page: Page, method: string, pattern: RegExp, act: () => Promise<void>): Promise<T> {
  // Together, so a failing act does not leave the wait to reject unhandled when the page closes.
  const [response] = await Promise.all([
    page.waitForResponse(
      (answer) => pattern.test(new URL(answer.url()).pathname) && answer.request().method() === method,
    ),
    act(),
  ]);
  return ((await response.json()) as { data: T }).data;
}

/** Fills the open category drawer by keyboard (the Chinese name has the focus) and submits it with Enter. */
async function fillNames(page: Page, zh: string, en: string, clear = false) {
  if (clear) await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(zh);
  await page.keyboard.press('Tab');
  if (clear) await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(en);
  await page.keyboard.press('Enter');
}

/** Focuses a button (once it is enabled: the screen's buttons wait for the tree) and presses Enter. */
async function press(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  await expect.poll(() => button.isEnabled(), WAIT).toBe(true);
  await button.focus();
  await page.keyboard.press('Enter');
}

describe('classify screen', () => {
  it('creates, renames, moves and refuses to delete categories by keyboard; each route has its own tree', async () => {
    const { context, page } = await openPage({ locale: 'en-US' });
    await signIn(page);
    const root = `Posters ${RUN}`;
    const created: number[] = [];
    try {
      // From the menu.
      await page.getByRole('button', { name: 'Store', exact: true }).click();
      await page.getByRole('button', { name: 'Material categories', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Material categories' }).waitFor(WAIT);
      const path = /\/behind\/categories\/material$/;

      // A root: New root → the drawer, names typed, Enter saves; the new category is selected.
      const posters = await answerOf<CategoryNode>(page, 'POST', path, async () => {
        await press(page, 'New root');
        await page.getByRole('dialog', { name: 'New category' }).waitFor(WAIT);
        await fillNames(page, `海报${RUN}`, root);
      });
      created.push(posters.id);
      expect(posters).toMatchObject({ parentId: null, nameEn: root, enabled: true });
      const tree = page.getByRole('treegrid', { name: 'Material categories' });
      await tree.getByRole('row', { name: `${root}, records: 0`, exact: true }).waitFor(WAIT);
      await page.getByRole('heading', { level: 2, name: root }).waitFor(WAIT);

      // Two children of the selected root: New child.
      const child = async (zh: string, en: string) => {
        const node = await answerOf<CategoryNode>(page, 'POST', path, async () => {
          await page.getByRole('row', { name: `${root}, records: 0`, exact: true }).focus();
          await page.keyboard.press('Enter');
          await press(page, 'New child');
          await page.getByRole('dialog', { name: `New category in "${root}"` }).waitFor(WAIT);
          await fillNames(page, zh, en);
        });
        created.push(node.id);
        expect(node.parentId).toBe(posters.id);
        return node;
      };
      const holidays = await child('节日', `Holidays ${RUN}`);
      await child('横幅', `Banners ${RUN}`);

      // Rename the first child (Enter on its row chooses it, Edit opens the drawer with its names).
      const holidaysRow = tree.getByRole('row', { name: `Holidays ${RUN}, records: 0`, exact: true });
      await holidaysRow.focus();
      await page.keyboard.press('Enter');
      const renamed = await answerOf<CategoryNode>(page, 'PUT', new RegExp(`/material/${holidays.id}$`), async () => {
        await press(page, 'Edit');
        await page.getByRole('dialog', { name: `Edit "Holidays ${RUN}"` }).waitFor(WAIT);
        await fillNames(page, '节庆', `Festivals ${RUN}`, true);
      });
      expect(renamed).toMatchObject({ nameZh: '节庆', nameEn: `Festivals ${RUN}`, version: holidays.version + 1 });
      await tree.getByRole('row', { name: `Festivals ${RUN}, records: 0`, exact: true }).waitFor(WAIT);

      // Someone else renames it while the drawer is open: the save is refused (409), the form says so and shows
      // their version, which a second save then builds on.
      await press(page, 'Edit');
      await page.getByRole('dialog', { name: `Edit "Festivals ${RUN}"` }).waitFor(WAIT);
      // Named by the category, so once the latest version shows it is 'Edit "Feasts …"'.
      const editing = page.getByRole('dialog', { name: /^Edit "/ });
      const { id, parentId, nameZh, icon, enabled, version } = renamed;
      await apiAs(page, 'PUT', `/categories/material/${id}`, {
        parentId,
        nameZh,
        nameEn: `Feasts ${RUN}`,
        icon,
        enabled,
        version,
      });
      await page.keyboard.type('!');
      await page.keyboard.press('Enter');
      await editing.getByText('Someone else changed this category').waitFor(WAIT);
      await expect
        .poll(() => editing.getByRole('textbox', { name: 'English name' }).inputValue())
        .toBe(`Feasts ${RUN}`);
      await page.keyboard.press('Escape');
      await editing.waitFor({ state: 'detached', ...WAIT });
      await tree.getByRole('row', { name: `Feasts ${RUN}, records: 0`, exact: true }).waitFor(WAIT);

      // Alt+↑ on Banners: saved at once, before Festivals; still so after a reload.
      const childNames = async () => {
        const names = await tree.getByRole('row').evaluateAll((rows) => rows.map((row) => row.ariaLabel ?? ''));
        return names.filter((name) => name.includes(RUN) && !name.startsWith('Posters'));
      };
      await expect.poll(childNames, WAIT).toEqual([`Feasts ${RUN}, records: 0`, `Banners ${RUN}, records: 0`]);
      const order = await answerOf<CategoryNode[]>(page, 'POST', /\/move$/, async () => {
        await tree.getByRole('row', { name: `Banners ${RUN}, records: 0`, exact: true }).focus();
        await page.keyboard.press('Alt+ArrowUp');
      });
      const inRoot = order.filter((node) => node.parentId === posters.id).sort((a, b) => a.sort - b.sort);
      expect(inRoot.map((node) => node.nameEn)).toEqual([`Banners ${RUN}`, `Feasts ${RUN}`]);
      // The moved row keeps the focus, so the next Alt+arrow goes on from there.
      await expect
        .poll(() =>
          tree
            .getByRole('row', { name: `Banners ${RUN}, records: 0`, exact: true })
            .evaluate((row) => row === document.activeElement),
        )
        .toBe(true);
      await page.reload();
      await tree.getByRole('row', { name: `${root}, records: 0`, exact: true }).waitFor(WAIT);
      await expect.poll(childNames, WAIT).toEqual([`Banners ${RUN}, records: 0`, `Feasts ${RUN}, records: 0`]);

      // Someone else files a category under Feasts; this page does not know, so Alt+→ (Feasts into Banners)
      // looks possible here. The server refuses (four levels): the tree rolls back, the reason shows in a toast.
      const deep = await apiAs<CategoryNode>(page, 'POST', '/categories/material', {
        parentId: renamed.id,
        nameZh: '深',
        nameEn: `Deep ${RUN}`,
        icon: null,
        enabled: true,
      });
      created.push(deep.id);
      const feastsRow = tree.getByRole('row', { name: `Feasts ${RUN}, records: 0`, exact: true });
      await feastsRow.focus();
      const [refused] = await Promise.all([
        page.waitForResponse((answer) => answer.url().endsWith(`/material/${renamed.id}/move`)),
        page.keyboard.press('Alt+ArrowRight'),
      ]);
      expect(((await refused.json()) as { code: number }).code).not.toBe(1);
      await page
        .locator('[data-slot="toast"]', { hasText: 'Categories go at most 3 levels deep' })
        .first()
        .waitFor(WAIT);
      await expect.poll(() => feastsRow.getAttribute('aria-level'), WAIT).toBe('2');
      await expect.poll(childNames, WAIT).toEqual([`Banners ${RUN}, records: 0`, `Feasts ${RUN}, records: 0`]);

      // The root holds two sub-categories: the server refuses and the dialog says so.
      await tree.getByRole('row', { name: `${root}, records: 0`, exact: true }).focus();
      await page.keyboard.press('Enter');
      await press(page, 'Delete');
      const dialog = page.getByRole('alertdialog', { name: `Delete the category "${root}"?` });
      await dialog.waitFor(WAIT);
      await dialog.getByRole('button', { name: 'Delete', exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => dialog.getByRole('alert').innerText(), WAIT)
        .toBe('This category holds 2 sub-categories: move or delete them first');
      await page.keyboard.press('Escape');
      expect((await apiAs<CategoryNode[]>(page, 'GET', '/categories/material')).map((node) => node.id)).toEqual(
        expect.arrayContaining(created),
      );

      // Another route, another tree.
      await page.goto(`${base()}/template/text/classify`);
      await page.getByRole('heading', { level: 1, name: 'Text template categories' }).waitFor(WAIT);
      await page.getByRole('button', { name: 'New root', exact: true }).waitFor(WAIT);
      const text = await apiAs<CategoryNode[]>(page, 'GET', '/categories/text');
      expect(text.some((node) => created.includes(node.id))).toBe(false);
      await page.getByText(root).waitFor({ state: 'detached', ...WAIT });
    } finally {
      for (const id of created.reverse()) await apiAs(page, 'DELETE', `/categories/material/${id}`);
      await context.close();
    }
  });

  it('shows the tree without write controls to a user who may only read it', async () => {
    const { context, page } = await openPage({ locale: 'en-US' });
    try {
      await signIn(page, 'viewer', 'Sb-ZhaoMin#2026');
      await page.goto(`${base()}/store/material/classify`);
      await page.getByRole('heading', { level: 1, name: 'Material categories' }).waitFor(WAIT);
      await page.getByText('with the number of records filed in each').waitFor(WAIT);
      await page.locator('[data-slot="tree"], [data-slot="empty"]').first().waitFor(WAIT);
      for (const name of ['New root', 'New child', 'New category', 'Move up', 'Edit', 'Delete']) {
        expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
      }
    } finally {
      await context.close();
    }
  });
});
