/**
 * Demo partners with their orders' commission ledgers, withdrawals in every state and invoices with a credit note
 * (demo mode, after the commerce history). Deterministic for a `now`: the partners brought every third of the recent
 * completed, paid orders without refunds (in fixed turns); each order's commission accrued frozen when it completed
 * and unfroze after the configured days (if that has passed); the ledger rows and the partners' balances agree
 * (./finance-book.ts checks no bucket ever goes below zero).
 */
import { CONFIG_GROUPS } from '@soundboard/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { documentCounters, invoiceLines, invoices, partnerLedger, partners, withdrawals } from '../../db/schema';
import { linesFromOrder } from '../../finance/invoice-lines';
import { UNFREEZE_JOB, unfreezeJobKey } from '../../finance/unfreeze';
import { scheduleJob } from '../../jobs/queue';
import { Book, commissionOf } from './finance-book';
import { buildInvoices, type InvoiceOrder } from './finance-invoices';
import { DEMO_PARTNERS, ORDER_TURNS, PARTNER_ORDER_STEP, PARTNER_ORDERS } from './finance-partners';
import { buildWithdrawals, type DayAt } from './finance-withdrawals';

const DAY_MS = 86_400_000;
const CHINA_MS = 8 * 3_600_000;

type Staff = { finance: number; admin: number };

function rowsOf<T>(answer: unknown): T[] {
  // Both drivers answer db.execute with { rows }; bigint and timestamps differ, so callers convert.
  return (answer as { rows: T[] }).rows;
}

/** Completed, paid orders without refunds, most recently completed first. */
async function paidOrders(tx: Tx, now: Date) {
  const rows = rowsOf<{ id: number; total: number | string; completed: string | Date }>(
    await tx.execute(sql`
      SELECT o.id, o.total, o.updated_at AS completed FROM sale_orders o
      WHERE o.status = 'completed' AND o.pay_status = 'paid' AND o.refunded_amount = 0 AND o.partner_id IS NULL
        AND o.updated_at < ${now.toISOString()}::timestamptz
        AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.order_id = o.id)
      ORDER BY o.updated_at DESC, o.id DESC LIMIT ${PARTNER_ORDERS * PARTNER_ORDER_STEP}`),
  );
  return rows.map((row) => ({ id: Number(row.id), total: Number(row.total), completed: new Date(row.completed) }));
}

