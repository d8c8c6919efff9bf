/**
 * The route-change progress bar's state, callable from outside React (the router calls start/done around a
 * lazy page load). While running the value trickles toward 90% (never reaching it: the real end is unknown);
 * done() jumps to 100% and hides the bar shortly after. Overlapping loads are counted: the bar finishes when the
 * last one is done.
 */
export interface TopProgressState {
  /** 0-100. */
  value: number;
  visible: boolean;
}

const TRICKLE_MS = 200;
const HIDE_AFTER_MS = 300;

let state: TopProgressState = { value: 0, visible: false };
let running = 0;
let trickle: ReturnType<typeof setInterval> | undefined;
let hide: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: TopProgressState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Each tick closes a tenth of the gap to 90%, so it slows down as it gets there. */
export function nextTrickleValue(value: number): number {
  return Math.round((value + (90 - value) * 0.1) * 100) / 100;
}

export const topProgress = {
  start() {
    running++;
    if (running > 1) return;
    clearTimeout(hide);
    set({ value: 8, visible: true });
    trickle = setInterval(() => set({ value: nextTrickleValue(state.value), visible: true }), TRICKLE_MS);
  },
  done() {
    if (running === 0) return;
    running--;
    if (running > 0) return;
    clearInterval(trickle);
    set({ value: 100, visible: true });
    hide = setTimeout(() => set({ value: 0, visible: false }), HIDE_AFTER_MS);
  },
  get: (): TopProgressState => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Back to idle (tests). */
  reset() {
    clearInterval(trickle);
    clearTimeout(hide);
    running = 0;
    set({ value: 0, visible: false });
  },
};
