/**
 * Sales targets and attainment (Settings, KPI; contract settings/kpi.ts): the year's table (kpi:read), a
 * salesperson's targets set (kpi:write), and the caller's own row for the Workplace (dashboard:read).
 */
import {
  businessDay,
  KPI_MINE_PATH,
  KPI_PATH,
  type KpiMine,
  type KpiYear,
  kpiQuerySchema,
  kpiTargetsSchema,
  kpiYearText,
} from '@soundboard/contract';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import { needs } from '../auth/guard';
import type { AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { idParam, jsonBody, parseWith, queryOf } from '../http/validate';
import { kpiRows } from '../settings/kpi-figures';
import { setTargets } from '../settings/kpi-targets';

export const kpiRoutes = new Hono<AppEnv>();

/** Today on the company's calendar: [year, month]. */
function businessYearMonth(c: Context<AppEnv>): [number, number] {
  const today = businessDay(c.var.deps.now());
  return [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
}

/** ?year=, or the current business year. */
function yearOf(c: Context<AppEnv>): number {
  return queryOf(c, kpiQuerySchema).year ?? businessYearMonth(c)[0];
}

kpiRoutes.get(KPI_PATH, needs('kpi:read'), async (c) => {
  const year = yearOf(c);
  const answer: KpiYear = { year, rows: await kpiRows(c.var.deps.db, year) };
  return ok(c, answer);
});

kpiRoutes.get(KPI_MINE_PATH, needs('dashboard:read'), async (c) => {
  const year = yearOf(c);
  const [thisYear, thisMonth] = businessYearMonth(c);
  const [row] = await kpiRows(c.var.deps.db, year, c.var.user.userId);
  const answer: KpiMine = { year, currentMonth: year === thisYear ? thisMonth : null, row: row ?? null };
  return ok(c, answer);
});

kpiRoutes.put(`${KPI_PATH}/:userId/:year`, needs('kpi:write'), async (c) => {
  const userId = idParam(c, 'userId');
  const { year } = parseWith(c, v.object({ year: kpiYearText }), { year: c.req.param('year') });
  const input = await jsonBody(c, kpiTargetsSchema);
  await setTargets(c, userId, year, input);
  const [row] = await kpiRows(c.var.deps.db, year, userId);
  return ok(c, row);
});
