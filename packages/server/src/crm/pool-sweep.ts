/**
 * The pool sweep: customers whose clock ran out return to the pool, and owners are warned M days before. Every
 * server process runs it (at start-up and every few minutes); the candidate rows are locked with SKIP LOCKED and
 * re-checked by PostgreSQL after a concurrent change, so two processes never reclaim or warn the same customer
 * twice — the state change, its history row and its note commit together.
 */
import { and, asc, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customerOwnerChanges, customers, messages } from '../db/schema';
import { errorLogFields } from '../http/error-log';
import { startRepeating } from '../jobs/repeat';
import type { Logger } from '../log';
import { poolTodoKey, reclaimedNote, warningNote } from './customer-notes';
import { at, inWarningWindow, type PoolSettings, poolDays, poolSettings, reclaimAt } from './pool-rules';

/** Customers handled per transaction (a long-neglected import may hold thousands). */
const BATCH = 200;

/** Runs `step` until it handles fewer than a batch; the ids it handled. */
async function inBatches(step: () => Promise<number[]>): Promise<number[]> {
  const done: number[] = [];
  for (;;) {
    const ids = await step();
    done.push(...ids);
    if (ids.length < BATCH) return done;
  }
}

function reclaimBatch(db: Db, settings: PoolSettings, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: customers.id,
        ownerId: customers.ownerId,
        code: customers.code,
        name: customers.name,
        days: poolDays(settings),
      })
      .from(customers)
      .where(and(isNotNull(customers.ownerId), lte(reclaimAt(settings), at(now))))
      .orderBy(asc(customers.id))
      .limit(BATCH)
      .for('update', { of: customers, skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((row) => row.id);
    await tx
      .update(customers)
      .set({
        ownerId: null,
        ownedAt: null,
        poolWarnedAt: null,
        version: sql`${customers.version} + 1`,
        updatedAt: now,
        updatedBy: null,
      })
      .where(inArray(customers.id, ids));
    await tx.insert(customerOwnerChanges).values(
      due.map((row) => ({
        customerId: row.id,
        at: now,
        reason: 'reclaim',
        fromId: row.ownerId,
        toId: null,
        actorId: null,
      })),
    );
    await tx
      .insert(messages)
      .values(due.map((row) => reclaimedNote({ ...row, ownerId: row.ownerId as number }, Number(row.days), now)));
    // The warnings' to-dos are answered: the customer is gone.
    await tx
      .update(messages)
      .set({ closedAt: now, read: true })
      .where(and(inArray(messages.todoKey, ids.map(poolTodoKey)), isNull(messages.closedAt)));
    return ids;
  });
}

function warnBatch(db: Db, settings: PoolSettings, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const reclaim = reclaimAt(settings);
    const due = await tx
      .select({
        id: customers.id,
        ownerId: customers.ownerId,
        code: customers.code,
        name: customers.name,
        reclaimAt: reclaim,
      })
      .from(customers)
      .where(and(isNull(customers.poolWarnedAt), inWarningWindow(settings, now)))
      .orderBy(asc(customers.id))
      .limit(BATCH)
      .for('update', { of: customers, skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((row) => row.id);
    // Not a change of the record (no new version): an open form is still current.
    await tx.update(customers).set({ poolWarnedAt: now }).where(inArray(customers.id, ids));
    await tx
      .insert(messages)
      .values(due.map((row) => warningNote({ ...row, ownerId: row.ownerId as number }, row.reclaimAt, now)));
    return ids;
  });
}

/** Returns the customers whose clock ran out at `now` to the pool; their ids. Nothing while the pool is off. */
export async function reclaimPool(db: Db, now: Date): Promise<number[]> {
  const settings = await poolSettings(db);
  if (!settings.enabled) return [];
  return inBatches(() => reclaimBatch(db, settings, now));
}

/** Warns the owners of customers that return to the pool within poolWarnDays, once each; their ids. */
export async function warnPool(db: Db, now: Date): Promise<number[]> {
  const settings = await poolSettings(db);
  if (!settings.enabled || settings.warnDays === 0) return [];
  return inBatches(() => warnBatch(db, settings, now));
}

/** How often each process sweeps. */
export const SWEEP_INTERVAL_MS = 5 * 60_000;

/**
 * Sweeps now and then every SWEEP_INTERVAL_MS until stopped (serve.ts stops it at shutdown and waits for a sweep
 * under way). A failed sweep is logged and tried again at the next tick.
 */
export function startPoolSweep(deps: { db: Db; now(): Date; log: Logger }): { stop(): Promise<void> } {
  return startRepeating(
    async () => {
      const now = deps.now();
      const reclaimed = await reclaimPool(deps.db, now);
      const warned = await warnPool(deps.db, now);
      if (reclaimed.length + warned.length > 0) {
        deps.log('info', 'pool sweep', { reclaimed: reclaimed.length, warned: warned.length });
      }
    },
    SWEEP_INTERVAL_MS,
    (error) => deps.log('error', 'pool sweep failed', errorLogFields(error)),
  );
}
