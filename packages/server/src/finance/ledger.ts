/**
 * The commission ledger's one way of moving money (contract finance/ledger.ts): every balance change is one
 * partner_ledger row, written together with the partner's stored balances so that they stay the sums of its rows.
 *
 * Soundness: the partner row is locked first (SELECT … FOR UPDATE) so racing moves of one partner run one after
 * the other; the balances then change in ONE conditional UPDATE that refuses to take any bucket below zero — a
 * refused move throws LedgerInsufficient (409 'ledger.insufficient') and the caller's transaction writes nothing.
 *
 * totalEarned is the commission earned net of what was taken back: every row's deltas count except a paid
 * withdrawal's (money leaving as a payout is not earning less). ledgerBalanceCheck recomputes all four.
 *
 * Refund reversal (commission.ts): a refund takes back round-half-up(commission × refunded / order total), capped
 * at what is left of that order's commission (its accrual minus earlier reversals), from frozen first while that
 * order's commission is still frozen, then from available — and never below zero: what available lacks is not
 * taken (no debt, no negative adjustment). A finance user may book the difference as an adjustment.
 */
import { type LedgerKind, type LedgerMismatchRow, ResultCode } from '@soundboard/contract';
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { partnerLedger, partners } from '../db/schema';
import { ApiError } from '../http/errors';

export interface LedgerMove {
  partnerId: number;
  kind: LedgerKind;
  frozenDelta?: number;
  availableDelta?: number;
  heldDelta?: number;
  saleOrderId?: number | null;
  refundId?: number | null;
  withdrawalId?: number | null;
  unfreezeAt?: Date | null;
  reason?: string;
  createdBy?: number | null;
  approvedBy?: number | null;
}

/** A move would take a bucket below zero (409); thrown inside the caller's transaction, so nothing is written. */
export class LedgerInsufficient extends ApiError {
  constructor() {
    super(ResultCode.InvalidTransition, 'ledger.insufficient');
  }
}

/** What a row adds to totalEarned (see above). */
export function earnedDelta(kind: LedgerKind, frozen: number, available: number, held: number): number {
  return kind === 'withdrawPaid' ? 0 : frozen + available + held;
}

/**
 * Appends one row and moves the partner's balances with it; the new row's id. Throws LedgerInsufficient when a
 * bucket would go below zero, notFound-like Error when the partner does not exist.
 */
export async function appendLedger(tx: Tx, move: LedgerMove, now: Date): Promise<number> {
  const frozen = move.frozenDelta ?? 0;
  const available = move.availableDelta ?? 0;
  const held = move.heldDelta ?? 0;
  for (const delta of [frozen, available, held]) {
    if (!Number.isSafeInteger(delta)) throw new Error(`ledger delta ${delta} is not an integer`);
  }
  const [locked] = await tx
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.id, move.partnerId))
    .for('update');
  if (!locked) throw new ApiError(ResultCode.NotFound);
  const earned = earnedDelta(move.kind, frozen, available, held);
  const moved = await tx
    .update(partners)
    .set({
      frozenBalance: sql`${partners.frozenBalance} + ${frozen}`,
      availableBalance: sql`${partners.availableBalance} + ${available}`,
      heldBalance: sql`${partners.heldBalance} + ${held}`,
      totalEarned: sql`${partners.totalEarned} + ${earned}`,
    })
    .where(
      sql`${partners.id} = ${move.partnerId}
        AND ${partners.frozenBalance} + ${frozen} >= 0
        AND ${partners.availableBalance} + ${available} >= 0
        AND ${partners.heldBalance} + ${held} >= 0`,
    )
    .returning({ id: partners.id });
  if (moved.length === 0) throw new LedgerInsufficient();
  const [row] = await tx
    .insert(partnerLedger)
    .values({
      partnerId: move.partnerId,
      kind: move.kind,
      frozenDelta: frozen,
      availableDelta: available,
      heldDelta: held,
      saleOrderId: move.saleOrderId ?? null,
      refundId: move.refundId ?? null,
      withdrawalId: move.withdrawalId ?? null,
      unfreezeAt: move.unfreezeAt ?? null,
      reason: move.reason ?? '',
      createdAt: now,
      createdBy: move.createdBy ?? null,
      approvedBy: move.approvedBy ?? null,
    })
    .returning({ id: partnerLedger.id });
  if (!row) throw new Error('ledger row not inserted');
  return row.id;
}

/** Partners whose stored balances differ from the sums of their rows, or are negative (empty: the books are sound). */
export async function ledgerBalanceCheck(db: Db | Tx): Promise<LedgerMismatchRow[]> {
  const sum = (column: AnyPgColumn) => sql<string>`COALESCE(SUM(${column}), 0)`;
  const rows = await db
    .select({
      partnerId: partners.id,
      code: partners.code,
      name: partners.name,
      frozenBalance: partners.frozenBalance,
      availableBalance: partners.availableBalance,
      heldBalance: partners.heldBalance,
      totalEarned: partners.totalEarned,
      frozen: sum(partnerLedger.frozenDelta),
      available: sum(partnerLedger.availableDelta),
      held: sum(partnerLedger.heldDelta),
      earned: sql<string>`COALESCE(SUM(CASE WHEN ${partnerLedger.kind} = 'withdrawPaid' THEN 0
        ELSE ${partnerLedger.frozenDelta} + ${partnerLedger.availableDelta} + ${partnerLedger.heldDelta} END), 0)`,
    })
    .from(partners)
    .leftJoin(partnerLedger, eq(partnerLedger.partnerId, partners.id))
    .groupBy(partners.id, partners.code, partners.name)
    .orderBy(partners.id);
  const mismatches: LedgerMismatchRow[] = [];
  for (const row of rows) {
    const stored = {
      frozen: Number(row.frozenBalance),
      available: Number(row.availableBalance),
      held: Number(row.heldBalance),
      totalEarned: Number(row.totalEarned),
    };
    const sums = {
      frozen: Number(row.frozen),
      available: Number(row.available),
      held: Number(row.held),
      totalEarned: Number(row.earned),
    };
    const differs = (Object.keys(stored) as (keyof typeof stored)[]).some((key) => stored[key] !== sums[key]);
    const negative = stored.frozen < 0 || stored.available < 0 || stored.held < 0;
    if (differs || negative)
      mismatches.push({ partnerId: row.partnerId, code: row.code, name: row.name, stored, sums });
  }
  return mismatches;
}
