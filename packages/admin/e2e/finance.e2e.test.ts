// The finance walk on the built app and the real server (issue 22), in en-US: a new partner's commission accrues
// when its order completes and unfreezes; a withdrawal of it is applied by a finance user, approved by two
// different finance-capable users and marked paid with a bank reference and a proof from the materials library,
// and the partner's ledger shows every move; an invoice of the paid order is requested, issued, printed (the
// sheet read in Chinese, with the amount in capitals, and in English) and reversed whole by a credit note.
//
// The clock: the refund window (finance.commissionFrozenDays) is set to 0 days, so the commission is due to
// unfreeze as soon as it accrues and the server's job runner (every 5 s here, global-setup.ts) moves it; the
// server's tests drive a real clock past a longer window (packages/server/src/finance/ledger.test.ts). The amount
// above which a withdrawal needs a second approver is lowered below the walk's withdrawal. Both are put back
// afterwards: other e2e files share this server.

import { crc32 } from 'node:zlib';
import { amountInWords, type ConfigValue, INVOICE_NUMBER_PREFIX, lineTax } from '@soundboard/contract';
import { formatMoney } from '@soundboard/ui/data-display/format-money.ts';
import { printMoney } from '@soundboard/ui/print/print-format.ts';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiAs, apiWith, base, openPage, pick, press, serverBase, signIn, tokenOf, typeInto } from './browser';

const FINANCE = { username: 'finance', password: 'Sb-ChenJing#2026' };

/** The order's total, fen: a figure whose capitals need a 零 and a 角 (叁仟零伍元陆角). */
const ORDER_TOTAL = 300_560;
/** 10 %, in basis points: the commission is 300.56. */
const COMMISSION_RATE_BP = 1_000;
const COMMISSION = 30_056;
/** The withdrawal: above the lowered second-approval amount, within the commission. */
const SECOND_APPROVAL_ABOVE = 15_000;
const WITHDRAWAL = 20_000;

/** How long a write or a page may take on two busy cores. */
const BUSY_MACHINE_MS = 60_000;

const money = (fen: number) => formatMoney(fen, 'CNY', 'en-US');
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A table row whose accessible name holds these texts in this order, one space apart. */
const rowWith = (scope: Locator, ...parts: string[]) =>
  scope.getByRole('row', { name: new RegExp(parts.map(literal).join(' ')) });

/** A value of a record's detail drawer, by its label. */
async function detailValue(detail: Locator, label: string): Promise<string> {
  const terms = await detail.getByRole('term').allInnerTexts();
  // The colon after a label may be drawn by CSS (then it is not in the text).
  const index = terms.findIndex((term) => term.trim().replace(/:$/, '') === label);
  if (index < 0) return '';
  return (await detail.getByRole('definition').nth(index).innerText()).trim();
}

/** A 1 × 1 PNG made unique by a text chunk (the library answers the same bytes with the material it has). */
function proofPng(text: string): Buffer {
  const dot = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const body = Buffer.from(`tEXtComment\0${text}`, 'latin1');
  const chunk = Buffer.alloc(body.length + 8);
  chunk.writeUInt32BE(body.length - 4, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(body), body.length + 4);
  const end = dot.length - 12; // IEND, the last chunk
  return Buffer.concat([dot.subarray(0, end), chunk, dot.subarray(end)]);
}

/** Uploads a proof (the bank's slip) to the library as the administrator; answers the material. */
async function uploadProof(page: Page, name: string): Promise<{ id: number; name: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(proofPng(name))], { type: 'image/png' }), name);
  const response = await fetch(`${serverBase()}/behind/materials`, {
    method: 'POST',
    headers: { 'admin-token': await tokenOf(page) },
    body: form,
  });
  const answer = (await response.json()) as { code: number; data: { material: { id: number; name: string } } };
  expect(answer.code, JSON.stringify(answer)).toBe(1);
  return answer.data.material;
}

interface FinanceConfig {
  version: number;
  values: Record<string, ConfigValue>;
}

/** Sets some finance keys, keeping the others as they are now (another file may have changed them). */
async function setFinance(token: string, changes: Record<string, ConfigValue>): Promise<FinanceConfig> {
  const now = await apiWith<FinanceConfig>(token, 'GET', '/config/finance');
  await apiWith(token, 'PUT', '/config/finance', { ...now.values, ...changes, version: now.version });
  return now;
}

interface Order {
  id: number;
  version: number;
  orderNo: string;
  total: number;
  lines: { id: number }[];
}

