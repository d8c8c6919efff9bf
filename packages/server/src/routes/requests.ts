/**
 * Register and forgot-password create requests an administrator handles in Settings → users (no email is sent).
 * Both answer the same "request received" whatever the username: a taken name is filed like a free one (and
 * hashed like one, so the time does not tell either), the approving administrator sees the clash.
 *
 * Abuse bounds (issue 16, finding 7), in this order, before anything costly:
 * - per client address and route, at most PUBLIC_LIMIT requests an hour (auth/public-rate-limit.ts, 429);
 * - at most MAX_PENDING_PER_ADDRESS pending requests per address and MAX_PENDING in all (429);
 * - a request left pending `security.accountRequestDays` (default 14) expires: it no longer counts, and can no
 *   longer be approved.
 */
import {
  ACCOUNT_REQUESTS_PATH,
  type AccountRequest,
  accountRequestQuery,
  forgotPasswordSchema,
  ResultCode,
  registerSchema,
} from '@soundboard/contract';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { audit } from '../audit';
import { isPublic, needs } from '../auth/guard';
import { hashPassword } from '../auth/password';
import { checkNewPassword } from '../auth/password-policy';
import { forgetClosedWindows, takePublicSlot } from '../auth/public-rate-limit';
import type { Db, Tx } from '../db/client';
import { accountRequests, users } from '../db/schema';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { ok } from '../http/respond';
import { jsonBody, queryOf } from '../http/validate';
import { configValue } from '../settings/config-store';
import { handleRequestRoutes } from './request-handling';

export const requestRoutes = new Hono<AppEnv>();

export const MAX_PENDING_PER_ADDRESS = 10;
export const MAX_PENDING = 1000;

/** Qualified by hand: drizzle writes a select's own columns without the table name, which a subquery would rebind. */
const REQUEST_USERNAME = sql.raw('"account_requests"."username"');

/** Marks requests pending longer than the configured days as expired. */
export async function expireOldRequests(c: Context<AppEnv>, db: Db | Tx): Promise<void> {
  const days = await configValue(c.var.deps, 'security.accountRequestDays');
  const before = new Date(c.var.deps.now().getTime() - days * 24 * 60 * 60 * 1000);
  await db
    .update(accountRequests)
    .set({ status: 'expired', updatedAt: c.var.deps.now() })
    .where(and(eq(accountRequests.status, 'pending'), lt(accountRequests.createdAt, before)));
}

/** Refuses (429) a request beyond the pending bounds; expired ones are swept first so they do not count. */
async function checkPendingBounds(c: Context<AppEnv>): Promise<void> {
  const { db } = c.var.deps;
  await expireOldRequests(c, db);
  await forgetClosedWindows(c);
  const [counts] = await db
    .select({
      all: sql<number>`count(*)`.mapWith(Number),
      here: sql<number>`count(*) filter (where ${accountRequests.ip} = ${clientAddress(c)})`.mapWith(Number),
    })
    .from(accountRequests)
    .where(eq(accountRequests.status, 'pending'));
  if ((counts?.here ?? 0) >= MAX_PENDING_PER_ADDRESS || (counts?.all ?? 0) >= MAX_PENDING) {
    throw new ApiError(ResultCode.TooManyRequests);
  }
}

async function file(c: Context<AppEnv>, values: typeof accountRequests.$inferInsert): Promise<void> {
  // Dated by the server's clock, as the sweep that expires it is (expireOldRequests), not by the database's.
  const now = c.var.deps.now();
  await c.var.deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accountRequests)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning();
    await audit(tx, c, { action: 'create', entity: 'account-request', entityId: row?.id, after: row, actorId: null });
  });
}

requestRoutes.post('/account/register', isPublic(), async (c) => {
  const input = await jsonBody(c, registerSchema);
  const username = input.username.toLowerCase();
  await takePublicSlot(c, 'register');
  await checkNewPassword(c, 'password', input.password, username);
  await checkPendingBounds(c);
  const passwordHash = await hashPassword(input.password);
  await file(c, {
    kind: 'register',
    username,
    email: input.email,
    nickname: input.nickname,
    reason: input.reason,
    passwordHash,
    ip: clientAddress(c),
  });
  return ok(c, { status: 'pending' });
});

requestRoutes.post('/account/forgot-password', isPublic(), async (c) => {
  const input = await jsonBody(c, forgotPasswordSchema);
  await takePublicSlot(c, 'forgot-password');
  await checkPendingBounds(c);
  await file(c, { kind: 'reset', username: input.username.toLowerCase(), reason: input.note, ip: clientAddress(c) });
  return ok(c, { status: 'pending' });
});

requestRoutes.get(ACCOUNT_REQUESTS_PATH, needs('account-request:read'), async (c) => {
  const { kind, status } = queryOf(c, accountRequestQuery);
  const { db } = c.var.deps;
  await expireOldRequests(c, db);
  const where = and(
    kind ? eq(accountRequests.kind, kind) : undefined,
    status ? eq(accountRequests.status, status) : undefined,
  );
  const rows = await db
    .select({
      id: accountRequests.id,
      kind: accountRequests.kind,
      username: accountRequests.username,
      email: accountRequests.email,
      nickname: accountRequests.nickname,
      reason: accountRequests.reason,
      status: accountRequests.status,
      ip: accountRequests.ip,
      createdAt: accountRequests.createdAt,
      handledBy: accountRequests.handledBy,
      handledAt: accountRequests.handledAt,
      note: accountRequests.note,
      userExists: sql<boolean>`exists (select 1 from ${users} u where u.username = ${REQUEST_USERNAME})`,
    })
    .from(accountRequests)
    .where(where)
    .orderBy(desc(accountRequests.createdAt), desc(accountRequests.id))
    .limit(500);
  const answer: AccountRequest[] = rows.map((row) => ({
    ...row,
    userExists: Boolean(row.userExists),
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt ? row.handledAt.toISOString() : null,
  }));
  return ok(c, answer);
});

requestRoutes.route('/', handleRequestRoutes);
