/**
 * Invoices (issue 22): the request rules, issue with gap-free numbers (also under concurrent issues), tax on the
 * lines, immutability once issued, credit notes of the whole and of parts (never beyond what is left), and the
 * refund flag with its clearing by a covering credit note.
 */
import { MESSAGES } from '@soundboard/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { Commerce, data } from '../test/commerce';
import { type CallResult, DEMO, forEachDriver, type Harness } from '../test/harness';
import { flagInvoicesForRefund } from './invoice-flags';

const zh = MESSAGES['zh-CN'];
const YEAR = () => new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();

/** A fingerprint of the invoice tables and the audit log's size: equal means nothing was written. */
async function invoiceSnapshot(h: Harness): Promise<Record<string, string>> {
  const parts = ['invoices', 'invoice_lines', 'document_counters'].map(
    (table) => `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${table} t) as ${table}`,
  );
  const result = (await h.database.db.execute(
    sql.raw(`select (select count(*) from audit_log)::text as audit_log, ${parts.join(', ')}`),
  )) as unknown as { rows: Record<string, string>[] };
  return result.rows[0] ?? {};
}

forEachDriver('invoices', (h) => {
  let t: Commerce;
  let warehouseId = 0;
  let customerId = 0;
  let speaker = 0;
  let amp = 0;

  beforeAll(async () => {
    t = new Commerce(h, await h.login('admin', DEMO.admin));
    warehouseId = await t.warehouse('INV-WH');
    customerId = await t.customer('静安音响工程');
    speaker = await t.product({ sku: 'INV-SPK', salePrice: 11_300 });
    amp = await t.product({ sku: 'INV-AMP', salePrice: 999 });
    await t.stockTo(speaker, warehouseId, 500);
    await t.stockTo(amp, warehouseId, 500);
  });

  /** An approved order of 3 speakers at 113.00 and 7 amplifiers at 9.99 (one 1.00 off), paid in full. */
  async function paidOrder() {
    const order = await t.approvedOrder({
      customerId,
      warehouseId,
      lines: [
        { productId: speaker, qty: 3, unitPrice: 11_300 },
        { productId: amp, qty: 7, unitPrice: 999, discount: 100 },
      ],
    });
    await t.pay(customerId, order.id, order.total);
    return order;
  }

  const request = (saleOrderId: number, fields: Record<string, unknown> = {}) =>
    t.call('POST', '/behind/invoices', {
      saleOrderId,
      headerKind: 'company',
      vatKind: 'normal',
      title: '静安音响工程有限公司',
      taxId: '91310000MA1FL0XX1X',
      language: 'zh-CN',
      // Lines are made at issue: a request has none.
      lines: [],
      ...fields,
    });

  const act = (id: number, action: string, body: Record<string, unknown> = {}) =>
    t
      .get('/behind/invoices', id)
      .then(({ version }) => t.call('POST', `/behind/invoices/${id}/${action}`, { version, ...body }));

  async function refusedUnchanged(status: number, run: () => Promise<CallResult>) {
    const before = await invoiceSnapshot(h);
    const result = await run();
    expect(result.status, JSON.stringify(result.body)).toBe(status);
    expect(await invoiceSnapshot(h)).toEqual(before);
    return result;
  }

  async function issuedInvoice() {
    const order = await paidOrder();
    const requested = data(await request(order.id));
    return { order, issued: data(await act(requested.id, 'issue')) };
  }

  it('takes requests only for paid orders with no open refund and no other invoice', async () => {
    const unpaid = await t.approvedOrder({
      customerId,
      warehouseId,
      lines: [{ productId: speaker, qty: 1, unitPrice: 11_300 }],
    });
    const notPaid = await refusedUnchanged(409, () => request(unpaid.id));
    expect(notPaid.body.message).toBe(zh['invoice.orderNotPaid']);

    const order = await paidOrder();
    const refund = data(
      await t.call('POST', '/behind/refunds', {
        orderId: order.id,
        type: 'refund_only',
        reason: 'not_needed',
        requestedAmount: 100,
        lines: [],
      }),
    );
    await refusedUnchanged(409, () => request(order.id));
    data(await t.act('/behind/refunds', refund.id, 'cancel'));

    const first = data(await request(order.id));
    expect(first).toMatchObject({ status: 'requested', documentKind: 'invoice', invoiceNo: '', needsReversal: false });
    expect(first.requestedAt).toBeTruthy();
    const duplicate = await refusedUnchanged(409, () => request(order.id, { title: 'Again' }));
    expect(duplicate.body.message).toContain(first.id.toString());
    // Rejected, the order may be asked for again.
    data(await act(first.id, 'reject', { reason: 'wrong title' }));
    expect(data(await request(order.id)).status).toBe('requested');
  });

  it('asks a special VAT invoice for the bank details and a company header for its tax ID', async () => {
    const order = await paidOrder();
    const special = await refusedUnchanged(422, () =>
      request(order.id, { vatKind: 'special', taxId: '', bankName: '', bankAccount: '', address: '' }),
    );
    const paths = special.body.data.issues.map((issue: { path: string }) => issue.path).sort();
    expect(paths).toEqual(['address', 'bankAccount', 'bankName', 'taxId']);
    const company = await refusedUnchanged(422, () => request(order.id, { taxId: '' }));
    expect(company.body.data.issues.map((issue: { path: string }) => issue.path)).toEqual(['taxId']);
    expect(data(await request(order.id, { headerKind: 'personal', taxId: '', title: '王磊' })).status).toBe(
      'requested',
    );
  });

  it('issues with the order lines, tax worked back per line and totals their sums', async () => {
    const { order, issued } = await issuedInvoice();
    expect(issued.status).toBe('issued');
    expect(issued.invoiceNo).toMatch(new RegExp(`^FP${YEAR()}-\\d{6}$`));
    expect(issued.issuedAt).toBeTruthy();
    const detail = await t.get('/behind/invoices', issued.id);
    const lines = detail.lines as { grossAmount: number; netAmount: number; taxAmount: number; taxRateBp: number }[];
    // 3 × 113.00 = 339.00 → 300.00 + 39.00; 7 × 9.99 − 1.00 = 68.93 → 61.00 (60.999…) + 7.93.
    expect(lines.map((line) => [line.grossAmount, line.netAmount, line.taxAmount, line.taxRateBp])).toEqual([
      [33_900, 30_000, 3_900, 1300],
      [6_893, 6_100, 793, 1300],
    ]);
    expect([detail.grossTotal, detail.netTotal, detail.taxTotal]).toEqual([40_793, 36_100, 4_693]);
    expect(detail.grossTotal).toBe(order.total);
    expect(detail.credit).toMatchObject({ creditedTotal: 0, remainingTotal: 40_793, creditNotes: [] });
  });

  it('never changes an issued invoice: no update, no line change, no second issue, no delete', async () => {
    const { issued } = await issuedInvoice();
    const detail = await t.get('/behind/invoices', issued.id);
    const { id, version, saleOrderId, headerKind, vatKind, taxId, language } = detail;
    await refusedUnchanged(409, () =>
      t.call('PUT', `/behind/invoices/${id}`, {
        version,
        saleOrderId,
        headerKind,
        vatKind,
        taxId,
        language,
        title: 'Changed',
        lines: [],
      }),
    );
    await refusedUnchanged(409, () =>
      t.call('PUT', `/behind/invoices/${id}`, {
        version,
        saleOrderId,
        headerKind,
        vatKind,
        taxId,
        language,
        title: detail.title,
        lines: [
          {
            description: 'Changed',
            quantity: 1,
            unitPrice: 1,
            taxRateBp: 1300,
            grossAmount: 1,
            netAmount: 1,
            taxAmount: 0,
          },
        ],
      }),
    );
    await refusedUnchanged(409, () => act(id, 'issue'));
    await refusedUnchanged(409, () => act(id, 'reject', { reason: 'late' }));
    const deleted = await refusedUnchanged(409, () => t.call('DELETE', `/behind/invoices/${id}?version=${version}`));
    expect(deleted.status).toBe(409);
    expect(await t.get('/behind/invoices', id)).toEqual(detail);
  });

  it('numbers concurrent issues 1..n with no gap and no repeat', async () => {
    const requested: number[] = [];
    for (let i = 0; i < 5; i++) requested.push(data(await request((await paidOrder()).id)).id);
    const versions = await Promise.all(requested.map((id) => t.get('/behind/invoices', id)));
    const answers = await Promise.all(
      versions.map((row) => t.call('POST', `/behind/invoices/${row.id}/issue`, { version: row.version })),
    );
    const numbers = answers.map((answer) => data(answer).invoiceNo as string);
    const values = numbers.map((no) => Number(no.split('-')[1])).sort((a, b) => a - b);
    // Consecutive and distinct, and the counter stands at the last one given: nothing skipped, nothing repeated.
    expect(values).toEqual(values.map((_, index) => (values[0] ?? 0) + index));
    const counter = (await h.database.db.execute(
      sql`select last from document_counters where scope = ${`invoice:${YEAR()}`}`,
    )) as unknown as { rows: { last: number }[] };
    expect(counter.rows[0]?.last).toBe(values.at(-1));
  });

  it('credits a part, then the rest, never beyond what is left, and links both ways', async () => {
    const { issued } = await issuedInvoice();
    const original = await t.get('/behind/invoices', issued.id);
    const [speakers, amps] = original.lines;
    await refusedUnchanged(422, () => act(issued.id, 'credit-note', { lines: [{ lineId: amps.id, quantity: 8 }] }));
    await refusedUnchanged(422, () => act(issued.id, 'credit-note', { lines: [{ lineId: 999_999, quantity: 1 }] }));

    const part = data(await act(issued.id, 'credit-note', { lines: [{ lineId: amps.id, quantity: 3 }] }));
    expect(part).toMatchObject({ documentKind: 'creditNote', originalId: issued.id, status: 'issued' });
    expect(part.invoiceNo).toMatch(new RegExp(`^HC${YEAR()}-\\d{6}$`));
    // 3/7 of 68.93 = 29.541… → 29.54, tax worked back as on the original.
    expect([part.grossTotal, part.netTotal, part.taxTotal]).toEqual([-2_954, -2_614, -340]);
    const partDetail = await t.get('/behind/invoices', part.id);
    expect(partDetail.lines.map((line: { quantity: number }) => line.quantity)).toEqual([-3]);

    const after = await t.get('/behind/invoices', issued.id);
    expect(after.status).toBe('issued');
    expect(after.credit.creditedTotal).toBe(2_954);
    expect(after.credit.remainingTotal).toBe(40_793 - 2_954);
    expect(after.credit.lines[1]).toMatchObject({ creditedQuantity: 3, remainingQuantity: 4 });
    expect(after.credit.creditNotes.map((note: { id: number }) => note.id)).toEqual([part.id]);
    await refusedUnchanged(422, () => act(issued.id, 'credit-note', { lines: [{ lineId: amps.id, quantity: 5 }] }));

    // The rest of it: what is left of each line, so the original nets to zero to the fen.
    const rest = data(await act(issued.id, 'credit-note', {}));
    expect(rest.grossTotal).toBe(-(40_793 - 2_954));
    const reversed = await t.get('/behind/invoices', issued.id);
    expect(reversed.status).toBe('reversed');
    expect(reversed.credit).toMatchObject({ creditedTotal: 40_793, remainingTotal: 0 });
    expect(reversed.credit.lines.map((line: { remainingQuantity: number }) => line.remainingQuantity)).toEqual([0, 0]);
    expect(speakers.quantity).toBe(3);
    await refusedUnchanged(409, () => act(issued.id, 'credit-note', {}));
    // A credit note is final too.
    await refusedUnchanged(409, () => act(part.id, 'credit-note', {}));
  });

  it('exports the filtered list as CSV with its numbers', async () => {
    const { issued } = await issuedInvoice();
    const response = await h.app.request(`/behind/invoices/export?q=${issued.invoiceNo}`, {
      headers: { 'admin-token': t.token, 'accept-language': 'en-US', 'x-forwarded-for': '10.0.0.1' },
    });
    expect(response.status).toBe(200);
    const rows = (await response.text()).trimEnd().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(issued.invoiceNo);
  });

  describe('the refund flag', () => {
    it('flags the issued invoice when a refund is paid and clears it with a covering credit note', async () => {
      const { order, issued } = await issuedInvoice();
      const refund = data(
        await t.call('POST', '/behind/refunds', {
          orderId: order.id,
          type: 'refund_only',
          reason: 'not_needed',
          requestedAmount: 11_300,
          lines: [],
        }),
      );
      data(await t.act('/behind/refunds', refund.id, 'approve', { approvedAmount: 11_300 }));
      data(await t.act('/behind/refunds', refund.id, 'refund'));
      // The refund's payment calls it (finance/commission.ts); called again it changes nothing.
      const now = h.now();
      await h.database.db.transaction((tx) => flagInvoicesForRefund(tx, order.id, now));
      const flagged = await t.get('/behind/invoices', issued.id);
      expect(flagged.needsReversal).toBe(true);
      expect(await h.database.db.transaction((tx) => flagInvoicesForRefund(tx, order.id, now))).toEqual([]);

      const speakers = flagged.lines[0];
      data(await act(issued.id, 'credit-note', { lines: [{ lineId: speakers.id, quantity: 1 }] }));
      const cleared = await t.get('/behind/invoices', issued.id);
      expect(cleared).toMatchObject({ status: 'issued', needsReversal: false });
    });

    it('leaves requested and rejected invoices alone', async () => {
      const order = await paidOrder();
      const requested = data(await request(order.id));
      const now = h.now();
      expect(await h.database.db.transaction((tx) => flagInvoicesForRefund(tx, order.id, now))).toEqual([]);
      expect((await t.get('/behind/invoices', requested.id)).needsReversal).toBe(false);
    });
  });
});
