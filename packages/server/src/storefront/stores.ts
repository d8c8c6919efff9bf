/**
 * The storefront's store list (contract decoration/storefront-catalog.ts): the stores open for business (status
 * 'open'; renovating and closed ones are not listed), each with its week as the home's store blocks show it
 * (resolve.ts), narrowed to a region and everything under it; and the regions one level down that have stores,
 * to narrow by. A store's region is its path of codes (province, city, district: ['44', '4403', '440305']).
 */
import type { StorefrontRegion, StorefrontStore, StorefrontStoreList } from '@soundboard/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { stores } from '../db/schema';
import { notFound } from '../http/errors';
import { regionText } from '../resources/region-names';
import { storeColumns, storefrontFileUrl, storeWeeks } from './resolve';

/** A store the storefront shows: open for business (the list, a store's page, the sitemap). */
export const openForBusiness = eq(stores.status, 'open');

/** A code as the store paths hold it: a province's or city's padded form ('440000', '440300') cut to 2 or 4 digits. */
function shortCode(code: string): string {
  let short = code;
  while (short.length > 2 && short.endsWith('00')) short = short.slice(0, -2);
  return short;
}

/** The store's region path holds the code (stores under a city hold the city's code too). */
const inRegion = (code: string): SQL => sql`${code} = ANY(${stores.region})`;

/** The listed stores' regions one level below `code` (provinces without one), with how many stores each holds. */
function regionsUnder(rows: { region: string[] | null }[], code: string | undefined): StorefrontRegion[] {
  const level = code === undefined ? 0 : (rows[0]?.region ?? []).indexOf(code) + 1;
  const counts = new Map<string, number>();
  for (const { region } of rows) {
    const below = region?.[level];
    if (below) counts.set(below, (counts.get(below) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([below, count]) => ({ code: below, name: regionText([below]), stores: count }));
}

export async function storeList(db: Db, region: string | undefined, now: Date): Promise<StorefrontStoreList> {
  const code = region === undefined ? undefined : shortCode(region);
  const rows = await db
    .select(storeColumns)
    .from(stores)
    .where(and(openForBusiness, code === undefined ? undefined : inRegion(code)))
    .orderBy(asc(stores.code));
  return {
    regions: regionsUnder(rows, code),
    stores: await storeWeeks(db, rows, now, storefrontFileUrl),
  };
}

/** One store open for business; 404 otherwise. */
export async function storeOf(db: Db, id: number, now: Date): Promise<StorefrontStore> {
  const rows = await db
    .select(storeColumns)
    .from(stores)
    .where(and(eq(stores.id, id), openForBusiness));
  const [store] = await storeWeeks(db, rows, now, storefrontFileUrl);
  if (!store) throw notFound();
  return store;
}
