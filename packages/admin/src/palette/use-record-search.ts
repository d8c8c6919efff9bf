/**
 * The records the server finds for the palette's text (GET /behind/search): one request per pause in typing
 * (DEBOUNCE_MS after the last key), and an answer that arrives after the text changed again is dropped.
 */
import { SEARCH_PATH, SEARCH_QUERY_MAX, type SearchHit } from '@soundboard/contract';
import { useEffect, useState } from 'react';
import { request } from '../api/http';

export const DEBOUNCE_MS = 250;

export function useRecordSearch(query: string): { hits: SearchHit[]; loading: boolean } {
  const text = query.trim().slice(0, SEARCH_QUERY_MAX);
  const [answer, setAnswer] = useState<{ text: string; hits: SearchHit[] }>({ text: '', hits: [] });
  useEffect(() => {
    if (!text) return;
    let current = true;
    const timer = setTimeout(() => {
      request<SearchHit[]>({ url: SEARCH_PATH, params: { q: text } })
        .catch(() => [] as SearchHit[])
        .then((hits) => {
          if (current) setAnswer({ text, hits });
        });
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text]);
  if (!text) return { hits: [], loading: false };
  return answer.text === text ? { hits: answer.hits, loading: false } : { hits: [], loading: true };
}
