/**
 * Loads the Workplace's figures on mount (taking the answer the router or the sign-in already asked for);
 * `reload` tries again after a failure. Only the latest call's answer counts: one that arrives after the page
 * left (or after a newer call) is dropped.
 */
import type { WorkplaceFigures } from '@soundboard/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { takeWorkplaceFigures } from '../../api/workplace';

export interface WorkplaceFiguresState {
  /** Undefined while loading (and after a failure). */
  figures?: WorkplaceFigures;
  failed: boolean;
  reload: () => void;
}

export function useWorkplaceFigures(): WorkplaceFiguresState {
  const [figures, setFigures] = useState<WorkplaceFigures>();
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const reload = useCallback(() => {
    const call = ++latest.current;
    setFailed(false);
    setFigures(undefined);
    takeWorkplaceFigures().then(
      (answer) => call === latest.current && setFigures(answer),
      () => call === latest.current && setFailed(true),
    );
  }, []);
  useEffect(() => {
    reload();
    return () => {
      latest.current++;
    };
  }, [reload]);
  return { figures, failed, reload };
}
