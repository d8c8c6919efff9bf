/**
 * Setting a salesperson's targets for a year: the yearly target and the 12 monthly ones are written together
 * (one transaction, 13 rows, month 0 being the year) with one audit row holding the targets before and after.
 * The 12 months need not add up to the year (a plan may hold a reserve, or stretch months): the screen shows the
 * difference instead of refusing it.
 */
import { KPI_MONTHS, type KpiTargetsInput } from '@soundboard/contract';
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { audit } from '../audit';
import { kpiTargets, users } from '../db/schema';
import { refused } from '../domains/issues';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { salespeople, targetsOf } from './kpi-figures';

/** The targets as the audit log keeps them. */
function targetsRecord(amounts: Map<string, number>, userId: number): KpiTargetsInput {
  const at = (month: number) => amounts.get(`${userId}:${month}`) ?? 0;
  return { yearTarget: at(0), monthTargets: Array.from({ length: KPI_MONTHS }, (_, index) => at(index + 1)) };
}

export async function setTargets(
  c: Context<AppEnv>,
  userId: number,
  year: number,
  input: KpiTargetsInput,
): Promise<void> {
  const { db, now } = c.var.deps;
  await db.transaction(async (tx) => {
    const [person] = await salespeople(tx, userId);
    if (!person) {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      throw user ? refused('kpi.notSalesperson') : notFound();
    }
    const before = targetsRecord(await targetsOf(tx, year, [userId]), userId);
    const updatedAt = now();
    const updatedBy = c.var.user.userId;
    const amounts = [input.yearTarget, ...input.monthTargets];
    await tx
      .insert(kpiTargets)
      .values(amounts.map((amount, month) => ({ userId, year, month, amount, updatedAt, updatedBy })))
      .onConflictDoUpdate({
        target: [kpiTargets.userId, kpiTargets.year, kpiTargets.month],
        set: { amount: sql`excluded.amount`, updatedAt, updatedBy },
      });
    await audit(tx, c, {
      action: 'update',
      entity: 'kpi',
      entityId: `${userId}:${year}`,
      before: { year, ...before },
      after: { year, ...input },
    });
  });
}
