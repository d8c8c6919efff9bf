/**
 * Loads the page the URL asks for (the router's prefetch when it already asked: ./list-prefetch.ts) and reloads
 * when it changes. The previous rows stay on screen while the next
 * page loads (the table dims them), and an answer that arrives after a newer request is dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListPage, ResourceApi } from './api';
import { takePrefetchedList } from './list-prefetch';

export function useResourceList(api: ResourceApi, params: Record<string, string>) {
  const [page, setPage] = useState<ListPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const ticket = useRef(0);
  const key = new URLSearchParams(params).toString();

  const reload = useCallback(() => {
    const mine = ++ticket.current;
    setLoading(true);
    setFailed(false);
    (takePrefetchedList(api, key) ?? api.list(Object.fromEntries(new URLSearchParams(key))))
      .then((next) => {
        if (mine === ticket.current) setPage(next);
      })
      .catch(() => {
        if (mine === ticket.current) setFailed(true);
      })
      .finally(() => {
        if (mine === ticket.current) setLoading(false);
      });
  }, [api, key]);

  useEffect(reload, [reload]);
  return { page, loading, failed, reload };
}
