/** The playlist's running time: the tracks end to end, less the part each crossfade plays two tracks at once. */

export interface Timed {
  durationSeconds: number;
}

/**
 * Seconds from the first track's start to the last one's end. Each of the n−1 joins overlaps by the crossfade,
 * but never by more than the shorter of its two tracks (a fade cannot outlast the track it fades).
 */
export function totalSeconds(tracks: readonly Timed[], crossfadeSeconds = 0): number {
  const durations = tracks.map((track) =>
    Math.max(0, Number.isFinite(track.durationSeconds) ? track.durationSeconds : 0),
  );
  const fade = Math.max(0, crossfadeSeconds);
  let total = 0;
  durations.forEach((duration, index) => {
    total += duration;
    if (index > 0) total -= Math.min(fade, duration, durations[index - 1] as number);
  });
  return total;
}

/** Always h:mm:ss, so totals line up and read the same whatever their size: 75 -> "0:01:15". */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(whole / 3600);
  const mm = String(Math.floor((whole % 3600) / 60)).padStart(2, '0');
  const ss = String(whole % 60).padStart(2, '0');
  return `${h}:${mm}:${ss}`;
}
