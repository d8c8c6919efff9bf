/**
 * The storefront's two ways of loading a page's data: one answer (a product, an article, the store list…), and
 * a list in pages (the category's products, the articles) that grows as it is scrolled. A request answered after
 * the page has moved on is dropped; a 404 answer is told apart (the page shows "not found").
 *
 * A page the server rendered (server-render.tsx) starts from the answers it rendered with, by load key
 * (LoadCacheContext): the browser draws the same page at once and asks for nothing until the page moves on.
 * During the server's render the same hooks say which loads they want.
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { isApiError } from '../api/errors';

/** One load's outcome as the server rendered it: its data, or its failure. */
export type LoadAnswer = { ok: true; data: unknown } | { ok: false; status: number; message: string };

export interface LoadCache {
  answers: Record<string, LoadAnswer>;
  /** Server only: the loads this render wanted that have no answer yet (server-render.tsx fetches them). */
  wanted?: Map<string, () => Promise<unknown>>;
}

export const LoadCacheContext = createContext<LoadCache | null>(null);

/** The answer the server rendered with for `key`, taken once (a later visit to the same page asks again). */
function takeAnswer(cache: LoadCache | null, key: string, wanted: () => Promise<unknown>): LoadAnswer | null {
  if (!cache) return null;
  const answer = cache.answers[key];
  if (!answer) {
    cache.wanted?.set(key, wanted);
    return null;
  }
  if (!cache.wanted) delete cache.answers[key];
  return answer;
}

/** A failed load as the answer the server passes on (its HTTP status and the server's words). */
export function answerOf(error: unknown, fallback: string): LoadAnswer {
  return isApiError(error)
    ? { ok: false, status: error.status, message: error.message }
    : { ok: false, status: 0, message: fallback };
}

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'failed'; message: string; httpStatus: number }
  | { status: 'notFound'; message: string }
  | { status: 'ready'; data: T };

/** A failed request as a state: a 404 answer is "not found", anything else a failure with the server's words. */
function failure(error: unknown, fallback: string): Loaded<never> {
  const message = isApiError(error) ? error.message : fallback;
  const httpStatus = isApiError(error) ? error.status : 0;
  return httpStatus === 404 ? { status: 'notFound', message } : { status: 'failed', message, httpStatus };
}

function stateOf<T>(answer: LoadAnswer | null): Loaded<T> {
  if (!answer) return { status: 'loading' };
  if (answer.ok) return { status: 'ready', data: answer.data as T };
  return answer.status === 404
    ? { status: 'notFound', message: answer.message }
    : { status: 'failed', message: answer.message, httpStatus: answer.status };
}

/** Calls `load()` whenever `key` changes; `retry` asks again. */
export function useLoad<T>(key: string, load: () => Promise<T>, requestError: string) {
  const cache = useContext(LoadCacheContext);
  const [state, setState] = useState<Loaded<T>>(() => stateOf(takeAnswer(cache, key, load)));
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(load);
  latest.current = load;
  // Rendered by the server already: the first effect has nothing to ask.
  const served = useRef(state.status !== 'loading');
  useEffect(() => {
    if (served.current) {
      served.current = false;
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    latest.current().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState(failure(error, requestError)),
    );
    return () => {
      current = false;
    };
  }, [key, attempt, requestError]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}

export interface Paged<T> {
  items: T[];
  next: string | null;
  /** The latest request's: the first page's while there are no items, else the next page's. */
  state: 'ready' | 'loading' | 'failed';
  /** Loads the next page, or the failed one again. */
  loadMore: () => void;
}

/** A list loaded a page at a time from `loadPage(cursor)`, started again whenever `key` changes. */
export function usePaged<T>(
  key: string,
  loadPage: (cursor: string | null) => Promise<{ items: T[]; next: string | null }>,
) {
  const cache = useContext(LoadCacheContext);
  const [list, setList] = useState<{ items: T[]; next: string | null; state: Paged<T>['state'] }>(() => {
    const answer = takeAnswer(cache, `paged:${key}`, () => loadPage(null));
    if (!answer) return { items: [], next: null, state: 'loading' };
    if (!answer.ok) return { items: [], next: null, state: 'failed' };
    const page = answer.data as { items: T[]; next: string | null };
    return { items: page.items, next: page.next, state: 'ready' };
  });
  const generation = useRef(0);
  // A first page the server rendered with leaves its cursor for the next one.
  const cursor = useRef<string | null>(list.next);
  const busy = useRef(false);
  const latest = useRef(loadPage);
  latest.current = loadPage;

  const load = useCallback((from: string | null) => {
    const mine = generation.current;
    busy.current = true;
    setList((before) => ({ ...before, state: 'loading' }));
    latest.current(from).then(
      (page) => {
        if (mine !== generation.current) return;
        busy.current = false;
        cursor.current = page.next;
        setList((before) => ({
          items: from ? [...before.items, ...page.items] : page.items,
          next: page.next,
          state: 'ready',
        }));
      },
      () => {
        if (mine !== generation.current) return;
        busy.current = false;
        setList((before) => ({ ...before, state: 'failed' }));
      },
    );
  }, []);

  // Rendered by the server already: its first page is here, the next one is asked for by scrolling.
  const served = useRef(list.state !== 'loading');
  useEffect(() => {
    if (served.current) {
      served.current = false;
      return;
    }
    generation.current += 1;
    cursor.current = null;
    setList({ items: [], next: null, state: 'loading' });
    load(null);
  }, [key, load]);

  const loadMore = useCallback(() => {
    if (!busy.current) load(cursor.current);
  }, [load]);
  return { ...list, loadMore } satisfies Paged<T>;
}
