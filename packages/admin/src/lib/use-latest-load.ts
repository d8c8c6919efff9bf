/**
 * Loads a page's data and loads it again on `reload` or when `load` changes (keep it stable with useCallback):
 * only the latest call's answer is kept, so a slow earlier answer never overwrites a newer one, and nothing is
 * set after unmount. The request layer has already toasted a failure; `failed` lets the page offer a retry.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export function useLatestLoad<T>(load: () => Promise<T>): { data: T | undefined; failed: boolean; reload: () => void } {
  const [data, setData] = useState<T>();
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const reload = useCallback(() => {
    const call = ++latest.current;
    setFailed(false);
    load().then(
      (answer) => call === latest.current && setData(answer),
      () => call === latest.current && setFailed(true),
    );
  }, [load]);
  useEffect(() => {
    reload();
    return () => {
      latest.current++;
    };
  }, [reload]);
  return { data, failed, reload };
}
