/**
 * A resource list's first page asked for beside the screen's code (the router calls this once the guards let the
 * route open), so the answer and the code arrive together instead of the request waiting for the screen to
 * render. The screen takes the waiting answer when its query is the same; otherwise it asks as usual.
 */
import { RESOURCES } from '@soundboard/contract';
import { apiFor, type ListPage, type ResourceApi } from './api';
import { listParams } from './use-list-query';

/** An answer older than this is not shown: the screen asks again. */
const FRESH_MS = 10_000;

let waiting: { api: ResourceApi; key: string; at: number; answer: Promise<ListPage> } | null = null;

export function prefetchList(resource: string, search: string, now = Date.now()): void {
  const def = RESOURCES[resource];
  if (!def) return;
  const api = apiFor(def);
  const params = listParams(def, search);
  const key = new URLSearchParams(params).toString();
  if (waiting && waiting.api === api && waiting.key === key && now - waiting.at <= FRESH_MS) return;
  const answer = api.list(params);
  // Taken (and its failure shown) by the screen; one never taken must not be an unhandled rejection.
  answer.catch(() => undefined);
  waiting = { api, key, at: now, answer };
}

/** The waiting answer for exactly this list and query (taken once), or null. */
export function takePrefetchedList(api: ResourceApi, key: string, now = Date.now()): Promise<ListPage> | null {
  const entry = waiting;
  if (!entry || entry.api !== api || entry.key !== key) return null;
  waiting = null;
  return now - entry.at <= FRESH_MS ? entry.answer : null;
}
