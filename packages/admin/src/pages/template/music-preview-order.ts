import { trackPicker } from '@soundboard/contract';
/**
 * "Preview order": the first tracks a playlist's order gives, with the every-N-tracks announcements between
 * them, so staff see what a weighted or shuffled list sounds like before a store plays it. The order is the
 * player's own (contract player/play-order.ts); one example per seed, where a store's real order is seeded by the
 * store and the slot.
 */

export interface OrderTrack {
  key: string;
  title: string;
  weight: number;
}

export type PreviewEntry =
  | { kind: 'track'; position: number; track: OrderTrack }
  | { kind: 'announcement'; title: string; afterTrack: number };

/** The first `count` tracks the order plays (none for an empty list). */
export function previewOrder(
  tracks: readonly OrderTrack[],
  order: string,
  count: number,
  random: () => number,
): OrderTrack[] {
  if (tracks.length === 0) return [];
  const next = trackPicker(tracks, order, random, { key: (track) => track.key, weight: (track) => track.weight });
  return Array.from({ length: count }, next);
}

/** The tracks with each every-N-tracks announcement after every N-th of them (rules in their list order). */
export function withAnnouncements(
  played: readonly OrderTrack[],
  rules: readonly { every: number; title: string }[],
): PreviewEntry[] {
  const entries: PreviewEntry[] = [];
  played.forEach((track, index) => {
    const position = index + 1;
    entries.push({ kind: 'track', position, track });
    for (const rule of rules)
      if (rule.every > 0 && position % rule.every === 0)
        entries.push({ kind: 'announcement', title: rule.title, afterTrack: position });
  });
  return entries;
}
