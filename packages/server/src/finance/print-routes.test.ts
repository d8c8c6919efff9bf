/**
 * Print data of invoices, credit notes and withdrawal slips, and their archived PDFs: rendered once per document and
 * language, the same bytes on every download, refused for documents that are not final, 503 when the font is missing.
 * The documents are written straight into the tables (issuing and paying are other suites' concern).
 */
import { amountInWords } from '@soundboard/contract';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { financeArchive, invoiceLines, invoices, partners, users, withdrawals } from '../db/schema';
import { configValue } from '../settings/config-store';
import { Commerce, data } from '../test/commerce';
import { DEMO, forEachDriver } from '../test/harness';
import { PDF_FONT } from './pdf-render';

const FONT = PDF_FONT.path;

forEachDriver('finance print data and PDFs', (h) => {
  let admin: string;
  let invoiceId: number;
  let creditId: number;
  let requestedId: number;
  let withdrawalId: number;

  beforeAll(async () => {
    admin = await h.login('admin', DEMO.admin);
    const c = new Commerce(h, admin);
    const warehouseId = await c.warehouse('PRT-W');
    const productId = await c.product({ sku: 'PRT-SPK' });
    const customerId = await c.customer('打印测试客户');
    const order = data(await c.order({ customerId, warehouseId, lines: [{ productId, qty: 2, unitPrice: 56_500 }] }));
    const other = data(await c.order({ customerId, warehouseId, lines: [{ productId, qty: 1, unitPrice: 56_500 }] }));
    const db = h.database.db;
    const [adminUser] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    const [partner] = await db
      .insert(partners)
      .values({
        code: 'PRT-P1',
        name: '东方安装服务部',
        bankName: '招商银行上海分行',
        bankAccount: '6225880212345678',
        accountHolder: '王东',
      })
      .returning({ id: partners.id });
    const [w] = await db
      .insert(withdrawals)
      .values({
        withdrawalNo: 'TX202611260001',
        partnerId: partner?.id ?? 0,
        amount: 120_000,
        fee: 1_200,
        netAmount: 118_800,
        status: 'paid',
        approvals: 1,
        approvedBy: adminUser?.id,
        bankReference: 'CMB-7781',
        appliedAt: new Date('2026-11-20T02:00:00Z'),
        paidAt: new Date('2026-11-21T03:30:00Z'),
      })
      .returning({ id: withdrawals.id });
    withdrawalId = w?.id ?? 0;
    const header = {
      saleOrderId: order.id as number,
      title: '上海声悦商贸有限公司',
      taxId: '91310000MA1K000001',
      address: '上海市浦东新区世纪大道 100 号',
      phone: '021-5555 0101',
      bankName: '工商银行浦东支行',
      bankAccount: '1001200300400500',
      language: 'zh-CN' as const,
      vatKind: 'special' as const,
    };
    const [inv] = await db
      .insert(invoices)
      .values({
        ...header,
        invoiceNo: 'FP2026000001',
        status: 'reversed',
        netTotal: 100_000,
        taxTotal: 13_000,
        grossTotal: 113_000,
        issuedAt: new Date('2026-11-22T01:00:00Z'),
        requestedAt: new Date('2026-11-21T01:00:00Z'),
      })
      .returning({ id: invoices.id });
    invoiceId = inv?.id ?? 0;
    await db.insert(invoiceLines).values({
      invoiceId,
      sort: 0,
      description: '吸顶音箱 PRT-SPK',
      quantity: 2,
      unitPrice: 56_500,
      taxRateBp: 1300,
      netAmount: 100_000,
      taxAmount: 13_000,
      grossAmount: 113_000,
    });
    const [credit] = await db
      .insert(invoices)
      .values({
        ...header,
        documentKind: 'creditNote',
        originalId: invoiceId,
        invoiceNo: 'HZ2026000001',
        status: 'issued',
        netTotal: -100_000,
        taxTotal: -13_000,
        grossTotal: -113_000,
        issuedAt: new Date('2026-11-23T01:00:00Z'),
      })
      .returning({ id: invoices.id });
    creditId = credit?.id ?? 0;
    const [requested] = await db
      .insert(invoices)
      .values({ ...header, language: 'en-US', status: 'requested', saleOrderId: other.id, vatKind: 'normal' })
      .returning({ id: invoices.id });
    requestedId = requested?.id ?? 0;
  });

  afterEach(() => {
    PDF_FONT.path = FONT;
  });

  const get = (path: string) => h.call('GET', `/behind${path}`, { token: admin });
  const archivedRows = (entity: string, id: number) =>
    h.database.db
      .select()
      .from(financeArchive)
      .where(and(eq(financeArchive.entity, entity), eq(financeArchive.entityId, id)));

  describe('print data', () => {
    it('answers an invoice in its own language with lines, totals, capitals and the company', async () => {
      const doc = data(await get(`/invoices/${invoiceId}/print`));
      expect(doc).toMatchObject({
        language: 'zh-CN',
        documentLanguage: 'zh-CN',
        documentKind: 'invoice',
        vatKind: 'special',
        invoiceNo: 'FP2026000001',
        originalNo: null,
        grossTotal: 113_000,
        grossTotalInWords: '壹仟壹佰叁拾元整',
        buyer: { title: '上海声悦商贸有限公司', taxId: '91310000MA1K000001' },
        pdfArchived: false,
        // Issued: the PDF downloads (and is archived then) though none is kept yet.
        pdfReady: true,
      });
      expect(doc.saleOrderNo).not.toBe('');
      expect(doc.lines).toEqual([
        {
          description: '吸顶音箱 PRT-SPK',
          quantity: 2,
          unitPrice: 56_500,
          taxRateBp: 1300,
          netAmount: 100_000,
          taxAmount: 13_000,
          grossAmount: 113_000,
        },
      ]);
      expect(doc.company.name).toBe(await configValue(h.deps, 'company.name'));
    });

    it('prints figures only in English, under the English company name', async () => {
      const doc = data(await get(`/invoices/${invoiceId}/print?lang=en-US`));
      expect(doc).toMatchObject({ language: 'en-US', documentLanguage: 'zh-CN', grossTotalInWords: null });
      expect(doc.company.name).toBe(await configValue(h.deps, 'company.nameEn'));
    });

    it("names a credit note's original and reads its negative total with 负", async () => {
      const doc = data(await get(`/invoices/${creditId}/print`));
      expect(doc).toMatchObject({ documentKind: 'creditNote', originalNo: 'FP2026000001', grossTotal: -113_000 });
      expect(doc.grossTotalInWords).toBe(amountInWords(-113_000));
      expect(doc.grossTotalInWords.startsWith('负')).toBe(true);
    });

    it("answers a withdrawal slip with the partner's account masked and the approver's name", async () => {
      const doc = data(await get(`/withdrawals/${withdrawalId}/print?lang=zh-CN`));
      expect(doc).toMatchObject({
        withdrawalNo: 'TX202611260001',
        partner: { code: 'PRT-P1', name: '东方安装服务部', accountHolder: '王东' },
        amount: 120_000,
        fee: 1_200,
        netAmount: 118_800,
        netAmountInWords: '壹仟壹佰捌拾捌元整',
        bankReference: 'CMB-7781',
        paidAt: '2026-11-21T03:30:00.000Z',
      });
      expect(doc.partner.bankAccount).not.toContain('62258802');
      expect(doc.partner.bankAccount.endsWith('5678')).toBe(true);
      expect(doc.approvedBy).toBeTruthy();
    });

    it('refuses an unknown document and an unknown language', async () => {
      expect((await get('/invoices/999999/print')).status).toBe(404);
      const bad = await get(`/invoices/${invoiceId}/print?lang=fr-FR`);
      expect(bad.status).toBe(422);
      expect(bad.body.code).not.toBe(1);
    });
  });

  describe('archived PDFs', () => {
    it('renders a PDF once and serves the same bytes after, without rendering again', async () => {
      const first = await h.app.request(`/behind/invoices/${invoiceId}/pdf`, { headers: { 'admin-token': admin } });
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('application/pdf');
      const bytes = new Uint8Array(await first.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      expect(await archivedRows('invoice', invoiceId)).toHaveLength(1);
      // Without its font the server could not render: the second download can only be the kept bytes.
      PDF_FONT.path = '/nonexistent/font.ttc';
      const second = await h.app.request(`/behind/invoices/${invoiceId}/pdf`, { headers: { 'admin-token': admin } });
      expect(second.status).toBe(200);
      expect(new Uint8Array(await second.arrayBuffer())).toEqual(bytes);
      expect(await archivedRows('invoice', invoiceId)).toHaveLength(1);
      expect(data(await get(`/invoices/${invoiceId}/print`)).pdfArchived).toBe(true);
    });

    it('answers 503 with a translated message when the font is missing, archiving nothing', async () => {
      PDF_FONT.path = '/nonexistent/font.ttc';
      const result = await h.call('GET', `/behind/withdrawals/${withdrawalId}/pdf?lang=en-US`, {
        token: admin,
        headers: { 'accept-language': 'en-US' },
      });
      expect(result.status).toBe(503);
      expect(result.body.message).toMatch(/font/);
      expect(await archivedRows('withdrawal', withdrawalId)).toHaveLength(0);
    });

    it('archives a paid withdrawal slip and a credit note per language', async () => {
      const slip = await h.app.request(`/behind/withdrawals/${withdrawalId}/pdf?lang=zh-CN`, {
        headers: { 'admin-token': admin },
      });
      expect(slip.status).toBe(200);
      expect(new TextDecoder().decode(new Uint8Array(await slip.arrayBuffer()).slice(0, 4))).toBe('%PDF');
      const credit = await h.app.request(`/behind/invoices/${creditId}/pdf?lang=en-US`, {
        headers: { 'admin-token': admin },
      });
      expect(credit.status).toBe(200);
      const rows = await archivedRows('invoice', creditId);
      expect(rows.map((row) => row.language)).toEqual(['en-US']);
      expect(await archivedRows('withdrawal', withdrawalId)).toHaveLength(1);
    });

    it('refuses the PDF of an invoice that is not issued, archiving nothing', async () => {
      const result = await get(`/invoices/${requestedId}/pdf`);
      expect(result.status).toBe(409);
      expect(result.body.code).not.toBe(1);
      expect(await archivedRows('invoice', requestedId)).toHaveLength(0);
      expect(data(await get(`/invoices/${requestedId}/print`)).pdfReady).toBe(false);
    });
  });
});
