/**
 * The playout history's filters live in the page's URL (shareable, kept in its tab, and the store detail links
 * here with ?storeId=): days as 'YYYY-MM-DD' there, sent to the API as the instants that bound those days in the
 * browser's time zone (the list and the CSV export get the same query).
 */
import type { PlayoutQuery } from '../../api/playback';

export const PLAYOUT_FILTERS = ['storeId', 'playerId', 'kind', 'q', 'from', 'to'] as const;
export type PlayoutFilters = Partial<Record<(typeof PLAYOUT_FILTERS)[number], string>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,9}$/;
const KINDS = new Set(['track', 'announcement']);

/** The valid filters and page of a search string; anything malformed (an old bookmark) is dropped. */
export function readPlayoutSearch(search: string): { filters: PlayoutFilters; page: number } {
  const params = new URLSearchParams(search);
  const filters: PlayoutFilters = {};
  const keep = (key: (typeof PLAYOUT_FILTERS)[number], ok: (value: string) => boolean) => {
    const value = params.get(key)?.trim();
    if (value && ok(value)) filters[key] = value;
  };
  keep('storeId', (value) => ID.test(value));
  keep('playerId', (value) => ID.test(value));
  keep('kind', (value) => KINDS.has(value));
  keep('q', (value) => value.length <= 100);
  keep('from', (value) => DAY.test(value));
  keep('to', (value) => DAY.test(value));
  // A player belongs to a store: without the store the player filter means nothing.
  if (!filters.storeId) delete filters.playerId;
  const page = Number(params.get('page'));
  return { filters, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The search string of filters and a page (page 1 is left out). */
export function writePlayoutSearch(filters: PlayoutFilters, page = 1): string {
  const params = new URLSearchParams();
  for (const key of PLAYOUT_FILTERS) if (filters[key]) params.set(key, filters[key] as string);
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

/** Midnight at the start of a calendar day in the browser's time zone, as an ISO instant. */
function startOfDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date).toISOString();
}

/** The API's query: `from` the start of the first day, `to` the last millisecond of the last day. */
export function playoutApiQuery(filters: PlayoutFilters, page: number, pageSize: number): PlayoutQuery {
  const { from, to, ...rest } = filters;
  const query: PlayoutQuery = { ...rest, page: String(page), pageSize: String(pageSize) };
  if (from) query.from = startOfDay(from);
  if (to) {
    const [year, month, date] = to.split('-').map(Number) as [number, number, number];
    query.to = new Date(new Date(year, month - 1, date + 1).getTime() - 1).toISOString();
  }
  return query;
}
