/**
 * Playout history (contract player/api.ts PLAYOUTS_PATH): what players reported they played, newest first, as a
 * page for the screen and as CSV for a spreadsheet (the proof that an announcement ran, for a landlord or a
 * brand). Both read the same filters.
 */
import { PLAYOUTS_PATH, type PlayoutRow, playoutQuerySchema } from '@soundboard/contract';
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { needs } from '../auth/guard';
import type { Db } from '../db/client';
import { containsPattern } from '../db/like';
import { playouts } from '../db/schema';
import type { AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { queryOf } from '../http/validate';
import { withInput } from '../openapi/route-input';
import { CSV_TIME_ZONE } from '../resources/csv';
import { EXPORT_QUERY } from '../resources/export';
import { playoutCsv } from './playout-csv';

type PlayoutQuery = v.InferOutput<typeof playoutQuerySchema>;

/** More than a year of one store's announcements; a bigger export is a database job, not a download. */
export const PLAYOUT_EXPORT_MAX_ROWS = 50_000;

function conditions(query: PlayoutQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.storeId) where.push(eq(playouts.storeId, query.storeId));
  if (query.playerId) where.push(eq(playouts.playerId, query.playerId));
  if (query.kind) where.push(eq(playouts.kind, query.kind));
  if (query.q) where.push(ilike(playouts.title, containsPattern(query.q)));
  if (query.from) where.push(gte(playouts.startedAt, new Date(query.from)));
  if (query.to) where.push(lt(playouts.startedAt, new Date(query.to)));
  return and(...where);
}

const NEWEST_FIRST = [desc(playouts.startedAt), desc(playouts.id)];

export function toPlayoutRow(row: typeof playouts.$inferSelect): PlayoutRow {
  return {
    id: row.id,
    storeId: row.storeId ?? 0,
    storeName: row.storeName,
    playerId: row.playerId ?? 0,
    playerName: row.playerName,
    kind: row.kind as PlayoutRow['kind'],
    title: row.title,
    startedAt: row.startedAt.toISOString(),
    durationMs: row.durationMs,
    interrupted: row.interrupted,
    source: row.source as PlayoutRow['source'],
  };
}

export async function listPlayouts(db: Db, query: PlayoutQuery) {
  const where = conditions(query);
  const [counted] = await db.select({ n: count() }).from(playouts).where(where);
  const rows = await db
    .select()
    .from(playouts)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { items: rows.map(toPlayoutRow), total: Number(counted?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

export const playoutRoutes = new Hono<AppEnv>();

playoutRoutes.get(
  PLAYOUTS_PATH,
  needs('store:read'),
  withInput({ query: playoutQuerySchema }, async (c) => {
    const query = queryOf(c, playoutQuerySchema);
    return ok(c, await listPlayouts(c.var.deps.db, query));
  }),
);

const exportQuery = v.object({ ...playoutQuerySchema.entries, ...EXPORT_QUERY });

playoutRoutes.get(
  `${PLAYOUTS_PATH}/export`,
  needs('store:read'),
  withInput({ query: exportQuery }, async (c) => {
    const query = queryOf(c, exportQuery);
    const rows = await c.var.deps.db
      .select()
      .from(playouts)
      .where(conditions(query))
      .orderBy(...NEWEST_FIRST)
      .limit(PLAYOUT_EXPORT_MAX_ROWS);
    const { name, text } = playoutCsv(rows.map(toPlayoutRow), {
      locale: c.var.locale,
      timeZone: query.tz ?? CSV_TIME_ZONE,
      now: c.var.deps.now(),
    });
    return c.body(text, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="playouts.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'Cache-Control': 'no-store',
    });
  }),
);
