/**
 * The pure queue behind toasts and notifications: add (or replace in place by id), dismiss, expiry timers that
 * pause and resume, and subscribe/notify so hosts can render it with useSyncExternalStore. No React here, so
 * non-React code (the admin's API client) can push messages and a unit test can drive it with fake timers.
 */
type Listener = () => void;

export interface Notice<T> {
  id: string;
  data: T;
  /** Milliseconds until it closes by itself; 0 keeps it until dismissed. */
  duration: number;
}

interface Timer {
  handle?: ReturnType<typeof setTimeout>;
  remaining: number;
  startedAt: number;
}

export function createNoticeStore<T>(idPrefix: string) {
  let items: readonly Notice<T>[] = [];
  let counter = 0;
  let paused = false;
  const timers = new Map<string, Timer>();
  const listeners = new Set<Listener>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  function start(id: string, timer: Timer) {
    timer.startedAt = Date.now();
    timer.handle = setTimeout(() => dismiss(id), timer.remaining);
  }

  function schedule(id: string, duration: number) {
    const old = timers.get(id);
    if (old) clearTimeout(old.handle);
    timers.delete(id);
    if (duration <= 0) return;
    const timer: Timer = { remaining: duration, startedAt: 0 };
    timers.set(id, timer);
    if (!paused) start(id, timer);
  }

  function show(data: T, options: { id?: string; duration: number }): string {
    const id = options.id ?? `${idPrefix}-${++counter}`;
    const notice: Notice<T> = { id, data, duration: options.duration };
    const index = items.findIndex((item) => item.id === id);
    // The same id replaces the earlier message where it stands (info -> success), with a fresh timer.
    items = index === -1 ? [...items, notice] : items.map((item, i) => (i === index ? notice : item));
    schedule(id, options.duration);
    notify();
    return id;
  }

  function dismiss(id: string) {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer.handle);
    timers.delete(id);
    if (!items.some((item) => item.id === id)) return;
    items = items.filter((item) => item.id !== id);
    notify();
  }

  return {
    show,
    dismiss,
    clear() {
      for (const item of items) dismiss(item.id);
    },
    /** Stops every countdown (pointer over or focus inside the stack), keeping the time left. */
    pause() {
      if (paused) return;
      paused = true;
      for (const timer of timers.values()) {
        clearTimeout(timer.handle);
        timer.remaining -= Date.now() - timer.startedAt;
      }
    },
    resume() {
      if (!paused) return;
      paused = false;
      for (const [id, timer] of timers) start(id, timer);
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => items,
  };
}

export type NoticeStore<T> = ReturnType<typeof createNoticeStore<T>>;
