/**
 * Partners' ledgers, adjustments and the balance check (contract finance/ledger-api.ts). An adjustment is asked
 * for by one finance user and becomes a ledger row only when a different one approves it (ledger.sameApprover).
 * Audit: entity 'partnerAdjustment', actions 'request', 'approve', 'reject'. A pending one is a to-do for the
 * deciders (./ledger-notices.ts).
 */
import {
  ADJUSTMENTS_PATH,
  adjustmentQuerySchema,
  adjustmentSchema,
  LEDGER_CHECK_PATH,
  type LedgerCheck,
  type LedgerPage,
  ledgerQuerySchema,
  type PartnerAdjustmentRow,
} from '@soundboard/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { audit } from '../audit';
import { needs } from '../auth/guard';
import { partnerAdjustments, partnerLedger, partners } from '../db/schema';
import { fieldError, refused } from '../domains/issues';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { ok } from '../http/respond';
import { idParam, jsonBody, queryOf } from '../http/validate';
import { CSV_TIME_ZONE } from '../resources/csv';
import { appendLedger, ledgerBalanceCheck } from './ledger';
import { ledgerCsv } from './ledger-csv';
import { adjustmentDecided, askToDecideAdjustment } from './ledger-notices';
import { ledgerRows } from './ledger-rows';

/** The newest rows of a ledger export: years of a busy partner. */
const LEDGER_EXPORT_MAX_ROWS = 50_000;

type AdjustmentDbRow = typeof partnerAdjustments.$inferSelect;

function toAdjustmentRow(row: AdjustmentDbRow, ledgerId?: number): PartnerAdjustmentRow {
  return {
    id: row.id,
    partnerId: row.partnerId,
    amount: row.amount,
    reason: row.reason,
    status: row.status as PartnerAdjustmentRow['status'],
    requestedAt: row.requestedAt.toISOString(),
    requestedBy: row.requestedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    ...(ledgerId === undefined ? {} : { ledgerId }),
  };
}

async function partnerExists(c: Context<AppEnv>, id: number) {
  const [row] = await c.var.deps.db
    .select({ id: partners.id, code: partners.code })
    .from(partners)
    .where(eq(partners.id, id));
  if (!row) throw notFound();
  return row;
}

export const ledgerRoutes = new Hono<AppEnv>();

ledgerRoutes.get('/partners/:id{[0-9]+}/ledger', needs('finance:read'), async (c) => {
  const id = idParam(c);
  const query = queryOf(c, ledgerQuerySchema);
  await partnerExists(c, id);
  const { db } = c.var.deps;
  const where = eq(partnerLedger.partnerId, id);
  const [counted] = await db.select({ n: count() }).from(partnerLedger).where(where);
  const answer: LedgerPage = {
    list: await ledgerRows(db, where, query.pageSize, (query.page - 1) * query.pageSize),
    total: Number(counted?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
  return ok(c, answer);
});

ledgerRoutes.get('/partners/:id{[0-9]+}/ledger/export', needs('finance:read'), async (c) => {
  const id = idParam(c);
  const partner = await partnerExists(c, id);
  const rows = await ledgerRows(c.var.deps.db, eq(partnerLedger.partnerId, id), LEDGER_EXPORT_MAX_ROWS);
  const tz = c.req.query('tz');
  const { name, text } = ledgerCsv(rows, {
    locale: c.var.locale,
    timeZone: tz && tz.length <= 64 ? tz : CSV_TIME_ZONE,
    partnerCode: partner.code,
  });
  return c.body(text, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="ledger.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
    'Cache-Control': 'no-store',
  });
});

ledgerRoutes.post('/partners/:id{[0-9]+}/adjustments', needs('finance:write'), async (c) => {
  const id = idParam(c);
  const input = await jsonBody(c, adjustmentSchema);
  if (input.amount === 0) throw fieldError(c, 'amount', 'ledger.amountZero');
  await partnerExists(c, id);
  const now = c.var.deps.now();
  const row = await c.var.deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(partnerAdjustments)
      .values({
        partnerId: id,
        amount: input.amount,
        reason: input.reason,
        requestedAt: now,
        requestedBy: c.var.user.userId,
      })
      .returning();
    if (!created) throw new Error('adjustment not inserted');
    await audit(tx, c, { action: 'request', entity: 'partnerAdjustment', entityId: created.id, after: created });
    await askToDecideAdjustment(tx, c.var.deps, created);
    return created;
  });
  return ok(c, toAdjustmentRow(row));
});

ledgerRoutes.get(ADJUSTMENTS_PATH, needs('finance:read'), async (c) => {
  const query = queryOf(c, adjustmentQuerySchema);
  const where: SQL[] = [];
  if (query.status) where.push(eq(partnerAdjustments.status, query.status));
  if (query.partnerId) where.push(eq(partnerAdjustments.partnerId, query.partnerId));
  const rows = await c.var.deps.db
    .select()
    .from(partnerAdjustments)
    .where(and(...where))
    .orderBy(desc(partnerAdjustments.requestedAt), desc(partnerAdjustments.id))
    .limit(500);
  return ok(c, { list: rows.map((row) => toAdjustmentRow(row)) });
});

async function decide(c: Context<AppEnv>, decision: 'approve' | 'reject') {
  const id = idParam(c);
  const { deps } = c.var;
  const userId = c.var.user.userId;
  const now = deps.now();
  const answer = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(partnerAdjustments).where(eq(partnerAdjustments.id, id)).for('update');
    if (!before) throw notFound();
    if (before.status !== 'pending') throw refused('ledger.notPending');
    if (before.requestedBy === userId) throw refused('ledger.sameApprover');
    let ledgerId: number | undefined;
    if (decision === 'approve') {
      ledgerId = await appendLedger(
        tx,
        {
          partnerId: before.partnerId,
          kind: 'adjustment',
          availableDelta: before.amount,
          reason: before.reason,
          createdBy: before.requestedBy,
          approvedBy: userId,
        },
        now,
      );
    }
    const [after] = await tx
      .update(partnerAdjustments)
      .set({ status: decision === 'approve' ? 'approved' : 'rejected', decidedAt: now, decidedBy: userId })
      .where(eq(partnerAdjustments.id, id))
      .returning();
    if (!after) throw notFound();
    await audit(tx, c, { action: decision, entity: 'partnerAdjustment', entityId: id, before, after });
    await adjustmentDecided(tx, deps, id);
    return toAdjustmentRow(after, ledgerId);
  });
  return ok(c, answer);
}

ledgerRoutes.post(`${ADJUSTMENTS_PATH}/:id{[0-9]+}/approve`, needs('finance:write'), (c) => decide(c, 'approve'));
ledgerRoutes.post(`${ADJUSTMENTS_PATH}/:id{[0-9]+}/reject`, needs('finance:write'), (c) => decide(c, 'reject'));

ledgerRoutes.get(LEDGER_CHECK_PATH, needs('finance:read'), async (c) => {
  const mismatches = await ledgerBalanceCheck(c.var.deps.db);
  const answer: LedgerCheck = { sound: mismatches.length === 0, mismatches };
  return ok(c, answer);
});
