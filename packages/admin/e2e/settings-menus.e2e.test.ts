// The menu editor on the built app and the real server: the administrator, by keyboard alone, moves Settings →
// Menus up one place (Alt+↑ in the tree) and gives User KPI custom titles, turns "Menu From Server" on and sees
// both in the side menu; the role preview shows fewer entries for the viewer than for the administrator; a page
// dragged with the mouse into another directory is saved there. The e2e database is shared by the whole run, so
// the menu is put back through the API afterwards.

import type { MenuEntry } from '@soundboard/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, base, openPage, signIn } from './browser';

const WAIT = { timeout: 60_000 };

/** The labels of a side-menu group's entries, in order (the group opened if it is closed). */
async function groupEntries(page: Page, name: string): Promise<string[]> {
  const group = page.locator('[data-slot="side-menu"] > ul > li').filter({
    has: page.getByRole('button', { name, exact: true }),
  });
  const children = group.locator('ul button');
  if ((await children.count()) === 0) await group.getByRole('button', { name, exact: true }).click();
  await children.first().waitFor(WAIT);
  return children.allInnerTexts();
}

/** Chooses a role in the preview's select by keyboard and reads how many entries its menu has. */
async function previewCount(page: Page, role: string): Promise<number> {
  await page.getByRole('button', { name: /Preview as role/ }).focus();
  await page.keyboard.press('Enter');
  const option = page.getByRole('option', { name: role, exact: true });
  await option.waitFor(WAIT);
  // Arrow to the option: the list opens on the current choice (or the first).
  for (let step = 0; step < 10 && !(await option.evaluate((node) => node === document.activeElement)); step++) {
    await page.keyboard.press('ArrowDown');
  }
  const preview = page.waitForResponse((response) => response.url().includes(`preview?role=`));
  await page.keyboard.press('Enter');
  await preview;
  const count = page.getByLabel(`Menu of ${role}`).getByText(/^Entries: \d+$/);
  await count.waitFor(WAIT);
  return Number((await count.innerText()).replace(/\D/g, ''));
}

describe('menu editor', () => {
  it('moves and renames entries by keyboard, the server menu follows; a role preview narrows; a drag saves', async () => {
    const { context, page } = await openPage({ locale: 'en-US' });
    await signIn(page);
    const original = await apiAs<MenuEntry[]>(page, 'GET', '/settings/menus');
    try {
      await page.goto(`${base()}/setting/menus`);
      await page.getByRole('heading', { level: 1, name: 'Menus' }).waitFor(WAIT);
      const tree = page.getByRole('treegrid', { name: 'Menu entries' });

      // Alt+↑ on the focused Menus row: saved at once, before Configuration now.
      const menusRow = tree.getByRole('row', { name: 'Menus', exact: true });
      await menusRow.waitFor(WAIT);
      await menusRow.focus();
      const ordered = page.waitForResponse(
        (response) => response.url().endsWith('/settings/menus/order') && response.request().method() === 'PUT',
      );
      await page.keyboard.press('Alt+ArrowUp');
      const order = ((await (await ordered).json()) as { data: MenuEntry[] }).data;
      const place = (key: string) => order.find((entry) => entry.key === key);
      expect(place('setting.menus')?.parentId).toBe(place('setting.config')?.parentId);
      expect(place('setting.menus')?.sort).toBeLessThan(place('setting.config')?.sort ?? 0);
      await expect.poll(() => menusRow.evaluate((row) => row === document.activeElement)).toBe(true);

      // Enter chooses User KPI for the form; custom titles by keyboard.
      const kpiRow = tree.getByRole('row', { name: 'User KPI', exact: true });
      await kpiRow.focus();
      await page.keyboard.press('Enter');
      const form = page.getByRole('form', { name: 'Edit "User KPI"' });
      await form.waitFor(WAIT);
      await form.getByRole('radio', { name: 'Custom titles' }).focus();
      await page.keyboard.press('Space');
      await form.getByRole('textbox', { name: 'Chinese title' }).focus();
      await page.keyboard.type('销售目标');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Sales targets');
      const saved = page.waitForResponse(
        (response) => /\/settings\/menus\/\d+$/.test(response.url()) && response.request().method() === 'PUT',
      );
      await form.getByRole('button', { name: 'Save' }).focus();
      await page.keyboard.press('Enter');
      const entry = ((await (await saved).json()) as { data: MenuEntry }).data;
      expect(entry).toMatchObject({ key: 'setting.userKpi', titleZh: '销售目标', titleEn: 'Sales targets' });
      await tree.getByRole('row', { name: 'Sales targets', exact: true }).waitFor(WAIT);

      // Menu From Server (for this page session): the side menu shows the new order and title.
      await page.getByRole('button', { name: 'Page settings' }).focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Settings' });
      await drawer.getByRole('switch', { name: 'Menu From Server' }).focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached', ...WAIT });
      await expect
        .poll(() => groupEntries(page, 'Settings'), WAIT)
        .toEqual(['Roles', 'Users', 'Sales targets', 'Certification review', 'Menus', 'Configuration']);

      // The preview: the viewer (no settings, no finance) gets fewer entries than the administrator.
      const everything = await previewCount(page, 'Administrator');
      const viewer = await previewCount(page, 'Viewer (read-only)');
      expect(viewer).toBeGreaterThan(0);
      expect(viewer).toBeLessThan(everything);
      expect(await page.getByLabel('Menu of Viewer (read-only)').getByText('Menus', { exact: true }).count()).toBe(0);

      // With the mouse: Server monitor dragged onto the Content directory is saved there, last.
      await page.evaluate(() => scrollTo(0, 0));
      const dropped = page.waitForResponse(
        (response) => response.url().endsWith('/settings/menus/order') && response.request().method() === 'PUT',
      );
      await tree.getByRole('row', { name: 'Server monitor', exact: true }).hover();
      await page.mouse.down();
      const content = await tree.getByRole('row', { name: 'Content', exact: true }).boundingBox();
      await page.mouse.move((content?.x ?? 0) + 80, (content?.y ?? 0) + (content?.height ?? 0) / 2, { steps: 15 });
      await page.mouse.up();
      const afterDrop = ((await (await dropped).json()) as { data: MenuEntry[] }).data;
      const monitor = afterDrop.find((entry) => entry.key === 'dashboard.monitor');
      const contentEntry = afterDrop.find((entry) => entry.key === 'content');
      expect(monitor?.parentId).toBe(contentEntry?.id);
      const contentPages = afterDrop.filter((entry) => entry.parentId === contentEntry?.id);
      expect(Math.max(...contentPages.map((entry) => entry.sort))).toBe(monitor?.sort);
      // Menu From Server is on: the side menu is fetched again and follows.
      await expect.poll(() => groupEntries(page, 'Content'), WAIT).toContain('Server monitor');
    } finally {
      await apiAs(page, 'PUT', '/settings/menus/order', {
        entries: original.map(({ id, parentId, sort }) => ({ id, parentId, sort })),
      });
      const kpi = original.find((entry) => entry.key === 'setting.userKpi');
      if (kpi) {
        const { id, key: _key, sort: _sort, seeded: _seeded, ...input } = kpi;
        await apiAs(page, 'PUT', `/settings/menus/${id}`, input);
      }
      await context.close();
    }
  });
});
