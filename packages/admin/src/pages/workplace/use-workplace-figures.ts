/** Loads the Workplace's figures once on mount; `reload` tries again after a failure. */
import type { WorkplaceFigures } from '@soundboard/contract';
import { useCallback, useEffect, useState } from 'react';
import { loadWorkplaceFigures } from '../../api/workplace';

export interface WorkplaceFiguresState {
  /** Undefined while loading (and after a failure). */
  figures?: WorkplaceFigures;
  failed: boolean;
  reload: () => void;
}

export function useWorkplaceFigures(): WorkplaceFiguresState {
  const [figures, setFigures] = useState<WorkplaceFigures>();
  const [failed, setFailed] = useState(false);
  const reload = useCallback(() => {
    setFailed(false);
    setFigures(undefined);
    loadWorkplaceFigures().then(setFigures, () => setFailed(true));
  }, []);
  useEffect(reload, []);
  return { figures, failed, reload };
}
