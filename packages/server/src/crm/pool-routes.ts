/**
 * The shared pool's routes: claim a pool customer (daily limit, one winner under a row lock), release one's own
 * back to the pool, how many one may still claim today, and one's customers about to return to the pool.
 */
import { type ClaimAllowance, claimSchema, customer, type PoolWarning, releaseSchema } from '@soundboard/contract';
import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { audit } from '../audit';
import { needs } from '../auth/guard';
import type { Db, Tx } from '../db/client';
import { customerOwnerChanges, customers } from '../db/schema';
import { refused } from '../domains/issues';
import type { AppEnv } from '../http/env';
import { versionConflict } from '../http/errors';
import { ok } from '../http/respond';
import { idParam, jsonBody } from '../http/validate';
import { writableCustomer } from './customer-access';
import { inWarningWindow, poolSettings, reclaimAt, startOfBusinessDay } from './pool-rules';

const DAY_MS = 86_400_000;

/** The caller's claims since the start of today's business day. */
async function claimedToday(db: Db | Tx, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(customerOwnerChanges)
    .where(
      and(
        eq(customerOwnerChanges.actorId, userId),
        eq(customerOwnerChanges.reason, 'claim'),
        gte(customerOwnerChanges.at, startOfBusinessDay(now)),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Sets the owner and writes the history row and the audit entry: the one path of a claim and a release. */
async function changeOwner(
  c: Context<AppEnv>,
  tx: Tx,
  before: typeof customers.$inferSelect,
  change: { reason: 'claim' | 'release'; to: number | null; note?: string },
) {
  const now = c.var.deps.now();
  const userId = c.var.user.userId;
  const [after] = await tx
    .update(customers)
    .set({
      ownerId: change.to,
      ownedAt: change.to === null ? null : now,
      poolWarnedAt: null,
      version: sql`${customers.version} + 1`,
      updatedAt: now,
      updatedBy: userId,
    })
    .where(eq(customers.id, before.id))
    .returning();
  await tx.insert(customerOwnerChanges).values({
    customerId: before.id,
    at: now,
    reason: change.reason,
    fromId: before.ownerId,
    toId: change.to,
    actorId: userId,
    note: change.note ?? '',
  });
  await audit(tx, c, { action: change.reason, entity: customer.name, entityId: before.id, before, after });
  return { id: before.id, version: after?.version ?? before.version + 1, ownerId: change.to };
}

export const poolRoutes = new Hono<AppEnv>();

poolRoutes.post('/customers/:id{[0-9]+}/claim', needs('customer:write'), async (c) => {
  const id = idParam(c);
  const { version } = (await jsonBody(c, claimSchema)) as { version: number };
  const { deps } = c.var;
  const limit = (await poolSettings(deps.db)).claimDailyLimit;
  const userId = c.var.user.userId;
  const answer = await deps.db.transaction(async (tx) => {
    // One claimer at a time per user, so two claims sent together cannot both pass the daily count.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('customer-claim'), ${userId}::int)`);
    // Checked under the row lock: of two claims of the same customer, the second sees the first's owner. An owned
    // customer is "not in the pool" whoever owns it (the claimer saw it there; nothing of it is shown), and so is
    // an id that names none: the answer tells no one which ids are another salesperson's customers.
    const [before] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
    if (!before || before.ownerId !== null) throw refused('pool.notInPool');
    if (before.version !== version) throw versionConflict();
    const claimed = await claimedToday(tx, userId, deps.now());
    if (claimed >= limit) throw refused('pool.claimLimit', { limit: String(limit), count: String(claimed) });
    return changeOwner(c, tx, before, { reason: 'claim', to: userId });
  });
  return ok(c, answer);
});

poolRoutes.post('/customers/:id{[0-9]+}/release', needs('customer:write'), async (c) => {
  const id = idParam(c);
  const { version, note } = (await jsonBody(c, releaseSchema)) as { version: number; note: string };
  const answer = await c.var.deps.db.transaction(async (tx) => {
    const before = await writableCustomer(c, tx, id);
    // A salesperson is told by assertMayWrite to claim it first; a manager, that there is nothing to release.
    if (before.ownerId === null) throw refused('pool.alreadyInPool');
    if (before.version !== version) throw versionConflict();
    return changeOwner(c, tx, before, { reason: 'release', to: null, note });
  });
  return ok(c, answer);
});

poolRoutes.get('/customers/claims', needs('customer:read'), async (c) => {
  const { deps } = c.var;
  const [settings, claimed] = await Promise.all([
    poolSettings(deps.db),
    claimedToday(deps.db, c.var.user.userId, deps.now()),
  ]);
  const answer: ClaimAllowance = { claimedToday: claimed, limit: settings.claimDailyLimit };
  return ok(c, answer);
});

poolRoutes.get('/customers/pool-warnings', needs('customer:read'), async (c) => {
  const { deps } = c.var;
  const settings = await poolSettings(deps.db);
  if (!settings.enabled) return ok(c, [] as PoolWarning[]);
  const now = deps.now();
  const reclaim = reclaimAt(settings);
  const rows = await deps.db
    .select({ id: customers.id, code: customers.code, name: customers.name, reclaimAt: reclaim })
    .from(customers)
    .where(and(eq(customers.ownerId, c.var.user.userId), inWarningWindow(settings, now)))
    .orderBy(asc(reclaim), asc(customers.id));
  const answer: PoolWarning[] = rows.map((row) => ({
    customerId: row.id,
    customerCode: row.code,
    customerName: row.name,
    reclaimAt: row.reclaimAt.toISOString(),
    daysLeft: Math.ceil((row.reclaimAt.getTime() - now.getTime()) / DAY_MS),
  }));
  return ok(c, answer);
});
