// Articles on the built app and the real server (demo media library): an editor writes a new article with an
// image from the library inserted through the editor's toolbar, saves it with Ctrl+S, schedules it a little ahead,
// and the server's job runner publishes it on its own (global-setup runs the jobs every 5 s). The list and the
// login screen never load the editor's code (TipTap), the editor page does.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, base, networkQuiet, openPage, signIn } from './browser';

const EDITOR = ['editor', 'Sb-LiuYang#2026'] as const;
/** The lazy chunk holding the kit's editor and TipTap (article-body-editor.tsx, named by Vite after it). */
const EDITOR_CHUNK = /\/article-body-editor-[^/]*\.js$/;

const pad = (n: number) => String(n).padStart(2, '0');

function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

/**
 * With the library's picker opening: waits until the autosave (5 s after typing) has created the article while the
 * picker is open, checks the page is still at its add address, and ticks the picker's first material.
 */
async function pickFirstAfterFirstSave(page: Page) {
  const picker = page.getByRole('dialog', { name: '选择素材' });
  const first = picker.getByRole('checkbox').first();
  await first.waitFor({ timeout: 20_000 });
  await expect
    .poll(() => page.locator('[data-save-state]').getAttribute('data-save-state'), { timeout: 30_000 })
    .toBe('saved');
  expect(page.url()).toMatch(/\/content\/article\/add$/);
  await first.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => first.isChecked()).toBe(true);
  return picker;
}

