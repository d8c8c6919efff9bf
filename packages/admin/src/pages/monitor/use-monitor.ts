/** The monitor's snapshot, asked for every interval while the screen is mounted and the tab visible. */
import { MONITOR_BUCKET_SECONDS, type MonitorSnapshot } from '@soundboard/contract';
import { useCallback, useEffect, useState } from 'react';
import { loadMonitor } from '../../api/monitor';
import { documentVisibility, startPolling } from './poller';

export const REFRESH_MS = MONITOR_BUCKET_SECONDS * 1000;

export interface MonitorState {
  /** The latest answer (kept after a failure). */
  snapshot?: MonitorSnapshot;
  failed: boolean;
  retry: () => void;
}

export function useMonitor(): MonitorState {
  const [snapshot, setSnapshot] = useState<MonitorSnapshot>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  // A retry (a new attempt) starts a new poller.
  useEffect(
    () =>
      startPolling({
        load: loadMonitor,
        onAnswer: setSnapshot,
        onFail: () => setFailed(true),
        intervalMs: REFRESH_MS,
        ...documentVisibility,
      }),
    [attempt],
  );
  return { snapshot, failed, retry };
}
