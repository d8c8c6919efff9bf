/**
 * The shared pool's rule, said once for the sweep and the warnings list: a customer's clock runs from the later of
 * its last contact and when its owner got it (or its creation); after N days (N by level, configuration group
 * `crm`) it returns to the pool, and M days before that its owner is warned.
 */
import { businessDay, configKeyDef } from '@soundboard/contract';
import { and, gt, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { customers } from '../db/schema';
import { readStored } from '../settings/config-store';

export interface PoolSettings {
  enabled: boolean;
  daysKey: number;
  daysRegular: number;
  daysSmall: number;
  warnDays: number;
  claimDailyLimit: number;
}

/**
 * The `crm` group as stored now, read from the database (not the per-process cache): the sweep runs every few
 * minutes, and a test that changes a setting sees it in the next sweep.
 */
export async function poolSettings(db: Db | Tx): Promise<PoolSettings> {
  const stored = await readStored(db);
  const value = (name: string) => stored.get(`crm.${name}`)?.value ?? configKeyDef(`crm.${name}`)?.default;
  return {
    enabled: value('poolEnabled') as boolean,
    daysKey: value('poolDaysKey') as number,
    daysRegular: value('poolDaysRegular') as number,
    daysSmall: value('poolDaysSmall') as number,
    warnDays: value('poolWarnDays') as number,
    claimDailyLimit: value('claimDailyLimit') as number,
  };
}

/** Days without a follow-up before a customer of this level returns to the pool (levels of customerLevel). */
export function poolDays(settings: PoolSettings): SQL<number> {
  return sql<number>`(CASE ${customers.level} WHEN 'key' THEN ${settings.daysKey}::int WHEN 'small' THEN ${settings.daysSmall}::int ELSE ${settings.daysRegular}::int END)`;
}

/** When the customer returns to the pool unless followed up (meaningful for an owned customer). */
export function reclaimAt(settings: PoolSettings): SQL<Date> {
  const clock = sql`greatest(${customers.lastContactAt}, coalesce(${customers.ownedAt}, ${customers.createdAt}))`;
  return sql<Date>`(${clock} + make_interval(days => ${poolDays(settings)}))`.mapWith(
    (value: Date | string) => new Date(value),
  );
}

/** `instant` as a timestamptz parameter (both drivers take the ISO text). */
export const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** When the company's day of `now` began (China calendar, contract business-day.ts). */
export const startOfBusinessDay = (now: Date) => new Date(`${businessDay(now)}T00:00:00+08:00`);

/** Owned customers inside the warning window at `now`: poolWarnDays or fewer days before they return to the pool. */
export function inWarningWindow(settings: PoolSettings, now: Date): SQL | undefined {
  const reclaim = reclaimAt(settings);
  return and(
    isNotNull(customers.ownerId),
    lte(sql`${reclaim} - make_interval(days => ${settings.warnDays}::int)`, at(now)),
    gt(reclaim, at(now)),
  );
}
