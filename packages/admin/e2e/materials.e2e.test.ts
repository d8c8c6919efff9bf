// The media library on the built app and the real server, in zh-CN: three real PNG images and a real WAV tone
// uploaded in one go (each row's progress ends "已上传"), the tone's detail showing its waveform (peaks computed in
// the browser and stored), the four filed into a category by bulk move, one image chosen from the library as a
// product image through the picker and saved — and deleting that image refused, naming the product. Then a
// category showing its sub-category's file, the list's headers and the grid's select ordering on the server, and
// a file over the image limit refused on its row without being sent.

import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, base, openPage, serverBase, signIn, tokenOf } from './browser';
import { toneWav } from './wav';

const BUSY_MACHINE_MS = 60_000;
const CATEGORY = '端到端素材';

/** A real PNG of one colour (truecolour, 8 bit), written by hand: signature, IHDR, one zlib IDAT, IEND. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const FILES = [
  { name: 'e2e-红.png', mimeType: 'image/png', buffer: png(640, 400, [200, 30, 40]) },
  { name: 'e2e-绿.png', mimeType: 'image/png', buffer: png(300, 200, [30, 160, 60]) },
  { name: 'e2e-蓝.png', mimeType: 'image/png', buffer: png(480, 480, [40, 70, 210]) },
  { name: 'e2e-tone.wav', mimeType: 'audio/wav', buffer: toneWav(2, { rampIn: true }) },
];

/** A call to the real API with the page's session (what the screen has just done, seen from the server). */

/** Uploads straight to the API (setting up what the screen is then shown), filed in `categoryId`. */
async function uploadTo(page: Page, name: string, bytes: Buffer, categoryId: number): Promise<Row> {
  const token = await tokenOf(page);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  form.append('meta', JSON.stringify({ categoryId }));
  const response = await fetch(`${serverBase()}/behind/materials`, {
    method: 'POST',
    headers: { 'admin-token': token },
    body: form,
  });
  const answer = (await response.json()) as { code: number; data: { material: Row } };
  expect(answer.code, JSON.stringify(answer)).toBe(1);
  return answer.data.material;
}

/** Ticks a kit check box by keyboard (its input is visually hidden under the drawn box). */
async function tick(page: Page, box: Locator) {
  await box.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => box.isChecked()).toBe(true);
}

interface Row {
  id: number;
  name: string;
  categoryId: number | null;
  duration: number | null;
}

