// Configuration and dictionaries by keyboard, as the administrator in en-US: a finance value changed in its
// group's form and seen again after a reload; a security pair the server refuses, said under its field;
// a dictionary value relabelled in the framework's form drawer, seen on the dictionary page and in the options
// other screens read.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { base, openPage, press, serverBase, signIn, tokenOf, typeInto } from './browser';

async function api<T>(page: Page, path: string): Promise<T> {
  const token = await tokenOf(page);
  const response = await fetch(`${serverBase()}/behind${path}`, { headers: { 'admin-token': token } });
  return ((await response.json()) as { data: T }).data;
}

describe('configuration and dictionaries by keyboard', () => {
  it('saves a finance value and a dictionary label', async () => {
    const { context, page } = await openPage({ width: 1440, locale: 'en-US' });
    try {
      await signIn(page);
      await page.goto(`${base()}/setting/config`);
      await page.getByRole('heading', { level: 1, name: 'Configuration' }).waitFor();

      // The finance group's form, from its card.
      await press(page, page.getByRole('link', { name: 'Edit Finance' }));
      await page.waitForURL(/\/setting\/config\/finance$/);
      const fee = page.getByRole('textbox', { name: /Withdrawal fee/ });
      await fee.waitFor();
      expect(await fee.inputValue()).toBe('0');

      await typeInto(page, fee, '3');
      await page.keyboard.press('Tab');
      await press(page, page.getByRole('button', { name: 'Save', exact: true }));
      await page.getByText('Saved').first().waitFor({ timeout: 60_000 });
      await page.reload();
      await page.getByRole('textbox', { name: /Withdrawal fee/ }).waitFor();
      await expect.poll(() => page.getByRole('textbox', { name: /Withdrawal fee/ }).inputValue()).toBe('3');

      // Security: an absolute limit shorter than the idle one passes each field's own rule but not the server's,
      // which says why under the field; nothing is saved.
      await press(page, page.getByRole('link', { name: '← Configuration' }));
      await page.waitForURL(/\/setting\/config$/);
      await press(page, page.getByRole('link', { name: 'Edit Security' }));
      const idle = page.getByRole('textbox', { name: /Idle session limit/ });
      await idle.waitFor();
      await typeInto(page, idle, '60');
      await typeInto(page, page.getByRole('textbox', { name: /Absolute session limit/ }), '30');
      await page.keyboard.press('Tab');
      await press(page, page.getByRole('button', { name: 'Save', exact: true }));
      // Under the field (the error toast may say it too, for a while).
      await page
        .locator('[data-slot="error"]')
        .getByText('The absolute limit cannot be shorter than the idle limit (60 minutes)')
        .waitFor({ timeout: 60_000 });
      expect((await api<{ version: number }>(page, '/config/security')).version).toBe(0);

      // Back on the overview, the customer levels dictionary.
      await press(page, page.getByRole('link', { name: '← Configuration' }));
      await page.waitForURL(/\/setting\/config$/);
      await press(page, page.getByRole('link', { name: 'Customer levels' }));
      await page.waitForURL(/\/setting\/config\/attr\/\d+$/);
      await page.getByRole('heading', { level: 1, name: 'Customer levels' }).waitFor();
      await page.getByRole('row', { name: /Key account/ }).waitFor();

      await press(page, page.getByRole('button', { name: 'Edit values' }));
      const form = page.getByRole('dialog', { name: /^Edit dictionary/ });
      await form.waitFor();
      await typeInto(page, form.getByRole('textbox', { name: 'Label (English) 1' }), 'Strategic account');
      await press(page, form.getByRole('button', { name: 'Save', exact: true }));
      await page.getByText('Saved').first().waitFor({ timeout: 60_000 });
      await form.waitFor({ state: 'hidden' });
      await page.getByRole('row', { name: /Strategic account/ }).waitFor();

      const options = await api<{ values: { code: string; labelEn: string }[] }>(
        page,
        '/dictionary-options/customerLevel',
      );
      expect(options.values[0]).toMatchObject({ code: 'key', labelEn: 'Strategic account' });
    } finally {
      await context.close();
    }
  });
});
