// Roles on the built app and the real server: the administrator creates a role by keyboard with two permissions
// from the matrix, sees it listed with its count, narrows its menu in the tree, deletes it after the
// confirmation; a system role's delete is refused and the server's reason shows in the dialog.

import { PERMISSIONS } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { base, openPage, signIn } from './browser';

const WAIT = { timeout: 60_000 };

describe('roles screen', () => {
  it('creates a role with two permissions by keyboard, lists it and deletes it', async () => {
    const { context, page } = await openPage({ locale: 'en-US' });
    try {
      await signIn(page);
      await page.goto(`${base()}/setting/role`);
      await page.getByRole('heading', { level: 1, name: 'Roles' }).waitFor(WAIT);
      const table = page.getByRole('grid', { name: 'Roles' });
      await table.getByRole('row', { name: /Administrator/ }).waitFor(WAIT);

      await page.getByRole('button', { name: 'New role' }).focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'New role' });
      await drawer.waitFor(WAIT);
      // The key field has the focus; Tab leads through the names.
      await page.keyboard.type('e2e_auditor');
      await page.keyboard.press('Tab');
      await page.keyboard.type('端到端审计');
      await page.keyboard.press('Tab');
      await page.keyboard.type('E2E auditor');

      for (const name of ['Orders: Read', 'Audit log: Read']) {
        const box = drawer.getByRole('checkbox', { name, exact: true });
        await box.focus();
        await page.keyboard.press('Space');
        await expect.poll(() => box.isChecked()).toBe(true);
      }
      // The arrow keys move across the grid: left to the module's own box, right back, down to the next module.
      const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
      await drawer.getByRole('checkbox', { name: 'Orders: Read', exact: true }).focus();
      await page.keyboard.press('ArrowLeft');
      expect(await focusedLabel()).toBe('All of Orders');
      await page.keyboard.press('ArrowRight');
      expect(await focusedLabel()).toBe('Orders: Read');
      await page.keyboard.press('ArrowDown');
      expect(await focusedLabel()).toMatch(/^(?!Orders).+: Read$/);
      // The whole-row box of Orders is half-checked now (one of three codes).
      const ordersRow = drawer.getByRole('checkbox', { name: 'All of Orders' });
      expect(await ordersRow.evaluate((input) => (input as HTMLInputElement).indeterminate)).toBe(true);
      await drawer.getByText(`2 of ${PERMISSIONS.length} selected`).waitFor(WAIT);

      const saved = page.waitForResponse(
        (response) => response.url().endsWith('/behind/settings/roles') && response.request().method() === 'POST',
      );
      await drawer.getByRole('button', { name: 'Save' }).focus();
      await page.keyboard.press('Enter');
      const answer = (await (await saved).json()) as { data: { permissions: string[]; menuKeys: unknown } };
      expect(answer.data.permissions).toEqual(['order:read', 'audit:read']);
      expect(answer.data.menuKeys).toBeNull();
      await drawer.waitFor({ state: 'detached', ...WAIT });

      const row = table.getByRole('row', { name: /E2E auditor/ });
      await row.waitFor(WAIT);
      expect(await row.innerText()).toContain('e2e_auditor');
      expect(await row.getByRole('gridcell').filter({ hasText: /^2$/ }).count()).toBe(1);

      // Its menu: from "every entry its permissions allow" to a chosen list, which starts from the allowed
      // pages; one is unticked in the tree by keyboard.
      // press() focuses the button it finds at that moment: the list may render the row again after the save.
      await row.getByRole('button', { name: 'Edit E2E auditor' }).press('Enter');
      const editor = page.getByRole('dialog', { name: 'Edit role E2E auditor' });
      await editor.waitFor(WAIT);
      await editor.getByRole('radio', { name: 'Only the entries chosen below' }).focus();
      await page.keyboard.press('Space');
      const tree = editor.getByRole('treegrid', { name: 'Menu entries of the role' });
      const sales = tree.getByRole('row', { name: 'Sales orders' });
      await sales.waitFor(WAIT);
      await sales.focus();
      await page.keyboard.press('Space');
      const updated = page.waitForResponse((response) => response.request().method() === 'PUT');
      await editor.getByRole('button', { name: 'Save' }).focus();
      await page.keyboard.press('Enter');
      const after = (await (await updated).json()) as { data: { menuKeys: string[] } };
      expect(after.data.menuKeys).toContain('order');
      expect(after.data.menuKeys).toContain('order.refund');
      expect(after.data.menuKeys).not.toContain('order.receipt');
      expect(after.data.menuKeys).not.toContain('order.sale');
      expect(after.data.menuKeys).not.toContain('setting.role');
      await editor.waitFor({ state: 'detached', ...WAIT });

      await row.getByRole('button', { name: 'Delete E2E auditor' }).focus();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('alertdialog', { name: 'Delete the role E2E auditor?' });
      await confirm.waitFor(WAIT);
      await confirm.getByRole('button', { name: 'Delete' }).focus();
      await page.keyboard.press('Enter');
      await confirm.waitFor({ state: 'detached', ...WAIT });
      await row.waitFor({ state: 'detached', ...WAIT });
      await table.getByRole('row', { name: /Administrator/ }).waitFor(WAIT);
    } finally {
      await context.close();
    }
  });

  it('shows the server’s refusal when a system role is deleted, in Chinese', async () => {
    const { context, page } = await openPage({ locale: 'zh-CN' });
    try {
      await signIn(page);
      await page.goto(`${base()}/setting/role`);
      const table = page.getByRole('grid', { name: '角色' });
      const row = table.getByRole('row', { name: /访客/ });
      await row.waitFor(WAIT);
      await row.getByRole('button', { name: /^删除/ }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByRole('button', { name: '删除' }).click();
      await confirm.getByRole('alert').filter({ hasText: '系统角色不能删除' }).waitFor(WAIT);
      await confirm.getByRole('button', { name: '取消' }).click();
      await confirm.waitFor({ state: 'detached', ...WAIT });
      expect(await table.getByRole('row', { name: /访客/ }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