/** A state change at the record's current version. */
async function act<T>(page: Page, path: string, id: number, action: string): Promise<T> {
  const { version } = await apiAs<{ version: number }>(page, 'GET', `${path}/${id}`);
  return apiAs<T>(page, 'POST', `${path}/${id}/${action}`, { version });
}

/**
 * An order of one unit for the partner at ORDER_TOTAL, submitted, approved, paid, shipped and completed — the
 * sequence of completedOrder in the server's ledger test, over HTTP.
 */
async function completedOrder(page: Page, partnerId: number): Promise<Order> {
  const stock = await apiAs<{ list: { productId: number; warehouseId: number; available: number }[] }>(
    page,
    'GET',
    '/inventory/stock?pageSize=100',
  );
  let line: { productId: number; warehouseId: number } | undefined;
  for (const row of stock.list.filter((candidate) => candidate.available >= 1)) {
    const product = await apiAs<{ serialTracked: boolean; status: string }>(page, 'GET', `/products/${row.productId}`);
    if (!product.serialTracked && product.status === 'on_sale') {
      line = row;
      break;
    }
  }
  if (!line) throw new Error('no product on sale in stock without serial numbers');
  const [customer] = (await apiAs<{ list: { id: number }[] }>(page, 'GET', '/customers?pageSize=1')).list;
  const today = new Date().toISOString().slice(0, 10);
  const created = await apiAs<Order>(page, 'POST', '/orders', {
    customerId: customer?.id,
    warehouseId: line.warehouseId,
    partnerId,
    orderDate: today,
    lines: [{ productId: line.productId, qty: 1, unitPrice: ORDER_TOTAL, discount: 0 }],
  });
  await act(page, '/orders', created.id, 'submit');
  const order = await act<Order>(page, '/orders', created.id, 'approve');
  const receipt = await apiAs<{ id: number }>(page, 'POST', '/receipts', {
    customerId: customer?.id,
    amount: order.total,
    method: 'bank_transfer',
    receivedAt: today,
    lines: [{ orderId: order.id, amount: order.total }],
  });
  await act(page, '/receipts', receipt.id, 'confirm');
  const delivery = await apiAs<{ id: number }>(page, 'POST', '/deliveries', {
    orderId: order.id,
    lines: [{ orderLineId: order.lines[0]?.id, qty: 1 }],
  });
  await act(page, '/deliveries', delivery.id, 'ship');
  return act<Order>(page, '/orders', order.id, 'complete');
}

/** Opens the partner's detail from its list (a fresh load) at the tab named. */
async function openPartner(page: Page, code: string, tab: 'Details' | 'Ledger'): Promise<Locator> {
  await page.goto(`${base()}/finance/partner?${new URLSearchParams({ q: code })}`);
  await press(page, page.getByRole('row', { name: new RegExp(code) }).getByRole('button', { name: 'View' }));
  const detail = page.getByRole('dialog', { name: new RegExp(`^Partner ${code} `) });
  await press(page, detail.getByRole('tab', { name: tab }));
  if (tab === 'Ledger') {
    // Loaded: the table has rows, or says it has none.
    await detail.getByRole('table', { name: 'Ledger' }).getByRole('row').nth(1).waitFor({ timeout: BUSY_MACHINE_MS });
  } else {
    await detail.getByRole('term').first().waitFor({ timeout: BUSY_MACHINE_MS });
  }
  return detail;
}

/** Opens a withdrawal's detail from the list searched for its number. */
async function openWithdrawal(page: Page, number: string): Promise<Locator> {
  await page.goto(`${base()}/finance/withdrawal/list?${new URLSearchParams({ q: number })}`);
  await press(page, page.getByRole('row', { name: new RegExp(number) }).getByRole('button', { name: 'View' }));
  const detail = page.getByRole('dialog', { name: `Withdrawal ${number}` });
  await detail.getByRole('term').first().waitFor({ timeout: BUSY_MACHINE_MS });
  return detail;
}

/** Approves the open withdrawal (a weighty change: asked first, confirmed). */
async function approve(page: Page, detail: Locator) {
  await press(page, detail.getByRole('button', { name: 'Approve', exact: true }));
  const ask = page.getByRole('alertdialog', { name: 'Approve?' });
  await press(page, ask.getByRole('button', { name: 'Approve', exact: true }));
  await ask.waitFor({ state: 'detached' });
}

let restoreConfig: (() => Promise<unknown>) | undefined;
afterAll(async () => {
  await restoreConfig?.();
});

