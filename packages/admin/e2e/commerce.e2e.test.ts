// A staff member's day, in zh-CN, on the built app and the real server: a new product (put on sale, counted
// into stock), an order for it (submitted, approved), the payment recorded and confirmed, the goods delivered
// and shipped, a return refund requested, approved and its goods received and restocked, the money paid back —
// and the stock and the Workplace figures moved accordingly. Forms are filled by keyboard.

import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { base, openPage, pick, serverBase, signIn, tokenOf, typeInto } from './browser';

const SKU = 'E2E-SPK-8';
const PRICE_YUAN = '1280';

/** Opens a Select by keyboard and chooses the option with that name. */
async function choose(page: Page, trigger: Locator, option: string) {
  await trigger.focus();
  await page.keyboard.press('Enter');
  const target = page.getByRole('option', { name: option, exact: true });
  await target.waitFor();
  for (let presses = 0; presses < 12; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
}

/** How long a write may take to be confirmed when the machine is loaded (Playwright's default is 30 s). */
const BUSY_MACHINE_MS = 60_000;

const drawer = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title });

/** Saves the open form drawer with the keyboard and waits for the saved message. */
async function save(page: Page, form: Locator) {
  await form.getByRole('button', { name: '保存', exact: true }).focus();
  await page.keyboard.press('Enter');
  // A save on two cores busy with the browser suites beside it took over 30 s once (CI, 24 Nov): wait longer.
  await page.getByText('已保存').first().waitFor({ timeout: BUSY_MACHINE_MS });
}

/** Runs a state change from the open detail drawer; weighty ones ask first and are confirmed. */
async function act(page: Page, detail: Locator, action: string, confirmFirst = false) {
  await detail.getByRole('button', { name: action, exact: true }).click();
  if (confirmFirst) {
    const ask = page.getByRole('alertdialog', { name: `确定要${action}吗？` });
    await ask.getByRole('button', { name: action, exact: true }).click();
  }
  await page.getByText(`操作成功：${action}`).first().waitFor({ timeout: BUSY_MACHINE_MS });
}

/** Goes to a list filtered by the URL parameters and opens the first row's detail. */
async function openFromList(page: Page, path: string, params: Record<string, string>, title: RegExp) {
  await page.goto(`${base()}${path}?${new URLSearchParams(params)}`);
  await page.getByRole('row').nth(1).getByRole('button', { name: '查看' }).click();
  const detail = drawer(page, title);
  await detail.waitFor();
  return detail;
}

async function api<T>(page: Page, path: string): Promise<T> {
  const token = await tokenOf(page);
  const response = await fetch(`${serverBase()}/behind${path}`, { headers: { 'admin-token': token } });
  return ((await response.json()) as { data: T }).data;
}

interface Figures {
  salesToday: number;
  openRefunds: number;
}

