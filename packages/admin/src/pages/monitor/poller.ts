/**
 * Asks again a fixed time after each answer (never two calls at once, so a slow server is not piled on), pauses
 * while the page is hidden and asks at once when it shows again. A failure stops it: the page offers a retry
 * instead of an error toast every few seconds.
 */
export interface PollerOptions<T> {
  load: () => Promise<T>;
  onAnswer: (answer: T) => void;
  onFail: () => void;
  intervalMs: number;
  /** The page's visibility: whether it is hidden now, and a way to hear when that changes. */
  isHidden: () => boolean;
  onVisibilityChange: (listener: () => void) => () => void;
}

export function startPolling<T>(options: PollerOptions<T>): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let loading = false;
  let stopped = false;

  const poll = () => {
    timer = undefined;
    if (stopped || loading || options.isHidden()) return;
    loading = true;
    options.load().then(
      (answer) => {
        loading = false;
        if (stopped) return;
        options.onAnswer(answer);
        timer = setTimeout(poll, options.intervalMs);
      },
      () => {
        loading = false;
        if (stopped) return;
        stopped = true;
        options.onFail();
      },
    );
  };

  const unlisten = options.onVisibilityChange(() => {
    if (options.isHidden()) {
      clearTimeout(timer);
      timer = undefined;
    } else if (timer === undefined) poll();
  });
  poll();
  return () => {
    stopped = true;
    clearTimeout(timer);
    unlisten();
  };
}

/** The document's visibility for startPolling. */
export const documentVisibility = {
  isHidden: () => document.visibilityState === 'hidden',
  onVisibilityChange: (listener: () => void) => {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};
