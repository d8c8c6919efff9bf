/** The engine's arithmetic on the timeline, apart from Web Audio so it can be tested in Node. */
import type { EngineEntry } from './types';

export const startMs = (entry: EngineEntry) => Date.parse(entry.startsAt);
export const endMs = (entry: EngineEntry) => startMs(entry) + entry.durationMs;

/** The timeline in start order (the server sends it so; a refetch or a test may not). */
export function inStartOrder(entries: readonly EngineEntry[]): EngineEntry[] {
  return [...entries].sort((a, b) => startMs(a) - startMs(b));
}

/**
 * The entries to have decoded by now: those not over yet that start within `horizonMs`, at most `count` of them
 * (a few in advance: decoded audio is large, ~10 MB a stereo minute).
 */
export function entriesToPrepare(
  entries: readonly EngineEntry[],
  nowMs: number,
  count: number,
  horizonMs: number,
): EngineEntry[] {
  return entries.filter((entry) => endMs(entry) > nowMs && startMs(entry) <= nowMs + horizonMs).slice(0, count);
}

/** Seconds into the entry at `atMs` (joining mid-entry), 0 before its start; null once it is over. */
export function offsetAt(entry: EngineEntry, atMs: number): number | null {
  if (atMs >= endMs(entry)) return null;
  return Math.max(0, atMs - startMs(entry)) / 1000;
}

/** The next whole second after `nowMs` at least `leadMs` away (a "play now" announcement's start). */
export function nextWholeSecond(nowMs: number, leadMs = 100): number {
  return Math.ceil((nowMs + leadMs) / 1000) * 1000;
}