describe('a product sold, delivered, returned and refunded', () => {
  it('walks the whole chain and sees the stock and the Workplace figures follow', async () => {
    const { context, page } = await openPage({ width: 1440 });
    await signIn(page);
    const before = await api<Figures>(page, '/dashboard/workplace');

    // A new product, by keyboard, put on sale.
    await page.goto(`${base()}/product/product`);
    await page.getByRole('button', { name: '新建商品' }).click();
    const productForm = drawer(page, '新建商品');
    await typeInto(page, productForm.getByRole('textbox', { name: /SKU 编码/ }), SKU);
    await typeInto(page, productForm.getByRole('textbox', { name: /商品名称/ }), '端到端测试吸顶音箱');
    await choose(page, productForm.getByRole('button', { name: /品类/ }), '音箱');
    await typeInto(page, productForm.getByRole('textbox', { name: /销售价/ }), PRICE_YUAN);
    await save(page, productForm);
    const productDetail = drawer(page, new RegExp(SKU));
    await productDetail.waitFor();
    await act(page, productDetail, '上架');
    await productDetail.getByText('在售').first().waitFor();
    await page.keyboard.press('Escape');

    // Ten counted into the Shanghai warehouse.
    await page.goto(`${base()}/inventory/list`);
    await page.getByRole('button', { name: '盘点' }).click();
    const count = drawer(page, '盘点');
    await pick(page, count.getByRole('combobox', { name: /商品/ }), SKU, new RegExp(SKU));
    await pick(page, count.getByRole('combobox', { name: /仓库/ }), '上海', '上海总仓');
    await typeInto(page, count.getByRole('textbox', { name: /盘点数量/ }), '10');
    await typeInto(page, count.getByRole('textbox', { name: /备注/ }), '新品到货');
    await count.getByRole('button', { name: '盘点', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('操作成功：盘点').first().waitFor();

    // An order for two, submitted and approved.
    await page.goto(`${base()}/order/sale`);
    await page.getByRole('button', { name: '新建销售订单' }).click();
    const orderForm = drawer(page, '新建销售订单');
    await pick(page, orderForm.getByRole('combobox', { name: /客户/ }), '上海', /上海/);
    await pick(page, orderForm.getByRole('combobox', { name: /发货仓库/ }), '上海', '上海总仓');
    await orderForm.getByRole('button', { name: '添加一行' }).focus();
    await page.keyboard.press('Enter');
    await pick(page, orderForm.getByRole('combobox', { name: /商品 1/ }), SKU, new RegExp(SKU));
    await expect.poll(() => orderForm.getByRole('textbox', { name: /单价 1/ }).inputValue()).toBe('¥1,280.00');
    await typeInto(page, orderForm.getByRole('textbox', { name: /数量 1/ }), '2');
    await page.keyboard.press('Tab');
    // The total follows the lines as they are typed.
    await orderForm.getByText('¥2,560.00').first().waitFor();
    await save(page, orderForm);
    const orderDetail = drawer(page, /销售订单 SO/);
    await orderDetail.waitFor();
    const orderNo = ((await orderDetail.getByRole('heading').first().innerText()).match(/SO\d+/) ?? [''])[0];
    expect(orderNo).toMatch(/^SO\d{13}$/);
    const orderId = String((await api<{ list: { id: number }[] }>(page, `/orders?q=${orderNo}`)).list[0]?.id);
    const ofOrder = { orderId };
    await act(page, orderDetail, '提交审核');
    await act(page, orderDetail, '审核通过');
    await orderDetail.getByText('已审核').first().waitFor();
    await page.keyboard.press('Escape');

    // The customer pays in full.
    await page.goto(`${base()}/order/receipt`);
    await page.getByRole('button', { name: '新建收款单' }).click();
    const receiptForm = drawer(page, '新建收款单');
    await pick(page, receiptForm.getByRole('combobox', { name: /客户/ }), '上海', /上海/);
    await typeInto(page, receiptForm.getByRole('textbox', { name: /收款金额/ }), '2560');
    await receiptForm.getByRole('button', { name: '添加一行' }).focus();
    await page.keyboard.press('Enter');
    await pick(page, receiptForm.getByRole('combobox', { name: /订单 1/ }), orderNo, orderNo);
    await expect.poll(() => receiptForm.getByRole('textbox', { name: /分配金额 1/ }).inputValue()).toBe('¥2,560.00');
    await save(page, receiptForm);
    const receiptDetail = drawer(page, /收款单 RC/);
    await receiptDetail.waitFor();
    await act(page, receiptDetail, '确认收款');
    await page.keyboard.press('Escape');

    // Deliver from the order: the open lines come prefilled; then ship.
    let detail = await openFromList(page, '/order/sale', { q: orderNo }, /销售订单 SO/);
    await detail.getByText('已收款').first().waitFor();
    await detail.getByRole('button', { name: '新建发货单' }).click();
    const deliveryForm = drawer(page, '新建发货单');
    await expect.poll(() => deliveryForm.getByRole('textbox', { name: /发货数量 1/ }).inputValue()).toBe('2');
    await typeInto(page, deliveryForm.getByRole('textbox', { name: /承运商/ }), '顺丰速运');
    await save(page, deliveryForm);
    await page.keyboard.press('Escape');
    detail = await openFromList(page, '/order/delivery', ofOrder, /发货单 DL/);
    await act(page, detail, '确认发货', true);
    await page.keyboard.press('Escape');
    expect((await api<{ list: { onHand: number }[] }>(page, `/inventory/stock?q=${SKU}`)).list[0]?.onHand).toBe(8);

    // One comes back: a return refund from the order, approved.
    detail = await openFromList(page, '/order/sale', { q: orderNo }, /销售订单 SO/);
    await detail.getByText('已发货').first().waitFor();
    await detail.getByRole('button', { name: '申请售后退款' }).click();
    const refundForm = drawer(page, '新建售后退款');
    await expect.poll(() => refundForm.getByRole('textbox', { name: /退货数量 1/ }).inputValue()).toBe('2');
    await typeInto(page, refundForm.getByRole('textbox', { name: /退货数量 1/ }), '1');
    await typeInto(page, refundForm.getByRole('textbox', { name: /申请金额/ }), PRICE_YUAN);
    await save(page, refundForm);
    await page.keyboard.press('Escape');
    detail = await openFromList(page, '/order/refund', ofOrder, /售后退款 RF/);
    await detail.getByRole('button', { name: '批准', exact: true }).click();
    const approve = detail.getByRole('form', { name: '批准' });
    await expect.poll(() => approve.getByRole('textbox', { name: /核准金额/ }).inputValue()).toBe('¥1,280.00');
    await approve.getByRole('button', { name: '批准', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('操作成功：批准').first().waitFor();
    await page.keyboard.press('Escape');

    // The goods travel back, arrive in good condition and go back on the shelf.
    detail = await openFromList(page, '/order/refund/delivery', ofOrder, /退货入库 RT/);
    await act(page, detail, '已寄出');
    await detail.getByRole('button', { name: '确认收货', exact: true }).click();
    const receive = detail.getByRole('form', { name: '确认收货' });
    await receive.getByRole('button', { name: '确认收货', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('操作成功：确认收货').first().waitFor();
    await act(page, detail, '入库', true);
    await page.keyboard.press('Escape');

    // Finance pays the money back.
    detail = await openFromList(page, '/order/refund', ofOrder, /售后退款 RF/);
    await act(page, detail, '确认退款', true);
    await detail.getByText('已退款').first().waitFor();
    await page.keyboard.press('Escape');

    // The stock shows the unit back; the Workplace counts the day's sale.
    await page.goto(`${base()}/inventory/list?q=${SKU}`);
    const stockRow = page.getByRole('row', { name: new RegExp(SKU) });
    await stockRow.waitFor();
    expect(await stockRow.getByRole('cell').allInnerTexts()).toEqual(expect.arrayContaining(['9']));
    const after = await api<Figures>(page, '/dashboard/workplace');
    expect(after.salesToday - before.salesToday).toBe(256_000);
    expect(after.openRefunds).toBe(before.openRefunds);
    await page.goto(`${base()}/dashboard/workplace`);
    await page.getByRole('heading', { name: /(早上|下午|晚上)好/ }).waitFor();
    await context.close();
    // A long walk through a dozen screens on two busy cores.
  });
});

describe('what a read-only role sees', () => {
  it('the viewer may look but not change: create is disabled with the reason, edit and state changes are not offered', async () => {
    const { context, page } = await openPage({ width: 1440 });
    await signIn(page, 'viewer', 'Sb-ZhaoMin#2026');
    // Products on sale: each can at least be taken down (by someone allowed to).
    await page.goto(`${base()}/product/product?status=on_sale`);
    const create = page.getByRole('button', { name: '新建商品' });
    await create.waitFor();
    // The Permission wrapper's disable mode: reachable, announced as disabled, explained, and inert.
    expect(await create.getAttribute('aria-disabled')).toBe('true');
    await create.focus();
    await page.getByRole('tooltip', { name: '你没有此操作的权限' }).waitFor();
    await page.keyboard.press('Enter');
    expect(await page.getByRole('dialog', { name: '新建商品' }).count()).toBe(0);
    // Remove mode for the rows: no edit buttons, no selection for bulk delete.
    await page.getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('button', { name: '编辑', exact: true }).count()).toBe(0);
    expect(await page.getByRole('checkbox', { name: '全选' }).count()).toBe(0);
    // The detail shows the state changes disabled.
    await page.getByRole('row').nth(1).getByRole('button', { name: '查看' }).click();
    const detail = page.getByRole('dialog', { name: /^商品 / });
    await detail.waitFor();
    const moves = detail.locator('[data-slot="permission"] button');
    expect(await moves.count()).toBeGreaterThan(0);
    for (const button of await moves.all()) expect(await button.getAttribute('aria-disabled')).toBe('true');
    await context.close();
  });
});
