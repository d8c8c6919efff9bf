/** Fixed story data for the playback widgets: tracks with deterministic peaks (no randomness, for the baselines). */
import type { PlaylistTrack } from './playlist-row';

const peaks = (seed: number) =>
  Array.from(
    { length: 64 },
    (_, index) => 0.25 + 0.7 * Math.abs(Math.sin((index + 1) * seed) * Math.cos(index * 0.13)),
  );

/** Six tracks, 21:09 end to end. */
export const storyTracks: PlaylistTrack[] = [
  { key: 't1', title: 'Morning Light — Acoustic', durationSeconds: 212, peaks: peaks(0.31), weight: 5 },
  { key: 't2', title: '晨光咖啡 Café Bossa', durationSeconds: 185, peaks: peaks(0.47), weight: 3 },
  { key: 't3', title: 'Weekend Market Groove', durationSeconds: 240, peaks: peaks(0.19), weight: 8 },
  { key: 't4', title: '江南小调（钢琴版）', durationSeconds: 198, peaks: peaks(0.83), weight: 2 },
  { key: 't5', title: 'Late Afternoon Jazz Trio', durationSeconds: 263, peaks: peaks(0.61), weight: 5 },
  { key: 't6', title: 'Closing Time, Softly', durationSeconds: 171, weight: 1 },
];
