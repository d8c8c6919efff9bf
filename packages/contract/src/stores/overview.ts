/**
 * The store home (/store/home): GET /stores/overview?days=N (store:read) answers figures across the stores, each of
 * which the page links to its filtered list. Money in cents, as everywhere.
 */
import * as v from 'valibot';

export const STORES_OVERVIEW_PATH = '/stores/overview';

/** A player is online when its last heartbeat is at most this many minutes old. */
export const PLAYER_ONLINE_MINUTES = 10;

/** The sales period's choices in days (the page's switch); the first is the default. */
export const OVERVIEW_DAYS = [30, 7, 90] as const;

export const storesOverviewQuery = v.strictObject({
  days: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.check((days) => (OVERVIEW_DAYS as readonly number[]).includes(days), 'validation.invalid'),
    ),
  ),
});

export interface StoreSales {
  storeId: number;
  code: string;
  nameZh: string;
  nameEn: string;
  /** Sum of the totals of the period's orders naming the store that are not cancelled. */
  total: number;
  orders: number;
}

export interface StoresOverview {
  days: number;
  /** The first day of the period, 'YYYY-MM-DD' (company calendar); the period runs to today inclusive. */
  from: string;
  today: string;
  /** Every store, highest sales first (stores without sales in the period: 0). */
  sales: StoreSales[];
  /** The period's orders that name no store. */
  other: { total: number; orders: number };
  players: { online: number; offline: number };
  /** How many stores are in each status. */
  statuses: Record<string, number>;
  /** The active storefront template, or null when none is active. */
  activeTemplate: {
    id: number;
    name: string;
    publishedVersion: number;
    lastPublishedAt: string | null;
  } | null;
  /** Advertisements running now (enabled, startsAt ≤ now < endsAt): how many, and the first few ending soonest. */
  runningAds: { count: number; first: { id: number; title: string; endsAt: string }[] };
  /** Stores with an exception for today: closed or other hours. */
  exceptionsToday: {
    storeId: number;
    code: string;
    nameZh: string;
    nameEn: string;
    closed: boolean;
    opens: string;
    closes: string;
    note: string;
  }[];
}

/** How many running ads the overview names. */
export const OVERVIEW_ADS_SHOWN = 5;

/** The company's local date and time of an instant (Asia/Shanghai, UTC+8 all year): 'YYYY-MM-DD', 'HH:MM'. */
export function localMoment(instant: Date): { date: string; time: string } {
  const iso = new Date(instant.getTime() + 8 * 3_600_000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** Whether a player seen at `lastSeenAt` is online at `now`. */
export function playerOnline(lastSeenAt: string | Date | null | undefined, now: Date): boolean {
  if (!lastSeenAt) return false;
  return now.getTime() - new Date(lastSeenAt).getTime() <= PLAYER_ONLINE_MINUTES * 60_000;
}
