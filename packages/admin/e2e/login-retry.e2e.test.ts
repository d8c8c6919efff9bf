// A wrong password, then the right one at once: the form takes the second attempt while the files of the two-factor
// code step (loaded after every failed sign-in, in case a code is asked for) are still on their way. The walk holds
// those files back until the end; the second Enter used to be lost until they came.

import { describe, it } from 'vitest';
import { base, openPage } from './browser';

describe('the login form after a wrong password', () => {
  it('takes the retyped password at once, while the code step still loads', async () => {
    const { context, page } = await openPage({ locale: 'en-US' });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      await page.route(/\/two-factor-step-[^/]*\.js$/, async (route) => {
        await held;
        await route.continue().catch(() => undefined);
      });
      await page.goto(`${base()}/login`);
      const username = page.locator('input[name="username"]');
      await username.fill('admin');
      await page.locator('input[type="password"]').fill('not the password');
      await page.keyboard.press('Enter');
      await page.getByText('Wrong username or password').first().waitFor({ timeout: 60_000 });
      await page.locator('input[type="password"]').fill('Sb-WangLei#2026');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/dashboard\/workplace/, { timeout: 60_000 });
    } finally {
      release();
      await context.close();
    }
  });
});
