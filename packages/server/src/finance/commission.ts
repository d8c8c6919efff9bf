/**
 * Commission on a partner's orders (rules in ./ledger.ts): accrued frozen when the order completes, taken back
 * in proportion when a refund on it is paid out. Both run inside the order's or refund's own transaction.
 */
import { CONFIG_GROUPS } from '@soundboard/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { partnerLedger, partners } from '../db/schema';
import { scheduleJob } from '../jobs/queue';
import { readStored } from '../settings/config-store';
import { appendLedger } from './ledger';
import { UNFREEZE_JOB, unfreezeJobKey } from './unfreeze';

const DAY_MS = 86_400_000;

/** a × b / c rounded half up, in integers (amounts in fen are non-negative here). */
export function mulDivHalfUp(a: number, b: number, c: number): number {
  if (c <= 0) return 0;
  return Math.floor((2 * a * b + c) / (2 * c));
}

/** Read inside the transaction: the config cache would query outside it (and wait forever on PGlite). */
async function frozenDays(tx: Tx): Promise<number> {
  const stored = (await readStored(tx)).get('finance.commissionFrozenDays');
  return typeof stored?.value === 'number' ? stored.value : CONFIG_GROUPS.finance.commissionFrozenDays.default;
}

interface OrderForCommission {
  id: number;
  partnerId: number | null;
  total: number;
  refundedAmount: number;
}

/**
 * The order completed: its partner's commission — on what the customer kept paying (total less refunds paid
 * before completion) — frozen until the refund window ends. Once per order (a second completion does nothing).
 */
export async function accrueCommission(tx: Tx, order: OrderForCommission, now: Date): Promise<number | null> {
  if (order.partnerId === null) return null;
  const [already] = await tx
    .select({ id: partnerLedger.id })
    .from(partnerLedger)
    .where(and(eq(partnerLedger.saleOrderId, order.id), eq(partnerLedger.kind, 'accrue')));
  if (already) return null;
  const [partner] = await tx
    .select({ rateBp: partners.commissionRateBp })
    .from(partners)
    .where(eq(partners.id, order.partnerId));
  if (!partner) return null;
  const base = Math.max(0, order.total - order.refundedAmount);
  const amount = mulDivHalfUp(base, partner.rateBp, 10_000);
  if (amount <= 0) return null;
  const unfreezeAt = new Date(now.getTime() + (await frozenDays(tx)) * DAY_MS);
  const id = await appendLedger(
    tx,
    { partnerId: order.partnerId, kind: 'accrue', frozenDelta: amount, saleOrderId: order.id, unfreezeAt },
    now,
  );
  await scheduleJob(tx, { kind: UNFREEZE_JOB, key: unfreezeJobKey(id), runAt: unfreezeAt, payload: { ledgerId: id } });
  return id;
}

/** What is left of an order's commission for its partner: frozen and in all (accrued less reversals). */
export async function orderCommissionLeft(tx: Tx, partnerId: number, saleOrderId: number) {
  const [row] = await tx
    .select({
      frozen: sql<string>`COALESCE(SUM(${partnerLedger.frozenDelta}), 0)`,
      left: sql<string>`COALESCE(SUM(CASE WHEN ${partnerLedger.kind} IN ('accrue', 'reversal')
        THEN ${partnerLedger.frozenDelta} + ${partnerLedger.availableDelta} ELSE 0 END), 0)`,
      accrued: sql<string>`COALESCE(SUM(CASE WHEN ${partnerLedger.kind} = 'accrue' THEN ${partnerLedger.frozenDelta} ELSE 0 END), 0)`,
    })
    .from(partnerLedger)
    .where(and(eq(partnerLedger.partnerId, partnerId), eq(partnerLedger.saleOrderId, saleOrderId)));
  return { frozen: Number(row?.frozen ?? 0), left: Number(row?.left ?? 0), accrued: Number(row?.accrued ?? 0) };
}

/**
 * A refund on the order was paid out: take back round-half-up(accrued × refunded / total), at most what is left
 * of the order's commission, frozen first, then available — never below zero (what available lacks is let go).
 */
export async function reverseCommission(
  tx: Tx,
  refund: { id: number; amount: number },
  order: { id: number; partnerId: number | null; total: number },
  now: Date,
): Promise<number | null> {
  if (order.partnerId === null || refund.amount <= 0) return null;
  // The partner first (the ledger's lock order), then what is left is read under the lock.
  const [partner] = await tx
    .select({ available: partners.availableBalance })
    .from(partners)
    .where(eq(partners.id, order.partnerId))
    .for('update');
  if (!partner) return null;
  const commission = await orderCommissionLeft(tx, order.partnerId, order.id);
  if (commission.left <= 0) return null;
  const wanted = Math.min(commission.left, mulDivHalfUp(commission.accrued, refund.amount, order.total));
  const fromFrozen = Math.min(wanted, Math.max(0, commission.frozen));
  const fromAvailable = Math.min(wanted - fromFrozen, Math.max(0, Number(partner.available)));
  if (fromFrozen + fromAvailable <= 0) return null;
  return appendLedger(
    tx,
    {
      partnerId: order.partnerId,
      kind: 'reversal',
      frozenDelta: -fromFrozen,
      availableDelta: -fromAvailable,
      saleOrderId: order.id,
      refundId: refund.id,
    },
    now,
  );
}
