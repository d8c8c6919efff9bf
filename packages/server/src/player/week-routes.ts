/**
 * GET /stores/:id/week?from=YYYY-MM-DD (store:read): the store's music week (./week.ts). `from` is snapped to
 * the Monday of its week; absent, this week (the company's calendar).
 */
import { store, storeWeekPath, storeWeekQuery } from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { needs } from '../auth/guard';
import { stores } from '../db/schema';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { ok } from '../http/respond';
import { idParam, queryOf } from '../http/validate';
import { localInstant, mondayOf } from './plan-time';
import { storeWeek } from './week';

export const weekRoutes = new Hono<AppEnv>();

weekRoutes.get(storeWeekPath(':id'), needs(store.permissions.read), async (c) => {
  const storeId = idParam(c);
  const { from } = queryOf(c, storeWeekQuery);
  const db = c.var.deps.db;
  const [found] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  if (!found) throw notFound();
  const monday = mondayOf(from ? localInstant(from, '12:00') : c.var.deps.now());
  return ok(c, await storeWeek(db, storeId, monday));
});
