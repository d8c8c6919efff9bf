/**
 * Background work on a timer in every process (the job runner, the pool sweep, the player offline check): run now,
 * then every `intervalMs`; a run still under way (a slow database) is not overlapped by the next tick; a failed run
 * goes to `onError` and is tried again at the next tick. `stop()` ends the ticks and resolves once a run under way
 * has finished (serve.ts awaits it before closing the database).
 */
export function startRepeating(
  run: () => Promise<void>,
  intervalMs: number,
  onError: (error: unknown) => void,
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = run()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
