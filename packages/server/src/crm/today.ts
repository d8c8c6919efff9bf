/**
 * GET /behind/follow-ups/today: the caller's own to-do list — customers it owns (a manager's too: it is their
 * list, not everyone's) with a next contact planned before the end of today's business day, soonest first, the
 * ones already past flagged overdue, with the type of their latest follow-up.
 */
import type { TodayFollowUp } from '@soundboard/contract';
import { and, asc, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import { Hono } from 'hono';
import { needs } from '../auth/guard';
import { customers, followUps } from '../db/schema';
import type { AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { startOfBusinessDay } from './pool-rules';

/** The most a to-do list shows (a salesperson who let hundreds lapse sees the oldest first). */
const TODAY_MAX = 200;

export const todayRoutes = new Hono<AppEnv>();

todayRoutes.get('/follow-ups/today', needs('customer:read'), async (c) => {
  const { db, now: clock } = c.var.deps;
  const now = clock();
  // China keeps no daylight saving: a day from now is always tomorrow there.
  const tomorrow = startOfBusinessDay(new Date(now.getTime() + 86_400_000));
  const due = await db
    .select({ id: customers.id, code: customers.code, name: customers.name, nextContactAt: customers.nextContactAt })
    .from(customers)
    .where(
      and(
        eq(customers.ownerId, c.var.user.userId),
        isNotNull(customers.nextContactAt),
        lt(customers.nextContactAt, tomorrow),
      ),
    )
    .orderBy(asc(customers.nextContactAt), asc(customers.id))
    .limit(TODAY_MAX);
  const ids = due.map((row) => row.id);
  const latest =
    ids.length === 0
      ? []
      : await db
          .selectDistinctOn([followUps.customerId], { customerId: followUps.customerId, type: followUps.type })
          .from(followUps)
          .where(inArray(followUps.customerId, ids))
          .orderBy(followUps.customerId, desc(followUps.at), desc(followUps.id));
  const lastType = new Map(latest.map((row) => [row.customerId, row.type]));
  const answer: TodayFollowUp[] = due.map((row) => {
    const next = row.nextContactAt as Date;
    return {
      customerId: row.id,
      customerCode: row.code,
      customerName: row.name,
      nextContactAt: next.toISOString(),
      overdue: next < now,
      lastType: lastType.get(row.id) ?? null,
    };
  });
  return ok(c, answer);
});
