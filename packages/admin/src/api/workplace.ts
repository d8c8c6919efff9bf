/** The Workplace's figures (GET /behind/dashboard/workplace, permission dashboard:read): one call for every panel. */
import { WORKPLACE_PATH, type WorkplaceFigures } from '@soundboard/contract';
import { request } from './http';

/** A prefetched answer older than this is not shown: the page asks again. */
const FRESH_MS = 10_000;

let prefetched: { at: number; answer: Promise<WorkplaceFigures> } | null = null;

export function loadWorkplaceFigures(): Promise<WorkplaceFigures> {
  return request<WorkplaceFigures>({ url: WORKPLACE_PATH });
}

const isFresh = (entry: typeof prefetched, now: number) => entry !== null && now - entry.at <= FRESH_MS;

/**
 * Asks for the figures ahead of the page (at sign-in, or as the router loads the page's code); a call while a
 * fresh prefetch is waiting to be taken does nothing, so the sign-in and the router never ask twice.
 */
export function prefetchWorkplaceFigures(now = Date.now()): void {
  if (isFresh(prefetched, now)) return;
  const answer = loadWorkplaceFigures();
  // Taken (and its failure shown) by the page; a prefetch never taken must not be an unhandled rejection.
  answer.catch(() => undefined);
  prefetched = { at: now, answer };
}

/** The page's load: the waiting prefetch when fresh (taken once), otherwise a new request. */
export function takeWorkplaceFigures(now = Date.now()): Promise<WorkplaceFigures> {
  const entry = prefetched;
  prefetched = null;
  return entry && isFresh(entry, now) ? entry.answer : loadWorkplaceFigures();
}
