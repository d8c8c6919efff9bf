/**
 * A request asked for ahead of the component that shows its answer (a page's prefetch, at sign-in or as the router
 * loads the page's code), taken once by that component. A second prefetch while a fresh one waits does nothing,
 * so the sign-in and the router never ask twice; an answer older than `freshMs` is not shown: the component asks
 * again.
 */
export interface Prefetchable<T> {
  prefetch(now?: number): void;
  /** The waiting answer when fresh (taken once), otherwise a new request. */
  take(now?: number): Promise<T>;
}

export function prefetchable<T>(load: () => Promise<T>, freshMs = 10_000): Prefetchable<T> {
  let waiting: { at: number; answer: Promise<T> } | null = null;
  const fresh = (now: number) => waiting !== null && now - waiting.at <= freshMs;
  return {
    prefetch(now = Date.now()) {
      if (fresh(now)) return;
      const answer = load();
      // Taken (and its failure shown) by the component; one never taken must not be an unhandled rejection.
      answer.catch(() => undefined);
      waiting = { at: now, answer };
    },
    take(now = Date.now()) {
      const entry = fresh(now) ? waiting : null;
      waiting = null;
      return entry ? entry.answer : load();
    },
  };
}
