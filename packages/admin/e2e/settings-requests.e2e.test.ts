// Account requests by keyboard, as the administrator in en-US: a forgot-password request is approved on the
// Requests tab of Settings → users, the one-time password is shown once, the user signs in with it and is kept
// on the password form until they set their own.

import { describe, expect, it } from 'vitest';
import { base, openPage, press, serverBase, signIn } from './browser';

async function api<T>(path: string, body: unknown, token = ''): Promise<T> {
  const response = await fetch(`${serverBase()}/behind${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'admin-token': token } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; data: T };
  expect(answer.code, JSON.stringify(answer)).toBe(1);
  return answer.data;
}

const USERNAME = 'e2e.helper';
const PASSWORD = 'Helper#Desk-2026';

describe('account requests by keyboard', () => {
  it('approves a forgot-password request; the user signs in with the one-time password and must change it', async () => {
    // An approved registration gives the user to reset; then they forget their password.
    await api('/account/register', {
      username: USERNAME,
      password: PASSWORD,
      email: 'helper@soundboard.example',
      nickname: 'Helper',
    });
    const { token } = await api<{ token: string }>('/user/login', { username: 'admin', password: 'Sb-WangLei#2026' });
    const pending = await fetch(`${serverBase()}/behind/account/requests?status=pending&kind=register`, {
      headers: { 'admin-token': token },
    }).then((response) => response.json() as Promise<{ data: { id: number; username: string }[] }>);
    const registration = pending.data.find((row) => row.username === USERNAME);
    await api(`/account/requests/${registration?.id}/approve`, {}, token);
    await api('/account/forgot-password', { username: USERNAME, note: 'Lost my phone with the password manager' });

    const admin = await openPage({ width: 1440, locale: 'en-US' });
    const user = await openPage({ width: 1440, locale: 'en-US' });
    try {
      await signIn(admin.page);
      const { page } = admin;
      await page.goto(`${base()}/setting/user`);
      await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
      // Arrow keys move between the tabs.
      const usersTab = page
        .getByRole('tablist', { name: 'Users and account requests' })
        .getByRole('tab', { name: 'Users' });
      await usersTab.focus();
      await page.keyboard.press('ArrowRight');
      const row = page.getByRole('row', { name: /e2e\.helper/ }).filter({ hasText: 'Forgot password' });
      await row.waitFor({ timeout: 60_000 });
      expect(await row.textContent()).toContain('Lost my phone');
      // The table is one tab stop: focus its row, then the arrow keys walk its cells to the Approve button.
      await row.focus();
      await expect
        .poll(
          async () => {
            await page.keyboard.press('ArrowRight');
            return page.evaluate(() => document.activeElement?.textContent);
          },
          { timeout: 60_000 },
        )
        .toBe('Approve');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      // When and from where it was filed (this test's own address).
      expect(await dialog.textContent()).toMatch(/Filed .+ from [\d.:a-f]+\./);
      await press(page, dialog.getByRole('button', { name: 'Approve' }));
      const shown = page.locator('[data-generated-password]');
      await shown.waitFor({ timeout: 60_000 });
      const password = (await shown.textContent())?.trim() ?? '';
      expect(password.length).toBeGreaterThanOrEqual(12);
      await press(page, page.getByRole('button', { name: 'Done' }));
      await shown.waitFor({ state: 'detached' });
      // Handled: it leaves the pending list.
      await expect.poll(() => row.count(), { timeout: 60_000 }).toBe(0);

      const other = user.page;
      await other.goto(`${base()}/login`);
      await other.locator('input[type="text"], input:not([type])').first().fill(USERNAME);
      await other.locator('input[type="password"]').fill(PASSWORD);
      await other.keyboard.press('Enter');
      // The old password no longer works.
      await other.getByText('Wrong username or password').first().waitFor({ timeout: 60_000 });
      await other.locator('input[type="password"]').fill(password);
      await other.keyboard.press('Enter');
      await other.waitForURL(/\/user\/setting\?tab=security/, { timeout: 60_000 });
      await other.getByText('Your password was set by an administrator').waitFor();
      // Current, new and confirm: set their own and go on to the app.
      const secrets = other.locator('input[type="password"]');
      await secrets.nth(0).fill(password);
      await secrets.nth(1).fill('Helper#Desk-2027');
      await secrets.nth(2).fill('Helper#Desk-2027');
      await press(other, other.getByRole('button', { name: 'Change password' }));
      await other.waitForURL(/\/dashboard\/workplace/, { timeout: 60_000 });
    } finally {
      await admin.context.close();
      await user.context.close();
    }
  });
});
