/**
 * One of the Workplace's customer lists (today's follow-ups, pool warnings), taken when the panel mounts (asked
 * for with the figures, ./prefetch.ts). Undefined while loading; a failure (already
 * toasted by the client) shows as an empty list rather than a second error block.
 */
import { useEffect, useState } from 'react';

export function useCrmList<T>(load: () => Promise<T[]>): T[] | undefined {
  const [rows, setRows] = useState<T[]>();
  useEffect(() => {
    let live = true;
    load().then(
      (answer) => live && setRows(answer),
      () => live && setRows([]),
    );
    return () => {
      live = false;
    };
  }, [load]);
  return rows;
}
