/**
 * Applying for a withdrawal (staff through the framework's create, a partner through its API): the partner is
 * active; the amount reaches the minimum; today's and this month's applied, approved and paid amounts plus this
 * one stay within the caps (China calendar days); the fee is round-half-up(amount × fee % / 100); and the amount
 * is held (available → held) in the caller's transaction with the record, so a refusal writes nothing.
 *
 * Racing applications of one partner: the partner row is locked first (FOR UPDATE), so the caps and the balance
 * are checked and taken one application after the other; appendLedger's conditional update is the last guard.
 */
import { businessDay, ResultCode, withdrawalFee } from '@soundboard/contract';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Tx } from '../db/client';
import { documentCounters, partners, withdrawals } from '../db/schema';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { validationError } from '../resources/wire';
import { appendLedger } from './ledger';
import { askForApproval } from './withdrawal-notices';
import { withdrawalRules, yuan } from './withdrawal-rules';

/** The statuses whose amounts count against the caps. */
const COUNTED = ['applied', 'approved', 'paid'] as const;

/** The start of the China calendar day and month of `now`. */
export function capWindows(now: Date): { dayStart: Date; monthStart: Date } {
  const day = businessDay(now);
  return {
    dayStart: new Date(`${day}T00:00:00+08:00`),
    monthStart: new Date(`${day.slice(0, 7)}-01T00:00:00+08:00`),
  };
}

/** The next number of the (China calendar) year, 'WD2026000001'; the counter row is locked until commit. */
async function nextWithdrawalNo(tx: Tx, now: Date): Promise<string> {
  const year = businessDay(now).slice(0, 4);
  const [row] = await tx
    .insert(documentCounters)
    .values({ scope: `withdrawal:${year}`, last: 1 })
    .onConflictDoUpdate({ target: documentCounters.scope, set: { last: sql`${documentCounters.last} + 1` } })
    .returning({ last: documentCounters.last });
  if (!row) throw new Error('withdrawal counter not taken');
  return `WD${year}${String(row.last).padStart(6, '0')}`;
}

async function appliedSince(tx: Tx, partnerId: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`COALESCE(SUM(${withdrawals.amount}), 0)` })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.partnerId, partnerId),
        inArray(withdrawals.status, [...COUNTED]),
        gte(withdrawals.appliedAt, since),
      ),
    );
  return Number(row?.total ?? 0);
}

/** The values an application writes with the record (number, fee, net, channel, time), after every check. */
export async function checkApplication(
  c: Context<AppEnv>,
  tx: Tx,
  partnerId: number,
  amount: number,
  channel: 'staff' | 'api',
  now: Date,
) {
  const [partner] = await tx
    .select({ status: partners.status, available: partners.availableBalance })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .for('update');
  if (!partner) throw new ApiError(ResultCode.NotFound, 'withdrawal.notFound');
  const refuse = (message: string, values: Record<string, string> = {}) =>
    validationError(c, [{ path: 'amount', message, values }]);
  if (partner.status !== 'active')
    throw validationError(c, [{ path: 'partnerId', message: 'withdrawal.partnerInactive' }]);
  const rules = await withdrawalRules(tx);
  if (amount < rules.minimum) throw refuse('withdrawal.belowMinimum', { minimum: yuan(rules.minimum) });
  const { dayStart, monthStart } = capWindows(now);
  const today = await appliedSince(tx, partnerId, dayStart);
  if (today + amount > rules.dailyCap)
    throw refuse('withdrawal.dailyCap', { cap: yuan(rules.dailyCap), left: yuan(Math.max(0, rules.dailyCap - today)) });
  const month = await appliedSince(tx, partnerId, monthStart);
  if (month + amount > rules.monthlyCap)
    throw refuse('withdrawal.monthlyCap', {
      cap: yuan(rules.monthlyCap),
      left: yuan(Math.max(0, rules.monthlyCap - month)),
    });
  if (Number(partner.available) < amount)
    throw refuse('withdrawal.insufficient', { available: yuan(Number(partner.available)) });
  const fee = withdrawalFee(amount, rules.feePercent);
  return {
    withdrawalNo: await nextWithdrawalNo(tx, now),
    fee,
    netAmount: amount - fee,
    channel,
    status: 'applied' as const,
    approvals: 0,
    appliedAt: now,
  };
}

/** The hold of an applied withdrawal: available → held. */
export function holdWithdrawal(
  tx: Tx,
  row: { id: number; partnerId: number; amount: number },
  by: number | null,
  now: Date,
) {
  return appendLedger(
    tx,
    {
      partnerId: row.partnerId,
      kind: 'withdrawHold',
      availableDelta: -row.amount,
      heldDelta: row.amount,
      withdrawalId: row.id,
      createdBy: by,
    },
    now,
  );
}

/** A partner's application through its API: the record (channel 'api', no staff user) and its hold. */
export async function applyThroughApi(c: Context<AppEnv>, tx: Tx, partnerId: number, amount: number, note: string) {
  const now = c.var.deps.now();
  const values = await checkApplication(c, tx, partnerId, amount, 'api', now);
  const [row] = await tx
    .insert(withdrawals)
    .values({ ...values, partnerId, amount, note, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('withdrawal insert returned nothing');
  await holdWithdrawal(tx, row, null, now);
  await askForApproval(tx, c.var.deps, row, 1, null);
  return row;
}