async function invoiceOrders(tx: Tx, ids: number[], rateBp: number): Promise<InvoiceOrder[]> {
  const heads = rowsOf<{ id: number; customer: string; company: string | null; code: string | null }>(
    await tx.execute(sql`
      SELECT o.id, c.name AS customer, co.name AS company, co.credit_code AS code FROM sale_orders o
      JOIN customers c ON c.id = o.customer_id LEFT JOIN companies co ON co.id = c.company_id
      WHERE o.id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  );
  const list: InvoiceOrder[] = [];
  for (const id of ids) {
    const head = heads.find((row) => Number(row.id) === id);
    list.push({
      id,
      customerName: head?.customer ?? '',
      companyName: head?.company ?? null,
      creditCode: head?.code || null,
      lines: await linesFromOrder(tx, id, rateBp),
    });
  }
  return list;
}

export async function seedDemoFinance(tx: Tx, now: Date, staff: Staff): Promise<void> {
  // `day(n, h)`: n China calendar days before now's, at h o'clock China time.
  const today = Math.floor((now.getTime() + CHINA_MS) / DAY_MS) * DAY_MS - CHINA_MS;
  const day: DayAt = (daysAgo, hour) => new Date(today - daysAgo * DAY_MS + hour * 3_600_000);
  const frozenDays = CONFIG_GROUPS.finance.commissionFrozenDays.default;
  const rateBp = CONFIG_GROUPS.finance.invoiceTaxRateBp.default;

  const orders = await paidOrders(tx, now);
  const linked = orders.filter((_, index) => index % PARTNER_ORDER_STEP === 0).slice(0, PARTNER_ORDERS);
  const book = new Book();
  const orderPartner = new Map<number, number>();
  for (const [index, order] of linked.entries()) {
    const partner = ORDER_TURNS[index % ORDER_TURNS.length] ?? 0;
    const rate = DEMO_PARTNERS[partner]?.commissionRateBp ?? 0;
    const commission = commissionOf(order.total, rate);
    if (commission === 0) continue;
    orderPartner.set(order.id, partner);
    const unfreezeAt = new Date(order.completed.getTime() + frozenDays * DAY_MS);
    book.add(partner, 'accrue', order.completed, { frozenDelta: commission, saleOrderId: order.id, unfreezeAt });
    if (unfreezeAt <= now)
      book.add(partner, 'unfreeze', unfreezeAt, {
        frozenDelta: -commission,
        availableDelta: commission,
        saleOrderId: order.id,
      });
  }
  const demoWithdrawals = buildWithdrawals(book, day, staff);
  const balances = DEMO_PARTNERS.map((_, index) => book.balances(index));

  const partnerIds = (
    await tx
      .insert(partners)
      .values(
        DEMO_PARTNERS.map((partner, index) => {
          const sums = balances[index] ?? { frozen: 0, available: 0, held: 0, earned: 0 };
          return {
            ...partner,
            frozenBalance: sums.frozen,
            availableBalance: sums.available,
            heldBalance: sums.held,
            totalEarned: sums.earned,
            createdAt: day(120, 9),
            updatedAt: day(1, 9),
            createdBy: staff.finance,
          };
        }),
      )
      .returning({ id: partners.id })
  ).map((row) => row.id);
  const partnerId = (index: number) => partnerIds[index] as number;

  for (const [orderId, partner] of orderPartner)
    await tx.execute(sql`UPDATE sale_orders SET partner_id = ${partnerId(partner)} WHERE id = ${orderId}`);

  const withdrawalYear = new Map<string, number>();
  const withdrawalIds = (
    await tx
      .insert(withdrawals)
      .values(
        demoWithdrawals.map((item) => {
          const year = new Date(item.appliedAt.getTime() + CHINA_MS).toISOString().slice(0, 4);
          const next = (withdrawalYear.get(year) ?? 0) + 1;
          withdrawalYear.set(year, next);
          const decided = item.approvals === 2 ? { secondApprovedBy: staff.admin } : {};
          return {
            withdrawalNo: `WD${year}${String(next).padStart(6, '0')}`,
            partnerId: partnerId(item.partner),
            amount: item.amount,
            fee: 0,
            netAmount: item.amount,
            channel: 'staff' as const,
            status: item.status,
            approvals: item.approvals,
            approvedBy: item.approvedBy,
            ...decided,
            bankReference: item.bankReference,
            paidAt: item.paidAt,
            rejectReason: item.rejectReason,
            appliedAt: item.appliedAt,
            note: item.note,
            createdAt: item.appliedAt,
            createdBy: staff.finance,
            updatedAt: item.paidAt ?? item.decidedAt ?? item.appliedAt,
            updatedBy: staff.finance,
          };
        }),
      )
      .returning({ id: withdrawals.id })
  ).map((row) => row.id);

  const ledgerIds = await tx
    .insert(partnerLedger)
    .values(
      book.inOrder().map((row) => ({
        partnerId: partnerId(row.partner),
        kind: row.kind,
        frozenDelta: row.frozenDelta,
        availableDelta: row.availableDelta,
        heldDelta: row.heldDelta,
        saleOrderId: row.saleOrderId,
        withdrawalId: row.withdrawal === null ? null : (withdrawalIds[row.withdrawal] ?? null),
        unfreezeAt: row.unfreezeAt,
        reason: row.reason,
        createdAt: row.createdAt,
        createdBy: row.createdBy,
        approvedBy: row.approvedBy,
      })),
    )
    .returning({
      id: partnerLedger.id,
      kind: partnerLedger.kind,
      saleOrderId: partnerLedger.saleOrderId,
      unfreezeAt: partnerLedger.unfreezeAt,
    });
  // Commission still frozen unfreezes when its window ends, by the same keyed job a live accrual schedules.
  const unfrozen = new Set(ledgerIds.filter((row) => row.kind === 'unfreeze').map((row) => row.saleOrderId));
  for (const row of ledgerIds)
    if (row.kind === 'accrue' && row.unfreezeAt && !unfrozen.has(row.saleOrderId))
      await scheduleJob(tx, {
        kind: UNFREEZE_JOB,
        key: unfreezeJobKey(row.id),
        runAt: row.unfreezeAt,
        payload: { ledgerId: row.id },
      });

  // Invoices of orders completed well before the demo's invoice requests (12 days back or more).
  const older = orders.filter((order) => order.completed < day(12, 0)).slice(0, 4);
  const { invoices: demoInvoices, counters } = buildInvoices(
    await invoiceOrders(
      tx,
      older.map((order) => order.id),
      rateBp,
    ),
    day,
  );
  const invoiceIds: number[] = [];
  for (const item of demoInvoices) {
    const original = item.original === null ? null : (invoiceIds[item.original] ?? null);
    const [row] = await tx
      .insert(invoices)
      .values({
        invoiceNo: item.invoiceNo,
        documentKind: item.documentKind,
        saleOrderId: item.saleOrderId,
        originalId: original,
        headerKind: item.headerKind,
        vatKind: 'normal',
        title: item.title,
        taxId: item.taxId,
        language: item.language,
        status: item.status,
        netTotal: item.netTotal,
        taxTotal: item.taxTotal,
        grossTotal: item.grossTotal,
        requestedAt: item.requestedAt,
        issuedAt: item.issuedAt,
        needsReversal: false,
        rejectReason: item.rejectReason,
        note: item.note,
        createdAt: item.requestedAt,
        createdBy: staff.finance,
        updatedAt: item.issuedAt ?? item.requestedAt,
        updatedBy: staff.finance,
      })
      .returning({ id: invoices.id });
    if (!row) throw new Error('demo invoice not inserted');
    invoiceIds.push(row.id);
    if (item.lines.length > 0)
      await tx
        .insert(invoiceLines)
        .values(item.lines.map((line, sort) => ({ ...line, invoiceId: row.id, sort: sort + 1 })));
  }

  const scopes = [
    ...[...withdrawalYear].map(([year, last]) => ({ scope: `withdrawal:${year}`, last })),
    ...[...counters].map(([scope, last]) => ({ scope, last })),
  ];
  if (scopes.length > 0) await tx.insert(documentCounters).values(scopes);
}