describe('article editor', () => {
  it('is loaded by the editor page only, not by the login screen or the list', async () => {
    const { context, page } = await openPage({ locale: 'zh-CN' });
    const scripts = watchScripts(page);
    await signIn(page, ...EDITOR);
    await page.goto(`${base()}/content/article`);
    await page.getByRole('heading', { level: 1, name: '文章管理' }).waitFor({ timeout: 20_000 });
    await networkQuiet(page);
    expect(scripts.filter((url) => EDITOR_CHUNK.test(url))).toEqual([]);

    await page.goto(`${base()}/content/article/add`);
    await page.getByRole('textbox', { name: '正文' }).waitFor({ timeout: 20_000 });
    expect(scripts.some((url) => EDITOR_CHUNK.test(url))).toBe(true);
    await context.close();
  });

  it('writes an article with a library image, schedules it, and the server publishes it on time', async () => {
    const { context, page } = await openPage({ locale: 'zh-CN' });
    await signIn(page, ...EDITOR);
    await page.goto(`${base()}/content/article/add`);
    const title = `e2e 安装案例 ${Date.now()}`;
    await page.getByRole('textbox', { name: '标题' }).fill(title);
    const body = page.getByRole('textbox', { name: '正文' });
    await body.click();
    await page.keyboard.type('Two speakers in the shop window. 两只音箱。');

    // An image from the library, through the toolbar's button and the picker.
    await page.getByRole('button', { name: '插入图片' }).click();
    // The autosave creates the article while the picker is open: the page stays at its add address, the picker
    // with it, until the choice is in the text (a move to the edit address then lost both, on a busy machine).
    const picker = await pickFirstAfterFirstSave(page);
    await picker.getByRole('button', { name: '确定' }).click();
    await picker.waitFor({ state: 'hidden' });
    // In the text once its address is resolved (the picture itself may still be downloading on a busy machine).
    await body.locator('img').first().waitFor({ state: 'attached', timeout: 60_000 });

    // Saved now (Ctrl+S): the article exists, the address is its edit page.
    await body.click();
    await page.keyboard.press('Control+s');
    await page.waitForURL(/\/content\/article\/edit\/\d+$/, { timeout: 20_000 });
    await expect
      .poll(() => page.locator('[data-save-state]').getAttribute('data-save-state'), { timeout: 20_000 })
      .toBe('saved');
    const id = Number(page.url().split('/').pop());
    // 'saved' may still be the autosave's that created the article before the image was in: read until the
    // image is stored (a clean-clone run read the text alone once).
    const read = () => apiAs<{ title: string; body: string }>(page, 'GET', `/articles/${id}`);
    await expect.poll(async () => (await read()).body, { timeout: 60_000 }).toMatch(/<img[^>]*data-material-id="\d+"/);
    expect((await read()).title).toBe(title);

    // Scheduled at the next whole minute at least 20 s away, typed into the day and time segments.
    const at = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
    await page.getByRole('button', { name: '定时发布' }).click();
    const form = page.getByRole('group', { name: '定时发布' });
    await form.getByRole('spinbutton').first().focus();
    await page.keyboard.type(`${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}`);
    await page.keyboard.press('Tab'); // the calendar button
    await page.keyboard.press('Tab');
    await page.keyboard.type(`${pad(at.getHours())}${pad(at.getMinutes())}`);
    await form.getByRole('button', { name: '定时发布' }).click();
    await page.getByText('待发布', { exact: true }).first().waitFor({ timeout: 20_000 });
    const scheduled = await apiAs<{ status: string; publishAt: string }>(page, 'GET', `/articles/${id}`);
    expect(scheduled.status).toBe('scheduled');
    expect(new Date(scheduled.publishAt).getTime()).toBe(at.getTime());

    // The list shows it published once its time has come (the job runner, not this page, publishes it).
    await page.goto(`${base()}/content/article`);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect
      .poll(
        async () => {
          await page.reload();
          await row.waitFor({ timeout: 20_000 });
          return row.innerText();
        },
        { timeout: 180_000, interval: 5_000 },
      )
      .toContain('已发布');
    await context.close();
  });

  it("keeps the cover's picker open while the first save creates the article, and saves the cover chosen", async () => {
    const { context, page } = await openPage({ locale: 'zh-CN' });
    await signIn(page, ...EDITOR);
    await page.goto(`${base()}/content/article/add`);
    const title = `e2e 封面 ${Date.now()}`;
    await page.getByRole('textbox', { name: '标题' }).fill(title);
    // The cover's button (the only field of pictures on the form).
    await page.getByRole('button', { name: '从素材库选择' }).click();
    const picker = await pickFirstAfterFirstSave(page);
    await picker.getByRole('button', { name: '确定' }).click();
    // The picker closed with the cover chosen: now the page moves to the article's edit address, cover and all,
    // and the next autosave stores it.
    await page.waitForURL(/\/content\/article\/edit\/\d+$/, { timeout: 20_000 });
    const id = Number(page.url().split('/').pop());
    const cover = async () => (await apiAs<{ cover: number[] | null }>(page, 'GET', `/articles/${id}`)).cover ?? [];
    await expect.poll(async () => (await cover()).length, { timeout: 60_000 }).toBe(1);
    await context.close();
  });

  it('saves before leaving, and asks when the changes cannot be saved (menu link and Back button)', async () => {
    const { context, page } = await openPage({ locale: 'zh-CN' });
    await signIn(page, ...EDITOR);
    const made = await apiAs<{ id: number }>(page, 'POST', '/articles', {
      ...{ slug: '', categoryId: null, cover: [], summary: '', body: '', tags: [], authorId: null },
      ...{ pinned: false, banner: false, sort: 0, products: [] },
      title: `e2e 离开 ${Date.now()}`,
    });
    // Opened inside the app (the list's page, then the editor), so Back is an in-app move.
    await page.goto(`${base()}/content/article`);
    await page.getByRole('heading', { level: 1, name: '文章管理' }).waitFor({ timeout: 20_000 });
    await page.evaluate((id) => history.pushState(null, '', `/admin/content/article/edit/${id}`), made.id);
    const title = page.getByRole('textbox', { name: '标题' });
    await title.waitFor({ timeout: 20_000 });

    // A change, then a menu link at once: saved first, then the move happens.
    const renamed = `e2e 已改 ${Date.now()}`;
    await title.fill(renamed);
    await page.getByText('文章分类', { exact: true }).first().click();
    await page.waitForURL(/\/content\/article\/classify/, { timeout: 20_000 });
    expect((await apiAs<{ title: string }>(page, 'GET', `/articles/${made.id}`)).title).toBe(renamed);

    // A change that cannot be saved (no title): the link asks; Cancel stays with the text as it is.
    await page.goBack();
    await title.waitFor({ timeout: 20_000 });
    await title.fill('');
    await page.getByText('文章分类', { exact: true }).first().click();
    const ask = page.getByRole('alertdialog').filter({ hasText: '不保存就离开？' });
    await ask.waitFor();
    await ask.getByRole('button', { name: '取消' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(page.url()).toMatch(new RegExp(`/content/article/edit/${made.id}$`));

    // Back asks too (the address stays the editor's meanwhile); Leave goes back to the list, and the server still
    // has the last saved title.
    await page.goBack();
    await ask.waitFor();
    expect(page.url()).toMatch(new RegExp(`/content/article/edit/${made.id}$`));
    await ask.getByRole('button', { name: '离开' }).click();
    await page.waitForURL(/\/content\/article$/, { timeout: 20_000 });
    expect((await apiAs<{ title: string }>(page, 'GET', `/articles/${made.id}`)).title).toBe(renamed);
    await context.close();
  });
});
