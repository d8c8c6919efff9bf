// Two-factor sign-in by keyboard, in en-US: the demo salesperson enrols in User settings → Security (the test
// computes codes from the key shown in the "can't scan" text) after proving it is her in the re-authentication dialog
// (the password again, by keyboard), sees the recovery codes once, signs out, and signs in
// again with the password and then the code step. An administrator's reset puts the account back as it was.

import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { base, openPage, press, serverBase, signIn, tokenOf } from './browser';

const SALES = { username: 'sales', password: 'Sb-LiNa#2026' };

/** The code the app would show `stepsAhead` steps from now (the server accepts one step either side). */
function codeFor(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

async function api<T>(token: string, method: string, path: string): Promise<T> {
  const response = await fetch(`${serverBase()}/behind${path}`, { method, headers: { 'admin-token': token } });
  const answer = (await response.json()) as { code: number; data: T };
  expect(answer.code, JSON.stringify(answer)).toBe(1);
  return answer.data;
}

describe('two-factor sign-in by keyboard', () => {
  it('enrols with the key shown, signs out, and signs in with the code step', async () => {
    const { context, page } = await openPage({ width: 1440, locale: 'en-US' });
    try {
      await signIn(page, SALES.username, SALES.password);
      await page.goto(`${base()}/user/setting?tab=security`);
      await press(page, page.getByRole('button', { name: 'Set up two-factor sign-in' }));
      // Setting up a second factor needs a recent proof: the password field has the focus, Enter confirms.
      const reAuth = page.getByRole('alertdialog', { name: 'Confirm it is you' });
      const password = reAuth.getByRole('textbox', { name: 'Password' });
      await expect.poll(() => password.evaluate((field) => field === document.activeElement)).toBe(true);
      await page.keyboard.type(SALES.password);
      await page.keyboard.press('Enter');
      await reAuth.waitFor({ state: 'detached' });
      await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
      const secret = ((await page.locator('[data-two-factor-secret]').textContent()) ?? '').replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);

      await page.getByRole('textbox', { name: 'Code from the app' }).focus();
      await page.keyboard.type(codeFor(secret));
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor({ timeout: 60_000 });
      const codes = await page.locator('[data-recovery-codes] li').allTextContents();
      expect(codes).toHaveLength(10);
      await press(page, page.getByRole('button', { name: 'I have saved them' }));
      await page.getByText(/^On since .*Recovery codes left: 10\./).waitFor();

      // Sign out from the user menu.
      await press(page, page.getByRole('button', { name: /User menu/ }));
      await page.getByRole('menuitem', { name: /Log ?out/ }).click();
      await page.waitForURL(/\/login/);

      // The password, then the code step, all by keyboard. The confirmation used this step's code, so the app's
      // next code is typed (a code is never accepted twice).
      await page.goto(`${base()}/login`);
      const username = page.locator('input[name="username"]');
      await username.focus();
      await page.keyboard.type(SALES.username);
      await page.keyboard.press('Tab');
      await page.keyboard.type(SALES.password);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Two-factor verification' }).waitFor({ timeout: 60_000 });
      const code = page.getByRole('textbox', { name: 'Verification code' });
      await expect.poll(() => code.evaluate((input) => input === document.activeElement)).toBe(true);
      await page.keyboard.type(codeFor(secret, 1));
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/dashboard\/workplace/, { timeout: 60_000 });
      expect(await tokenOf(page)).toBeTruthy();
    } finally {
      await context.close();
      // Put the demo account back: an administrator resets its second factor.
      const admin = await openPage();
      await signIn(admin.page);
      const token = await tokenOf(admin.page);
      const found = await api<{ id: number; username: string }[]>(token, 'GET', '/settings/users?keyword=sales');
      const sales = found.find((user) => user.username === SALES.username);
      if (sales) await api(token, 'POST', `/settings/users/${sales.id}/two-factor/reset`);
      await admin.context.close();
    }
  });
});
