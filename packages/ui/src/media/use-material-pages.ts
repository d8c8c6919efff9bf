/**
 * The picker's list: asks the caller's loader for page 1 whenever the filters change (the search after a short
 * pause in typing), appends the next page on "load more", and drops answers that arrive after a newer question.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface MaterialQuery {
  /** The search text, trimmed ('' for none). */
  q: string;
  /** One kind, or null for every kind the picker allows (listed in `kinds`). */
  kind: string | null;
  kinds: readonly string[];
  /** A category id, or null for all. */
  categoryId: string | null;
  /** 1-based. */
  page: number;
}

export type MaterialLoader<T> = (query: MaterialQuery) => Promise<{ list: T[]; total: number }>;

/** How long typing must pause before the search is sent. */
const SEARCH_PAUSE_MS = 300;

export function useMaterialPages<T>(
  loader: MaterialLoader<T>,
  filters: Omit<MaterialQuery, 'page'>,
  keyOf: (item: T) => unknown,
) {
  const [list, setList] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const asked = useRef(0);
  const { q, kind, kinds, categoryId } = filters;
  const [query, setQuery] = useState(q);
  const kindsKey = kinds.join(',');
  // The latest keyOf, read when an answer arrives: a new function on each render must not reload.
  const keyOfRef = useRef(keyOf);
  keyOfRef.current = keyOf;

  useEffect(() => {
    const timer = setTimeout(() => setQuery(q.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [q]);

  const load = useCallback(
    (next: number) => {
      const ticket = ++asked.current;
      setLoading(true);
      setFailed(false);
      loader({ q: query, kind, kinds: kindsKey ? kindsKey.split(',') : [], categoryId, page: next }).then(
        (answer) => {
          if (ticket !== asked.current) return;
          // An upload shown early may come again on a later page: once is enough.
          setList((shown) => {
            if (next === 1) return answer.list;
            const known = new Set(shown.map(keyOfRef.current));
            return [...shown, ...answer.list.filter((item) => !known.has(keyOfRef.current(item)))];
          });
          setTotal(answer.total);
          setPage(next);
          setLoading(false);
        },
        () => {
          if (ticket !== asked.current) return;
          setFailed(true);
          setLoading(false);
        },
      );
    },
    [loader, query, kind, kindsKey, categoryId],
  );

  useEffect(() => load(1), [load]);

  /** An upload: shown first, at once, without asking the loader again. */
  const prepend = (item: T) => {
    setList((shown) => [item, ...shown.filter((other) => keyOf(other) !== keyOf(item))]);
  };

  return {
    list,
    total,
    loading,
    failed,
    hasMore: list.length < total,
    loadMore: () => load(page + 1),
    retry: () => load(page === 1 || list.length === 0 ? 1 : page + 1),
    prepend,
  };
}
