// Home-page decoration on the built app and the real server (demo seed): an editor composes a new template by
// keyboard — a carousel with a library image, a product grid and a store card added from the library with Enter,
// one moved with Alt+ArrowUp, a property typed — the draft saves itself, the preview shows the blocks in the phone,
// publishing makes version 1, the template is set active and /storefront/ shows the same blocks; a second change
// is published and version 1 restored into the draft. The list and the login screen never load the editor's code.
// A new template's first save, answered while a block's picture picker is open, leaves the page (and the picker)
// where it is until the choice is made; the page then moves to the template's edit address with the picture.

import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiAs, base, networkQuiet, openPage, signIn } from './browser';

const EDITOR = ['editor', 'Sb-LiuYang#2026'] as const;
/** The editor page's lazy chunk (template-editor-page.tsx, named by Vite after it). */
const EDITOR_CHUNK = /\/template-editor-page-[^/]*\.js$/;

interface Block {
  id: string;
  kind: string;
  props: Record<string, unknown>;
}
interface Draft {
  document: { pages: { components: Block[] }[] };
  draftVersion: number;
}
interface Resolved {
  products: Record<number, { name: string }>;
  stores: Record<number, { nameZh: string; nameEn: string }>;
  grids: Record<string, number[]>;
  defaultStoreId: number | null;
}

function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

const saveState = (page: Page) => page.locator('[data-save-state]').getAttribute('data-save-state');

async function waitSaved(page: Page) {
  await expect.poll(() => saveState(page), { timeout: 60_000 }).toBe('saved');
}

/** The kinds on the canvas, top to bottom (each row's data-key is the block's id). */
async function canvasOrder(page: Page, draftBlocks: () => Promise<Block[]>): Promise<string[]> {
  const ids = await page
    .getByRole('grid', { name: '页面画布' })
    .getByRole('row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-key')));
  const blocks = await draftBlocks();
  return ids.map((id) => blocks.find((block) => block.id === id)?.kind ?? '?');
}

/**
 * Adds a kind from the library by keyboard (focus its tile, Enter), then waits for the editor to put the focus
 * on the new block of the canvas (a few frames later), so the next key goes where the user's would.
 */
async function addFromLibrary(page: Page, group: string, label: string) {
  const tile = page.getByRole('grid', { name: group }).getByRole('row', { name: label });
  await tile.focus();
  await page.keyboard.press('Enter');
  const added = page.getByRole('grid', { name: '页面画布' }).getByRole('row', { name: label });
  await expect.poll(() => added.evaluate((row) => row === document.activeElement), { timeout: 20_000 }).toBe(true);
}

/** Selects the carousel on the canvas (the focus moves to it, then Enter) and opens its first slide's picture picker. */
async function openSlidePicker(page: Page) {
  await page.getByRole('grid', { name: '页面画布' }).getByRole('row', { name: '图片轮播' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: '选择', exact: true }).first().press('Enter');
  const picker = page.getByRole('dialog', { name: '选择素材' });
  const first = picker.getByRole('checkbox').first();
  await first.waitFor({ timeout: 20_000 });
  return { picker, first };
}

/** Ticks the picker's first picture by keyboard and confirms. */
async function chooseFirst(page: Page, { picker, first }: Awaited<ReturnType<typeof openSlidePicker>>) {
  await first.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => first.isChecked()).toBe(true);
  await picker.getByRole('button', { name: '确定' }).press('Enter');
}

let activeBefore: number | null = null;
let restoreActive: (() => Promise<void>) | null = null;
afterAll(async () => {
  // The storefront shows the seed's template again for the walks after this one.
  await restoreActive?.().catch(() => undefined);
});