describe('the finance walk', () => {
  it('accrues and unfreezes commission, pays a withdrawal approved twice, issues an invoice and reverses it', async () => {
    const admin = await openPage({ locale: 'en-US' });
    const finance = await openPage({ locale: 'en-US' });
    const page = admin.page;
    await signIn(page);

    // Setup through the API: the clock and the second-approval amount, the partner and its completed order.
    const adminToken = await tokenOf(page);
    const changes = { commissionFrozenDays: 0, withdrawalSecondApprovalAbove: SECOND_APPROVAL_ABOVE };
    const before = await setFinance(adminToken, changes);
    restoreConfig = () =>
      setFinance(adminToken, Object.fromEntries(Object.keys(changes).map((key) => [key, before.values[key] ?? null])));
    const tag = `${Date.now() % 1_000_000}`;
    const code = `WALK${tag}`;
    const partner = await apiAs<{ id: number }>(page, 'POST', '/partners', {
      code,
      name: `Walk partner ${tag}`,
      kind: 'company',
      status: 'active',
      commissionRateBp: COMMISSION_RATE_BP,
    });
    const order = await completedOrder(page, partner.id);
    expect(order.total).toBe(ORDER_TOTAL);
    const proof = await uploadProof(page, `walk-proof-${tag}.png`);

    // The partner's ledger: the commission accrued frozen when the order completed.
    let detail = await openPartner(page, code, 'Ledger');
    const ledger = () => detail.getByRole('table', { name: 'Ledger' });
    await rowWith(ledger(), 'Commission earned', `+${money(COMMISSION)}`, '-', '-').waitFor();
    // Within the job interval it unfreezes: read the page again until the row is there.
    await expect
      .poll(
        async () => {
          detail = await openPartner(page, code, 'Ledger');
          return rowWith(ledger(), 'Unfrozen', `−${money(COMMISSION)}`, `+${money(COMMISSION)}`, '-').count();
        },
        { timeout: 90_000, interval: 3_000 },
      )
      .toBe(1);
    detail = await openPartner(page, code, 'Details');
    expect(await detailValue(detail, 'Available')).toBe(money(COMMISSION));
    expect(await detailValue(detail, 'Frozen')).toBe(money(0));

    // The finance user applies for a withdrawal on the partner's behalf.
    const fpage = finance.page;
    await signIn(fpage, FINANCE.username, FINANCE.password);
    await fpage.goto(`${base()}/finance/withdrawal/list`);
    await press(fpage, fpage.getByRole('button', { name: 'New withdrawal' }));
    const form = fpage.getByRole('dialog', { name: 'New withdrawal' });
    await pick(fpage, form.getByRole('combobox', { name: 'Partner' }), code, new RegExp(code));
    await typeInto(fpage, form.getByRole('textbox', { name: 'Amount' }), String(WITHDRAWAL / 100));
    await fpage.keyboard.press('Tab');
    await press(fpage, form.getByRole('button', { name: 'Save', exact: true }));
    // Saved, its detail opens.
    const applied = fpage.getByRole('dialog', { name: /^Withdrawal WD/ });
    await applied.waitFor({ timeout: BUSY_MACHINE_MS });
    const withdrawalNo = (await detailValue(applied, 'Number')) || '';
    expect(withdrawalNo).toMatch(/^WD\d+$/);
    expect(await detailValue(applied, 'Amount')).toBe(money(WITHDRAWAL));
    expect(await detailValue(applied, 'Status')).toBe('Applied');

    // Above the second-approval amount: the finance user (who cannot read the configuration) is told two are needed.
    await applied
      .getByText('This amount needs two approvals, by two different finance users.')
      .waitFor({ timeout: BUSY_MACHINE_MS });
    // First approval, by the finance user: it still waits for a second, different approver.
    await approve(fpage, applied);
    await applied.getByText('First of two approvals given').waitFor({ timeout: BUSY_MACHINE_MS });
    expect(await detailValue(applied, 'Status')).toBe('Applied');
    expect(await detailValue(applied, 'Approvals')).toBe('1');
    await fpage.keyboard.press('Escape');

    // Second approval, by the administrator (finance-capable too): approved.
    const paying = await openWithdrawal(page, withdrawalNo);
    await approve(page, paying);
    await expect.poll(() => detailValue(paying, 'Status'), { timeout: BUSY_MACHINE_MS }).toBe('Approved');
    expect(await detailValue(paying, 'Approvals')).toBe('2');

    // The finance user marks it paid with the bank's reference and the bank's slip chosen from the library.
    const reference = `BOC-${tag}`;
    const payingAsFinance = await openWithdrawal(fpage, withdrawalNo);
    await press(fpage, payingAsFinance.getByRole('button', { name: 'Mark paid' }));
    const pay = payingAsFinance.getByRole('form', { name: 'Mark the withdrawal paid' });
    await typeInto(fpage, pay.getByRole('textbox', { name: 'Bank reference' }), reference);
    await press(fpage, pay.getByRole('button', { name: 'Choose from the library' }));
    const picker = fpage.getByRole('dialog', { name: 'Choose materials' });
    await typeInto(fpage, picker.getByRole('searchbox', { name: 'Search materials' }), proof.name);
    // Only the proof left in the grid: the search has answered.
    const materials = picker.getByRole('grid', { name: 'Materials' }).getByRole('row');
    await expect
      .poll(() => materials.allInnerTexts(), { timeout: BUSY_MACHINE_MS })
      .toEqual([expect.stringContaining(proof.name)]);
    await picker.getByRole('checkbox', { name: `Select ${proof.name}` }).focus();
    await fpage.keyboard.press('Space');
    await press(fpage, picker.getByRole('button', { name: 'Confirm' }));
    await picker.waitFor({ state: 'hidden' });
    await press(fpage, pay.getByRole('button', { name: 'Mark paid' }));
    await expect.poll(() => detailValue(payingAsFinance, 'Status'), { timeout: BUSY_MACHINE_MS }).toBe('Paid');
    expect(await detailValue(payingAsFinance, 'Bank reference')).toBe(reference);
    // The proof shows by its name (a download), not the material's number.
    await payingAsFinance.getByRole('button', { name: `Download the proof ${proof.name}` }).waitFor();
    const [paid] = (
      await apiAs<{ list: { id: number; proofMaterialId: number | null }[] }>(
        page,
        'GET',
        `/withdrawals?${new URLSearchParams({ q: withdrawalNo })}`,
      )
    ).list;
    expect(paid?.proofMaterialId).toBe(proof.id);

    // The ledger: the amount held at application, paid out of held; the available balance dropped by it.
    detail = await openPartner(page, code, 'Ledger');
    const held = rowWith(ledger(), 'Withdrawal held', '-', `−${money(WITHDRAWAL)}`, `+${money(WITHDRAWAL)}`);
    const out = rowWith(ledger(), 'Withdrawal paid', '-', '-', `−${money(WITHDRAWAL)}`);
    for (const row of [held, out]) {
      const slip = await row.getByRole('link', { name: /^Withdrawal / }).getAttribute('href');
      expect(slip).toBe(`/admin/finance/withdrawal/list/print/${paid?.id}`);
    }
    await out.getByText(reference).waitFor();
    detail = await openPartner(page, code, 'Details');
    expect(await detailValue(detail, 'Available')).toBe(money(COMMISSION - WITHDRAWAL));
    expect(await detailValue(detail, 'Held for withdrawals')).toBe(money(0));

    // Every partner's balances still equal the sums of their ledgers.
    await page.goto(`${base()}/finance/partner`);
    await press(page, page.getByRole('button', { name: 'Check balances' }));
    await page.getByText("Every partner's balances equal the sums of its ledger").waitFor({ timeout: BUSY_MACHINE_MS });

    // An invoice of the paid order: requested with a company header and its tax ID, then issued.
    const title = `上海悦购生活百货有限公司 ${tag}`;
    const taxId = '91310101MA1FPX1234';
    await fpage.goto(`${base()}/finance/invoice/list`);
    await press(fpage, fpage.getByRole('button', { name: 'Request an invoice' }));
    const request = fpage.getByRole('dialog', { name: 'Request an invoice' });
    await pick(fpage, request.getByRole('combobox', { name: 'Order' }), order.orderNo, order.orderNo);
    expect(await request.getByRole('button', { name: /Header$/ }).innerText()).toBe('Company');
    await typeInto(fpage, request.getByRole('textbox', { name: 'Title' }), title);
    await typeInto(fpage, request.getByRole('textbox', { name: 'Tax ID' }), taxId);
    await press(fpage, request.getByRole('button', { name: 'Save', exact: true }));
    let invoice = fpage.getByRole('dialog', { name: `Invoice ${title}` });
    await invoice.waitFor({ timeout: BUSY_MACHINE_MS });
    expect(await detailValue(invoice, 'Status')).toBe('Requested');
    await press(fpage, invoice.getByRole('button', { name: 'Issue', exact: true }));
    const ask = fpage.getByRole('alertdialog', { name: `Issue the invoice "${title}"?` });
    await press(fpage, ask.getByRole('button', { name: 'Issue', exact: true }));
    invoice = fpage.getByRole('dialog', { name: /^Invoice FP/ });
    await invoice.waitFor({ timeout: BUSY_MACHINE_MS });
    const invoiceNo = await detailValue(invoice, 'Number');
    expect(invoiceNo.startsWith(INVOICE_NUMBER_PREFIX.invoice)).toBe(true);
    expect(await detailValue(invoice, 'Status')).toBe('Issued');
    expect(await detailValue(invoice, 'Total')).toBe(money(ORDER_TOTAL));

    // Its print view: the document in its own language, Chinese, with the total in capitals.
    const { values } = await apiWith<FinanceConfig>(adminToken, 'GET', '/config/finance');
    const tax = lineTax(ORDER_TOTAL, Number(values.invoiceTaxRateBp));
    await press(fpage, invoice.getByRole('link', { name: 'Print' }));
    await fpage.waitForURL(/\/finance\/invoice\/list\/print\/\d+$/);
    const chinese = fpage.getByRole('article', { name: `增值税普通发票 ${invoiceNo}` });
    await chinese.waitFor({ timeout: BUSY_MACHINE_MS });
    await chinese.getByRole('heading', { level: 1, name: '增值税普通发票' }).waitFor();
    const buyer = chinese.getByRole('region', { name: '购买方' });
    expect(await buyer.getByRole('definition').allInnerTexts()).toEqual([title, taxId]);
    const grossZh = await chinese
      .getByRole('row', { name: /^价税合计/ })
      .getByRole('cell')
      .innerText();
    expect(grossZh.replace(/\s+/g, ' ').trim()).toBe(
      `${amountInWords(ORDER_TOTAL)} ${printMoney(ORDER_TOTAL, 'zh-CN')}`,
    );
    // In English: the figures, and no capitals.
    await press(fpage, fpage.getByRole('button', { name: 'English' }));
    const english = fpage.getByRole('article', { name: `VAT invoice ${invoiceNo}` });
    await english.waitFor({ timeout: BUSY_MACHINE_MS });
    const figures = (name: RegExp) => english.getByRole('row', { name }).getByRole('cell').allInnerTexts();
    expect(await figures(/^Total incl\. tax/)).toEqual([printMoney(ORDER_TOTAL, 'en-US')]);
    expect((await figures(/^Total ¥/)).filter(Boolean)).toEqual([
      printMoney(tax.netAmount, 'en-US'),
      printMoney(tax.taxAmount, 'en-US'),
    ]);

    // Reversed whole by a credit note, from the list: its own number, linked to the original, which is reversed.
    await fpage.goto(`${base()}/finance/invoice/list?${new URLSearchParams({ q: invoiceNo })}`);
    const original = fpage.getByRole('row', { name: new RegExp(`^${literal(invoiceNo)} `) });
    await press(fpage, original.getByRole('button', { name: `Credit note for ${invoiceNo} ${title}` }));
    const credit = fpage.getByRole('dialog', { name: `Credit note for ${invoiceNo}` });
    const whole = credit.getByRole('radio', { name: `All that is left (${money(ORDER_TOTAL)})` });
    await whole.waitFor({ timeout: BUSY_MACHINE_MS });
    expect(await whole.isChecked()).toBe(true);
    await press(fpage, credit.getByRole('button', { name: 'Issue credit note' }));
    await credit.waitFor({ state: 'detached', timeout: BUSY_MACHINE_MS });

    await fpage.goto(`${base()}/finance/invoice/list?${new URLSearchParams({ saleOrderId: String(order.id) })}`);
    const note = fpage.getByRole('row', { name: new RegExp(`^${INVOICE_NUMBER_PREFIX.creditNote}\\S+ Credit note `) });
    await note.waitFor({ timeout: BUSY_MACHINE_MS });
    // The number cell also marks the row as a credit note.
    const noteNo = (await note.getByRole('rowheader').innerText()).trim().split(/\s/)[0] ?? '';
    expect(noteNo.startsWith(INVOICE_NUMBER_PREFIX.creditNote)).toBe(true);
    expect(noteNo).not.toBe(invoiceNo);
    expect(await note.getByRole('cell').allInnerTexts()).toEqual(
      expect.arrayContaining([order.orderNo, title, 'Issued', money(-ORDER_TOTAL)]),
    );
    await press(fpage, note.getByRole('link', { name: `The original invoice of ${noteNo} ${title}` }));
    await fpage.waitForURL(new RegExp(`q=${literal(invoiceNo)}$`));
    const reversed = fpage.getByRole('row', { name: new RegExp(`^${literal(invoiceNo)} `) });
    await reversed.getByRole('cell', { name: 'Reversed', exact: true }).waitFor({ timeout: BUSY_MACHINE_MS });

    await admin.context.close();
    await finance.context.close();
    // Two users, a dozen screens and a job-driven wait on two busy cores.
  });
});
