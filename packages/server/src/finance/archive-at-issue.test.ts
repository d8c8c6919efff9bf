/**
 * Issuing archives (issue 22: "the server renders a PDF of each issued document and archives it unchanged"): once
 * an invoice's or a credit note's issuing transaction has committed, its PDF in the document's language is in the
 * archive, and the download answers exactly those bytes. Archiving that fails (no font) leaves the issue done and
 * is logged; the first download archives then.
 */
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { financeArchive } from '../db/schema';
import type { Logger } from '../log';
import { forgetConfig } from '../settings/config-store';
import { Commerce, data } from '../test/commerce';
import { DEMO, forEachDriver } from '../test/harness';
import { appendLedger } from './ledger';
import { PDF_FONT } from './pdf-render';
import { SLIP_LANGUAGE } from './print-data';

const FONT = PDF_FONT.path;

forEachDriver('finance PDFs archived at issue and payment', (h) => {
  let t: Commerce;
  let admin = '';
  let warehouseId = 0;
  let customerId = 0;
  let speaker = 0;
  let log: Logger;

  beforeAll(async () => {
    log = h.deps.log;
    admin = await h.login('admin', DEMO.admin);
    t = new Commerce(h, admin);
    warehouseId = await t.warehouse('ARC-WH');
    customerId = await t.customer('归档测试客户');
    speaker = await t.product({ sku: 'ARC-SPK', salePrice: 11_300 });
    await t.stockTo(speaker, warehouseId, 100);
  });

  afterEach(() => {
    PDF_FONT.path = FONT;
    h.deps.log = log;
  });

  /** A requested invoice in `language` for a paid order of 2 speakers. */
  async function requested(language: 'zh-CN' | 'en-US') {
    const order = await t.approvedOrder({
      customerId,
      warehouseId,
      lines: [{ productId: speaker, qty: 2, unitPrice: 11_300 }],
    });
    await t.pay(customerId, order.id, order.total);
    return data(
      await t.call('POST', '/behind/invoices', {
        saleOrderId: order.id,
        headerKind: 'company',
        vatKind: 'normal',
        title: '归档测试有限公司',
        taxId: '91310000MA1FL0AR1C',
        language,
        lines: [],
      }),
    ).id as number;
  }

  const act = async (id: number, action: string) => {
    const { version } = await t.get('/behind/invoices', id);
    return data(await t.call('POST', `/behind/invoices/${id}/${action}`, { version }));
  };

  const archived = (id: number) =>
    h.database.db
      .select()
      .from(financeArchive)
      .where(and(eq(financeArchive.entity, 'invoice'), eq(financeArchive.entityId, id)));

  async function storedBytes(hash: string): Promise<Uint8Array> {
    const object = await h.deps.files.get(hash);
    if (!object) throw new Error(`no stored file ${hash}`);
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
    return new Uint8Array(Buffer.concat(chunks));
  }

  async function download(id: number, language: string): Promise<Uint8Array> {
    const answer = await h.app.request(`/behind/invoices/${id}/pdf?lang=${language}`, {
      headers: { 'admin-token': admin },
    });
    expect(answer.status).toBe(200);
    return new Uint8Array(await answer.arrayBuffer());
  }

  it("archives an issued invoice's PDF in its language, and the download answers those bytes", async () => {
    const id = await requested('en-US');
    // The settings read afresh (as after 10 s idle): archiving must not wait on a connection it holds itself.
    forgetConfig(h.deps.db);
    const issued = await act(id, 'issue');
    expect(issued.status).toBe('issued');
    const rows = await archived(id);
    expect(rows.map((row) => row.language)).toEqual(['en-US']);
    const kept = await storedBytes(rows[0]?.fileHash ?? '');
    expect(new TextDecoder().decode(kept.slice(0, 5))).toBe('%PDF-');
    expect(kept.byteLength).toBe(rows[0]?.size);
    expect(await download(id, 'en-US')).toEqual(kept);
    expect(data(await t.call('GET', `/behind/invoices/${id}/print`)).pdfArchived).toBe(true);
  });

  it("archives a credit note's PDF in the language it took from its original", async () => {
    const id = await requested('zh-CN');
    await act(id, 'issue');
    const note = await act(id, 'credit-note');
    expect(note.documentKind).toBe('creditNote');
    const rows = await archived(note.id);
    expect(rows.map((row) => row.language)).toEqual(['zh-CN']);
    expect(await download(note.id, 'zh-CN')).toEqual(await storedBytes(rows[0]?.fileHash ?? ''));
    // The original was archived at its own issue, and reversing it archived nothing more.
    expect((await archived(id)).map((row) => row.language)).toEqual(['zh-CN']);
  });

  it('issues all the same when the PDF cannot be rendered, logs it, and the first download archives', async () => {
    const lines: { level: string; msg: string; fields: Record<string, unknown> }[] = [];
    const capture: Logger = (level, msg, fields = {}) => lines.push({ level, msg, fields });
    h.deps.log = capture;
    const id = await requested('zh-CN');
    PDF_FONT.path = '/nonexistent/font.ttc';
    const issued = await act(id, 'issue');
    expect(issued.status).toBe('issued');
    expect(issued.invoiceNo).not.toBe('');
    expect(await archived(id)).toHaveLength(0);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        fields: expect.objectContaining({ entity: 'invoice', id, language: 'zh-CN' }),
      }),
    ]);
    PDF_FONT.path = FONT;
    const bytes = await download(id, 'zh-CN');
    const rows = await archived(id);
    expect(rows).toHaveLength(1);
    expect(bytes).toEqual(await storedBytes(rows[0]?.fileHash ?? ''));
  });

  it("archives a paid withdrawal's slip once the payment has committed", async () => {
    const created = data(
      await t.call('POST', '/behind/partners', {
        code: 'ARCP1',
        name: '归档合作方',
        kind: 'company',
        status: 'active',
        commissionRateBp: 500,
      }),
    );
    await h.database.db.transaction((tx) =>
      appendLedger(tx, { partnerId: created.id, kind: 'adjustment', availableDelta: 500_00, reason: 'test' }, h.now()),
    );
    const applied = data(await t.call('POST', '/behind/withdrawals', { partnerId: created.id, amount: 200_00 }));
    data(await t.act('/behind/withdrawals', applied.id, 'approve'));
    const rows = () =>
      h.database.db
        .select()
        .from(financeArchive)
        .where(and(eq(financeArchive.entity, 'withdrawal'), eq(financeArchive.entityId, applied.id)));
    expect(await rows()).toHaveLength(0);
    forgetConfig(h.deps.db);
    data(await t.act('/behind/withdrawals', applied.id, 'pay', { bankReference: 'ARC-0001' }));
    const kept = await rows();
    expect(kept.map((row) => row.language)).toEqual([SLIP_LANGUAGE]);
    const answer = await h.app.request(`/behind/withdrawals/${applied.id}/pdf?lang=${SLIP_LANGUAGE}`, {
      headers: { 'admin-token': admin },
    });
    expect(answer.status).toBe(200);
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(await storedBytes(kept[0]?.fileHash ?? ''));
  });
});
