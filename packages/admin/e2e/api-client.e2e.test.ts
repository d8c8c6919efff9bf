// The app's one client in the browser, on the built app and the real server: an avatar upload goes through
// XMLHttpRequest with the token and comes back as an image fetched with the token; a CSV export downloads with the
// token and the language, and once the session is gone the same export raises the logout notice.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { base, openPage, serverBase, signIn, tokenOf } from './browser';

const api = (path: string) => `${serverBase()}/behind${path}`;

async function call<T>(path: string, token: string, method = 'GET'): Promise<T> {
  const response = await fetch(api(path), { method, headers: { 'admin-token': token } });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 1) throw new Error(`${path}: ${envelope.message}`);
  return envelope.data;
}

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('one client in the browser', () => {
  it('uploads an avatar with the token and shows it, fetched with the token', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    const token = await tokenOf(page);
    const before = await call<{ avatar: string }>('/account/profile', token);
    await page.goto(`${base()}/user/setting`);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '上传新头像' }).click();
    await (await chooser).setFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG });
    await expect
      .poll(async () => (await call<{ avatar: string }>('/account/profile', token)).avatar)
      .not.toBe(before.avatar);
    const { avatar } = await call<{ avatar: string }>('/account/profile', token);
    expect(avatar).toMatch(/^\/behind\/user\/avatar\/\d+$/);
    // User info's header shows it: fetched with the token (an <img src> could not send it), as an object URL.
    const served = page.waitForResponse((response) => response.url().endsWith(avatar));
    await page.goto(`${base()}/user/info`);
    const image = await served;
    expect(image.status()).toBe(200);
    expect(await image.request().headerValue('admin-token')).toBe(token);
    await page.locator('img[src^="blob:"]').first().waitFor();
    await context.close();
  });

  it('exports a list as CSV in the screen language; with the session gone it opens the logout notice', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    await page.goto(`${base()}/product/product`);
    const exportButton = page.getByRole('button', { name: '导出' });
    const saved = page.waitForEvent('download');
    const sent = page.waitForRequest((request) => request.url().includes('/behind/products/export'));
    await exportButton.click();
    const file = await saved;
    expect(await (await sent).headerValue('admin-token')).toBe(await tokenOf(page));
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const text = readFileSync(await file.path(), 'utf8');
    // The header row is in the screen's language (the arco-locale header reached the server).
    expect(text.split('\n')[0]).toMatch(/[\u4e00-\u9fff]/);

    await call('/user/login_out', await tokenOf(page), 'POST');
    await exportButton.click();
    const notice = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await notice.getByText('登出提示').waitFor();
    expect(await notice.getByText('您已经登出，请重新登录').count()).toBe(1);
    await context.close();
  });
});
