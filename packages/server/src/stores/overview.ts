/**
 * GET /stores/overview (store:read): the store home's figures (contract stores/overview.ts), one query each —
 * sales by store over the period, players online and offline, the active template, the ads running now and the
 * stores with an exception today. Local dates are the company calendar's (Asia/Shanghai).
 */
import {
  localMoment,
  OVERVIEW_ADS_SHOWN,
  OVERVIEW_DAYS,
  PLAYER_ONLINE_MINUTES,
  STORES_OVERVIEW_PATH,
  type StoresOverview,
  store,
  storesOverviewQuery,
} from '@soundboard/contract';
import { and, asc, count, eq, gt, gte, lte, ne, sql, sum } from 'drizzle-orm';
import { Hono } from 'hono';
import { needs } from '../auth/guard';
import type { Db } from '../db/client';
import { advertisements, homeTemplates, saleOrders, storeExceptions, storePlayers, stores } from '../db/schema';
import type { AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { queryOf } from '../http/validate';

const DAY_MS = 86_400_000;

/** The first day of a period of `days` days ending today (inclusive). */
const periodStart = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);

async function salesByStore(db: Db, from: string, to: string) {
  return db
    .select({ storeId: saleOrders.storeId, total: sum(saleOrders.total).mapWith(Number), orders: count() })
    .from(saleOrders)
    .where(and(gte(saleOrders.orderDate, from), lte(saleOrders.orderDate, to), ne(saleOrders.status, 'cancelled')))
    .groupBy(saleOrders.storeId);
}

async function players(db: Db, now: Date) {
  const since = new Date(now.getTime() - PLAYER_ONLINE_MINUTES * 60_000);
  const [row] = await db
    .select({
      online: sql<number>`count(*) filter (where ${storePlayers.lastSeenAt} >= ${since.toISOString()})`.mapWith(Number),
      all: count(),
    })
    .from(storePlayers);
  const online = row?.online ?? 0;
  return { online, offline: (row?.all ?? 0) - online };
}

async function activeTemplate(db: Db): Promise<StoresOverview['activeTemplate']> {
  const [row] = await db
    .select({
      id: homeTemplates.id,
      name: homeTemplates.name,
      publishedVersion: homeTemplates.publishedVersion,
      lastPublishedAt: homeTemplates.lastPublishedAt,
    })
    .from(homeTemplates)
    .where(eq(homeTemplates.active, true));
  if (!row) return null;
  return { ...row, lastPublishedAt: row.lastPublishedAt?.toISOString() ?? null };
}

async function runningAds(db: Db, now: Date): Promise<StoresOverview['runningAds']> {
  const rows = await db
    .select({
      id: advertisements.id,
      title: advertisements.title,
      endsAt: advertisements.endsAt,
      count: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(advertisements)
    .where(and(eq(advertisements.enabled, true), lte(advertisements.startsAt, now), gt(advertisements.endsAt, now)))
    .orderBy(asc(advertisements.endsAt), asc(advertisements.id))
    .limit(OVERVIEW_ADS_SHOWN);
  return {
    count: rows[0]?.count ?? 0,
    first: rows.map(({ id, title, endsAt }) => ({ id, title, endsAt: endsAt.toISOString() })),
  };
}

async function exceptionsOn(db: Db, date: string): Promise<StoresOverview['exceptionsToday']> {
  return db
    .select({
      storeId: stores.id,
      code: stores.code,
      nameZh: stores.nameZh,
      nameEn: stores.nameEn,
      closed: storeExceptions.closed,
      opens: storeExceptions.opens,
      closes: storeExceptions.closes,
      note: storeExceptions.note,
    })
    .from(storeExceptions)
    .innerJoin(stores, eq(stores.id, storeExceptions.storeId))
    .where(eq(storeExceptions.date, date))
    .orderBy(asc(stores.code));
}

export async function storesOverview(db: Db, now: Date, days: number): Promise<StoresOverview> {
  const today = localMoment(now).date;
  const from = periodStart(today, days);
  const [sales, storeRows, playerCounts, template, ads, exceptionsToday] = await Promise.all([
    salesByStore(db, from, today),
    db
      .select({ id: stores.id, code: stores.code, nameZh: stores.nameZh, nameEn: stores.nameEn, status: stores.status })
      .from(stores)
      .orderBy(asc(stores.code)),
    players(db, now),
    activeTemplate(db),
    runningAds(db, now),
    exceptionsOn(db, today),
  ]);
  const byStore = new Map(sales.filter((row) => row.storeId !== null).map((row) => [row.storeId, row]));
  const other = sales.find((row) => row.storeId === null);
  const statuses: Record<string, number> = Object.fromEntries(
    (store.fields.status.values as readonly string[]).map((status) => [status, 0]),
  );
  for (const row of storeRows) statuses[row.status] = (statuses[row.status] ?? 0) + 1;
  return {
    days,
    from,
    today,
    sales: storeRows
      .map(({ id, code, nameZh, nameEn }) => ({
        storeId: id,
        code,
        nameZh,
        nameEn,
        total: byStore.get(id)?.total ?? 0,
        orders: byStore.get(id)?.orders ?? 0,
      }))
      .sort((a, b) => b.total - a.total || a.code.localeCompare(b.code)),
    other: { total: other?.total ?? 0, orders: other?.orders ?? 0 },
    players: playerCounts,
    statuses,
    activeTemplate: template,
    runningAds: ads,
    exceptionsToday,
  };
}

export const storeOverviewRoutes = new Hono<AppEnv>();

storeOverviewRoutes.get(STORES_OVERVIEW_PATH, needs(store.permissions.read), async (c) => {
  const { days = OVERVIEW_DAYS[0] } = queryOf(c, storesOverviewQuery);
  return ok(c, await storesOverview(c.var.deps.db, c.var.deps.now(), days));
});