describe('the media library', () => {
  it('uploads images and a tone, shows the waveform, files them, uses one on a product and refuses its delete', async () => {
    const { context, page } = await openPage({ width: 1440, locale: 'zh-CN' });
    await signIn(page);
    const category = await apiAs<{ id: number }>(page, 'POST', '/categories/material', {
      parentId: null,
      nameZh: CATEGORY,
      nameEn: 'E2E materials',
      icon: null,
      enabled: true,
    });

    // Four files in one go, each with its own progress that ends uploaded.
    await page.goto(`${base()}/store/material`);
    await page.getByRole('heading', { name: '素材管理' }).waitFor();
    await page.getByRole('button', { name: '上传', exact: true }).click();
    const uploads = page.getByRole('region', { name: '上传' });
    await uploads.locator('input[type="file"]').setInputFiles(FILES);
    const rows = page.getByRole('list', { name: '上传列表' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(4);
    for (const file of FILES) {
      await rows.filter({ hasText: file.name }).getByText('已上传').waitFor({ timeout: BUSY_MACHINE_MS });
    }
    const listed = await apiAs<{ list: Row[] }>(page, 'GET', '/materials?q=e2e-&pageSize=24');
    expect(listed.list.map((row) => row.name).sort()).toEqual(FILES.map((file) => file.name).sort());

    // The tone's detail: its duration probed in the browser and its waveform drawn from the stored peaks.
    const tone = listed.list.find((row) => row.name === 'e2e-tone.wav') as Row;
    expect(tone.duration).toBeCloseTo(2, 1);
    const grid = page.getByRole('grid', { name: '素材' });
    await grid.getByRole('row', { name: 'e2e-tone.wav' }).click();
    const detail = page.getByRole('dialog', { name: 'e2e-tone.wav' });
    await detail.getByRole('slider').waitFor({ timeout: BUSY_MACHINE_MS });
    await expect.poll(() => detail.getByRole('slider').getAttribute('aria-valuetext')).toMatch(/0:02/);
    const peaks = (await apiAs<{ peaks: number[] }>(page, 'GET', `/materials/${tone.id}`)).peaks;
    expect(peaks.length).toBeGreaterThan(100);
    expect(Math.max(...peaks)).toBeGreaterThan(0.8);
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    // All four selected and moved into the category.
    for (const file of FILES) await tick(page, grid.getByRole('checkbox', { name: `选择 ${file.name}` }));
    await page.getByRole('toolbar', { name: '已选素材' }).getByText('已选 4 个').waitFor();
    await page.getByRole('button', { name: '移动到…' }).click();
    const move = page.getByRole('dialog', { name: '移动 4 个素材' });
    await move.getByRole('button', { name: /分类/ }).click();
    await page.getByRole('option', { name: CATEGORY }).click();
    await move.getByRole('button', { name: '移动', exact: true }).click();
    await move.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => (await apiAs<{ total: number }>(page, 'GET', `/materials?categoryId=${category.id}`)).total)
      .toBe(4);
    await page
      .getByRole('treegrid', { name: '素材分类' })
      .getByRole('row', { name: `${CATEGORY}，4 个素材` })
      .waitFor();

    // A product's edit form: one image chosen from the library, saved.
    await page.goto(`${base()}/product/product`);
    const productRow = page.getByRole('row').nth(1);
    const productName = (await productRow.getByRole('rowheader').innerText()).trim();
    await productRow.getByRole('button', { name: '编辑', exact: true }).click();
    const form = page.getByRole('dialog', { name: /编辑/ });
    await form.getByRole('button', { name: '从素材库选择' }).click();
    const picker = page.getByRole('dialog', { name: '选择素材' });
    await picker.getByRole('searchbox', { name: '搜索素材' }).fill('e2e-红');
    // The search is sent after a pause in typing: wait for its answer before choosing.
    await picker.getByText('已显示 1 / 1 项').waitFor();
    await tick(page, picker.getByRole('checkbox', { name: '选择 e2e-红.png' }));
    await picker.getByText('已选 1 项').waitFor();
    await picker.getByRole('button', { name: '确定' }).click();
    await picker.waitFor({ state: 'hidden' });
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('已保存').first().waitFor({ timeout: BUSY_MACHINE_MS });

    // The image is now used: its detail names the product, and deleting it is refused naming it too.
    const red = listed.list.find((row) => row.name === 'e2e-红.png') as Row;
    await page.goto(`${base()}/store/material`);
    await page.getByRole('grid', { name: '素材' }).getByRole('row', { name: 'e2e-红.png' }).click();
    const redDetail = page.getByRole('dialog', { name: 'e2e-红.png' });
    await redDetail.getByRole('list', { name: '使用位置' }).getByText(productName).waitFor();
    await redDetail.getByRole('button', { name: '删除', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '删除', exact: true }).click();
    const refusal = redDetail.getByRole('alert').filter({ hasText: '未删除' });
    await refusal.waitFor({ timeout: BUSY_MACHINE_MS });
    expect(await refusal.innerText()).toContain(productName);
    expect((await apiAs<{ id: number }>(page, 'GET', `/materials/${red.id}`)).id).toBe(red.id);
    await context.close();
  });

  it('lists a category with its sub-category, sorts on the server, and refuses a too-large file before sending', async () => {
    const { context, page } = await openPage({ width: 1440, locale: 'zh-CN' });
    await signIn(page);
    const made = (parentId: number | null, nameZh: string) =>
      apiAs<{ id: number }>(page, 'POST', '/categories/material', {
        parentId,
        nameZh,
        nameEn: nameZh,
        icon: null,
        enabled: true,
      });
    const parent = await made(null, '端到端父');
    const child = await made(parent.id, '端到端子');
    await uploadTo(page, 'e2e-a-small.png', png(8, 8, [1, 2, 3]), child.id);
    await uploadTo(page, 'e2e-b-large.png', png(300, 300, [9, 99, 199]), parent.id);

    // The parent shows its own file and the sub-category's; its count stays "filed directly".
    await page.goto(`${base()}/store/material`);
    await page.getByRole('treegrid', { name: '素材分类' }).getByRole('row', { name: '端到端父，1 个素材' }).click();
    const grid = page.getByRole('grid', { name: '素材' });
    const order = () => grid.getByRole('row').allInnerTexts();
    const names = async () => (await order()).map((text) => text.match(/e2e-[ab]-\w+\.png/)?.[0]).filter(Boolean);
    // Newest first by default.
    await expect.poll(names).toEqual(['e2e-b-large.png', 'e2e-a-small.png']);

    // The grid's order select.
    await page.getByRole('button', { name: /排序/ }).click();
    await page.getByRole('option', { name: '文件从小到大' }).click();
    await expect.poll(names).toEqual(['e2e-a-small.png', 'e2e-b-large.png']);

    // The list's headers: name ascending, then descending.
    await tick(page, page.getByRole('radio', { name: '列表' }));
    const byName = page.getByRole('columnheader', { name: '名称' });
    await byName.click();
    await expect.poll(names).toEqual(['e2e-a-small.png', 'e2e-b-large.png']);
    await byName.click();
    await expect.poll(names).toEqual(['e2e-b-large.png', 'e2e-a-small.png']);

    // Over the image limit (10 MB by default): refused on its row, never sent.
    await page.getByRole('button', { name: '上传', exact: true }).click();
    const huge = { name: 'e2e-huge.png', mimeType: 'image/png', buffer: Buffer.alloc(11 * 1024 * 1024, 1) };
    await page.getByRole('region', { name: '上传' }).locator('input[type="file"]').setInputFiles([huge]);
    const row = page.getByRole('list', { name: '上传列表' }).getByRole('listitem').filter({ hasText: 'e2e-huge.png' });
    await row.getByRole('alert').filter({ hasText: '未上传：图片文件不能超过 10\u00a0MB' }).waitFor();
    expect((await apiAs<{ total: number }>(page, 'GET', '/materials?q=e2e-huge')).total).toBe(0);
    await context.close();
  });
});