describe('home-page decoration', () => {
  it('loads the editor code on the editor page only, not on the login screen or the list', async () => {
    const { context, page } = await openPage({ locale: 'zh-CN' });
    const scripts = watchScripts(page);
    await signIn(page, ...EDITOR);
    await page.goto(`${base()}/store/decoration/home`);
    await page.getByRole('heading', { level: 1, name: '首页装修' }).waitFor({ timeout: 20_000 });
    await networkQuiet(page);
    expect(scripts.filter((url) => EDITOR_CHUNK.test(url))).toEqual([]);

    await page.goto(`${base()}/store/decoration/home/add`);
    await page.getByRole('textbox', { name: '模板名称' }).waitFor({ timeout: 20_000 });
    expect(scripts.some((url) => EDITOR_CHUNK.test(url))).toBe(true);
    await context.close();
  });

  it('composes a page by keyboard, previews, publishes, goes live on /storefront/ and restores version 1', async () => {
    const { context, page } = await openPage({ locale: 'zh-CN' });
    await signIn(page, ...EDITOR);
    const templates = await apiAs<{ list: { id: number; active: boolean }[] }>(page, 'GET', '/home-templates');
    activeBefore = templates.list.find((row) => row.active)?.id ?? null;

    // A new template, named first; Ctrl+S creates it and the address becomes its edit page.
    await page.goto(`${base()}/store/decoration/home/add`);
    const name = `e2e 首页 ${Date.now()}`;
    const nameField = page.getByRole('textbox', { name: '模板名称' });
    await nameField.waitFor({ timeout: 20_000 });
    await nameField.focus();
    await page.keyboard.type(name);
    await page.keyboard.press('Control+s');
    await page.waitForURL(/\/store\/decoration\/home\/edit\/\d+$/, { timeout: 20_000 });
    // The edit page has taken over from the add page (it starts from what the add page showed).
    await page.getByRole('heading', { level: 1, name: '编辑首页模板' }).waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByRole('textbox', { name: '模板名称' }).inputValue()).toBe(name);
    await waitSaved(page);
    const id = Number(page.url().split('/').pop());
    const draftBlocks = async () =>
      (await apiAs<Draft>(page, 'GET', `/home-templates/${id}/draft`)).document.pages[0]?.components ?? [];

    // Three blocks from the library by Enter: each goes after the selected one.
    await addFromLibrary(page, '基础组件', '图片轮播');
    await addFromLibrary(page, '商品组件', '商品列表');
    await addFromLibrary(page, '门店组件', '门店卡片');
    const canvas = page.getByRole('grid', { name: '页面画布' });
    await expect.poll(() => canvas.getByRole('row').count()).toBe(3);

    // The store card (focused and selected) moves up one place by keyboard; the move is announced and saved.
    await canvas.getByRole('row', { name: '门店卡片' }).focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect
      .poll(() => page.locator('[data-slot="page-editor-status"]').innerText())
      .toContain('已将 门店卡片 移到位置 2/3');
    const order = ['carousel', 'storeCard', 'productGrid'];
    await expect.poll(async () => (await draftBlocks()).map((block) => block.kind), { timeout: 60_000 }).toEqual(order);
    expect(await canvasOrder(page, draftBlocks)).toEqual(order);

    // Properties: the grid's title typed, the carousel's slide given a library image; both saved by themselves.
    await canvas.getByRole('row', { name: '商品列表' }).focus();
    await page.keyboard.press('Enter');
    const title = page.getByRole('textbox', { name: '标题', exact: true });
    await title.focus();
    await page.keyboard.type('e2e 推荐');
    const slidePicker = await openSlidePicker(page);
    await chooseFirst(page, slidePicker);
    await slidePicker.picker.waitFor({ state: 'hidden' });
    const slideImage = (blocks: Block[]) => {
      const slides = blocks.find((block) => block.kind === 'carousel')?.props.slides as { materialId: number | null }[];
      return slides.at(0)?.materialId ?? null;
    };
    await expect
      .poll(
        async () => {
          const blocks = await draftBlocks();
          return {
            title: blocks.find((block) => block.kind === 'productGrid')?.props.title,
            image: slideImage(blocks),
          };
        },
        { timeout: 60_000 },
      )
      .toEqual({ title: 'e2e 推荐', image: expect.any(Number) });
    await waitSaved(page);
    const grid = (await draftBlocks()).find((block) => block.kind === 'productGrid');

    // What the page shows, as the server resolves it: the grid's products and the store of store blocks.
    const draft = await apiAs<Draft>(page, 'GET', `/home-templates/${id}/draft`);
    const resolved = await apiAs<Resolved>(page, 'POST', '/home-templates/resolve', { document: draft.document });
    const productNames = (resolved.grids[grid?.id ?? ''] ?? []).map((productId) => resolved.products[productId]?.name);
    expect(productNames.length).toBeGreaterThan(0);
    const store = resolved.stores[resolved.defaultStoreId ?? 0];
    expect(store).toBeDefined();

    // The preview: the same blocks in the phone, and a signed link with its QR code.
    await page.getByRole('button', { name: '预览', exact: true }).press('Enter');
    const preview = page.getByRole('dialog', { name: '草稿预览' });
    await preview.locator('[aria-roledescription] img').first().waitFor({ timeout: 20_000 });
    await preview
      .getByText(productNames[0] ?? '', { exact: true })
      .first()
      .waitFor();
    await preview
      .getByText(store?.nameZh ?? '')
      .first()
      .waitFor();
    await preview.getByRole('link', { name: '在新标签页中打开预览链接' }).waitFor();
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });

    // Publish (confirmed): version 1.
    await page.getByRole('button', { name: '发布', exact: true }).press('Enter');
    await page.getByRole('alertdialog').getByRole('button', { name: '发布' }).press('Enter');
    await expect
      .poll(async () => (await apiAs<{ number: number }[]>(page, 'GET', `/home-templates/${id}/versions`)).length, {
        timeout: 20_000,
      })
      .toBe(1);

    // Set active from the list.
    await page.goto(`${base()}/store/decoration/home`);
    await page.getByRole('button', { name: `将 ${name} 设为使用中` }).press('Enter');
    await page.getByRole('alertdialog').getByRole('button', { name: '设为使用中' }).press('Enter');
    restoreActive = async () => {
      if (activeBefore !== null) await apiAs(page, 'POST', `/home-templates/${activeBefore}/activate`);
    };
    await page.getByRole('row').filter({ hasText: name }).getByText('使用中', { exact: true }).waitFor({
      timeout: 20_000,
    });

    // The storefront, as a customer opens it: the same blocks.
    const shop = await context.newPage();
    await shop.goto(`${base().replace(/\/admin$/, '')}/storefront/`);
    await shop.locator('[aria-roledescription] img').first().waitFor({ timeout: 20_000 });
    const shown = () => shop.locator('body').innerText();
    await expect.poll(shown, { timeout: 20_000 }).toContain('e2e 推荐');
    const text = await shown();
    expect(text).toContain(productNames[0]);
    expect(text.includes(store?.nameZh ?? '-') || text.includes(store?.nameEn || '-')).toBe(true);
    await shop.close();

    // A second change, published as version 2; then version 1 restored into the draft.
    await page.goto(`${base()}/store/decoration/home/edit/${id}`);
    await canvas.getByRole('row', { name: '商品列表' }).focus();
    await page.keyboard.press('Enter');
    await title.focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('e2e 第二版');
    await expect
      .poll(async () => (await draftBlocks()).find((block) => block.kind === 'productGrid')?.props.title, {
        timeout: 60_000,
      })
      .toBe('e2e 第二版');
    await page.getByRole('button', { name: '发布', exact: true }).press('Enter');
    await page.getByRole('alertdialog').getByRole('button', { name: '发布' }).press('Enter');
    await expect
      .poll(async () => (await apiAs<{ number: number }[]>(page, 'GET', `/home-templates/${id}/versions`)).length, {
        timeout: 20_000,
      })
      .toBe(2);

    await page.getByRole('button', { name: '版本记录' }).press('Enter');
    await page.getByRole('button', { name: '恢复版本 1' }).press('Enter');
    await page.getByRole('alertdialog').getByRole('button', { name: '恢复' }).press('Enter');
    await page.getByRole('dialog', { name: '版本记录' }).waitFor({ state: 'hidden', timeout: 20_000 });
    await canvas.getByRole('row', { name: '商品列表' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => title.inputValue()).toBe('e2e 推荐');
    const version1 = await apiAs<Draft>(page, 'GET', `/home-templates/${id}/versions/1`);
    const restored = await apiAs<Draft>(page, 'GET', `/home-templates/${id}/draft`);
    expect(restored.document).toEqual(version1.document);
    await restoreActive?.();
    restoreActive = null;
    await context.close();
  });

  it("keeps a block's picture picker open through a new template's first save, then moves with the choice", async () => {
    const { context, page } = await openPage({ locale: 'zh-CN' });
    await signIn(page, ...EDITOR);
    // The creating request is held until the picker is open, so the first save answers while it is.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held: () => void = () => undefined;
    const creating = new Promise<void>((resolve) => {
      held = resolve;
    });
    await page.route(/\/behind\/home-templates$/, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      held();
      await released;
      return route.fallback();
    });
    await page.goto(`${base()}/store/decoration/home/add`);
    const name = `e2e 选图 ${Date.now()}`;
    const nameField = page.getByRole('textbox', { name: '模板名称' });
    await nameField.waitFor({ timeout: 20_000 });
    await nameField.fill(name);
    await addFromLibrary(page, '基础组件', '图片轮播');
    // A second block, then back to the carousel and Enter, as the first walk selects a block.
    await addFromLibrary(page, '基础组件', '公告栏');
    const slidePicker = await openSlidePicker(page);

    // The autosave creates the template while the picker is open: the page stays, and so does the picker.
    await creating;
    const created = page.waitForResponse(
      (response) => /\/behind\/home-templates\/\d+\/draft$/.test(response.url()) && response.ok(),
      { timeout: 60_000 },
    );
    release();
    await created;
    await expect.poll(() => saveState(page), { timeout: 60_000 }).not.toBe('saving');
    expect(page.url()).toMatch(/\/store\/decoration\/home\/add$/);
    expect(await slidePicker.picker.isVisible()).toBe(true);

    // The choice is made; the page then moves to the template's edit address and the picture is saved.
    await chooseFirst(page, slidePicker);
    await page.waitForURL(/\/store\/decoration\/home\/edit\/\d+$/, { timeout: 20_000 });
    const id = Number(page.url().split('/').pop());
    // The draft last read, told when the picture never arrives: where the choice went, if anywhere.
    let lastDraft: Draft | null = null;
    await expect
      .poll(
        async () => {
          const draft = await apiAs<Draft>(page, 'GET', `/home-templates/${id}/draft`);
          lastDraft = draft;
          const carousel = draft.document.pages[0]?.components.find((block) => block.kind === 'carousel');
          return (carousel?.props.slides as { materialId: number | null }[] | undefined)?.at(0)?.materialId ?? null;
        },
        { timeout: 60_000 },
      )
      .toEqual(expect.any(Number))
      .catch((error: Error) => {
        throw new Error(`${error.message}\nthe draft last read: ${JSON.stringify(lastDraft)}`, { cause: error });
      });
    await context.close();
  });
});
