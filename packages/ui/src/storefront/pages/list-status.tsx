/**
 * The foot of a list that loads in pages: an IntersectionObserver sentinel asks for the next page as it scrolls
 * into view, and a visible "Load more" button does the same by keyboard (or where there is no observer); while
 * loading it says so, after a failure it says that and offers a retry. Plus the empty and error notes of a page.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { focusRingNative } from '../../lib/focus-ring';
import { look } from '../look';
import type { StorefrontText } from '../storefront.messages';

export const pageButton = `${focusRingNative} inline-flex h-9 items-center justify-center rounded-full border px-4 text-sm font-medium ${look.themeBorder} ${look.theme} ${look.card}`;

export type PageState = 'ready' | 'loading' | 'failed';

export interface PagedProps {
  /** How many items are shown. */
  count: number;
  /** The next page's cursor; null on the last. */
  next: string | null;
  /** The latest request's: the first page's while nothing is shown, else the next page's. */
  state: PageState;
  /** Loads the next page, or the failed one again. */
  onLoadMore: () => void;
  /** What to say when the list is empty. */
  empty: string;
  text: StorefrontText;
  children: ReactNode;
}

/** A list loaded a page at a time: the items and their LoadMore foot, or the first page's loading, failure or emptiness. */
export function Paged({ count, next, state, onLoadMore, empty, text, children }: PagedProps) {
  if (!count)
    return state === 'loading' ? (
      <p role="status" aria-busy="true" className={`py-12 text-center text-sm ${look.muted}`}>
        {text.loading}
      </p>
    ) : (
      <PageNote
        message={state === 'failed' ? text.loadFailed : empty}
        onRetry={state === 'failed' ? onLoadMore : undefined}
        text={text}
      />
    );
  return (
    <>
      {children}
      <LoadMore
        more={next !== null}
        loading={state === 'loading'}
        failed={state === 'failed'}
        onLoadMore={onLoadMore}
        text={text}
      />
    </>
  );
}

interface LoadMoreProps {
  /** Whether there is a next page. */
  more: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
  text: StorefrontText;
}

function LoadMore({ more, loading, failed, onLoadMore, text }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;
  const waiting = more && !loading && !failed;
  useEffect(() => {
    const node = sentinel.current;
    if (!waiting || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [waiting]);
  return (
    <div className="flex flex-col items-center gap-2 py-4">
      <div ref={sentinel} aria-hidden className="h-px w-full" />
      <p role="status" className={`text-sm ${look.muted}`}>
        {loading ? text.loadingMore : failed ? text.loadFailed : more ? '' : text.allLoaded}
      </p>
      {more && !loading && (
        <button type="button" className={pageButton} onClick={onLoadMore}>
          {failed ? text.retry : text.loadMore}
        </button>
      )}
    </div>
  );
}

/** A page's note in place of its content: nothing to show, or (with onRetry) a failure and a retry. */
export function PageNote({ message, onRetry, text }: { message: string; onRetry?: () => void; text: StorefrontText }) {
  return (
    <div role={onRetry ? 'alert' : undefined} className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <p className={`text-sm ${look.muted}`}>{message}</p>
      {onRetry && (
        <button type="button" className={pageButton} onClick={onRetry}>
          {text.retry}
        </button>
      )}
    </div>
  );
}
