/**
 * "Preview order": the first tracks a playlist's order gives, with the every-N-tracks announcements between
 * them, so staff see what a weighted or shuffled list sounds like before a store plays it. It follows the
 * player's timeline (packages/server/src/player/timeline.ts): sequential goes round the list; shuffle plays every
 * track once per pass and never opens a pass with the track that closed the last; weighted picks by weight,
 * never the same track twice in a row while there is another. Randomness comes from a seed (one example per
 * seed); a store's real order is seeded by the store and the slot, so it is another example of the same rules.
 */

export interface OrderTrack {
  key: string;
  title: string;
  weight: number;
}

export type PreviewEntry =
  | { kind: 'track'; position: number; track: OrderTrack }
  | { kind: 'announcement'; title: string; afterTrack: number };

/** mulberry32: numbers in [0, 1), the same sequence for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** The first `count` tracks the order plays (none for an empty list). */
export function previewOrder(
  tracks: readonly OrderTrack[],
  order: string,
  count: number,
  random: () => number,
): OrderTrack[] {
  const played: OrderTrack[] = [];
  let queue: OrderTrack[] = [];
  let last: OrderTrack | null = null;
  while (tracks.length > 0 && played.length < count) {
    let next: OrderTrack;
    if (order === 'shuffle') {
      if (queue.length === 0) {
        queue = shuffled(tracks, random);
        if (queue.length > 1 && queue[0]?.key === last?.key)
          [queue[0], queue[1]] = [queue[1] as OrderTrack, queue[0] as OrderTrack];
      }
      next = queue.shift() as OrderTrack;
    } else if (order === 'weighted') {
      const others = tracks.filter((track) => track.key !== last?.key);
      const candidates = others.length > 0 ? others : tracks;
      const total = candidates.reduce((sum, track) => sum + Math.max(1, track.weight), 0);
      let ticket = random() * total;
      next = candidates[candidates.length - 1] as OrderTrack;
      for (const track of candidates) {
        ticket -= Math.max(1, track.weight);
        if (ticket < 0) {
          next = track;
          break;
        }
      }
    } else next = tracks[played.length % tracks.length] as OrderTrack;
    played.push(next);
    last = next;
  }
  return played;
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
