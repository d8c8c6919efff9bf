// User settings → Security → Your sessions on the built app and the real server: a session opened elsewhere (a
// phone, signed in through the API) is listed with this browser's session marked, ended by keyboard after the
// confirmation and the re-authentication the server asks for (the password again, in the re-authentication
// dialog), and is then refused by the server. Other files sign the viewer in too, so the test finds its own
// session by a user agent no one else sends.

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base, openPage, serverBase, signIn } from './browser';

const api = (path: string) => `${serverBase()}/behind${path}`;

describe('Your sessions', () => {
  it('lists a session opened on another device and ends it by keyboard', async () => {
    const device = `E2E phone ${randomUUID()}`;
    const login = await fetch(api('/user/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': device },
      body: JSON.stringify({ username: 'viewer', password: 'Sb-ZhaoMin#2026' }),
    });
    const phoneToken = ((await login.json()) as { data: { token: string } }).data.token;
    const phoneAlive = async () =>
      (
        (await (
          await fetch(api('/user/user_info'), { method: 'POST', headers: { 'admin-token': phoneToken } })
        ).json()) as { code: number }
      ).code;
    expect(await phoneAlive()).toBe(1);

    const { context, page } = await openPage({ locale: 'en-US' });
    await signIn(page, 'viewer', 'Sb-ZhaoMin#2026');
    await page.goto(`${base()}/user/setting?tab=security`);
    const list = page.locator('section[aria-labelledby="own-sessions-title"]');
    await list.getByRole('heading', { name: 'Your sessions' }).waitFor();
    // This browser's session is tagged and has no end button.
    const current = list.locator('[data-own-session="current"]');
    await current.getByText('this session').waitFor();
    expect(await current.getByRole('button').count()).toBe(0);

    const phone = list.locator('li', { hasText: device });
    await phone.waitFor();
    await phone.getByRole('button', { name: 'End session' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByText('End this session? That device will be signed out.').waitFor();
    await dialog.getByRole('button', { name: 'End session' }).focus();
    await page.keyboard.press('Enter');
    // Ending a session needs a recent proof: the dialog has the focus in its password field, Enter confirms.
    const reAuth = page.getByRole('alertdialog', { name: 'Confirm it is you' });
    const password = reAuth.getByRole('textbox', { name: 'Password' });
    await expect.poll(() => password.evaluate((field) => field === document.activeElement)).toBe(true);
    await page.keyboard.type('Sb-ZhaoMin#2026');
    await page.keyboard.press('Enter');
    await reAuth.waitFor({ state: 'detached' });
    await phone.waitFor({ state: 'detached', timeout: 20_000 });
    expect(await phoneAlive()).toBe(400005);
    await context.close();
  });
});
