/**
 * A playlist's play order, once: the server's timeline (packages/server/src/player/timeline.ts) and the editor's
 * "Preview order" both pick tracks with it. Sequential goes round the list; shuffle plays every track once per pass
 * and never opens a pass with the track that closed the last; weighted picks by weight, never the same track twice
 * in a row while there is another. Randomness comes from a seeded generator, so the same store and slot always give
 * the same order (a player refetching its timeline mid-slot gets the entries it already has).
 */

/** A 32-bit hash of a text (FNV-1a): the seed of a store's slot. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

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

/** A shuffled copy (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** How the picker tells tracks apart and weighs them. */
export interface OrderKeys<T> {
  key: (track: T) => string | number;
  weight: (track: T) => number;
}

/** The next track each call, by `order` ('sequential', 'shuffle' or 'weighted'); `tracks` must not be empty. */
export function trackPicker<T>(tracks: readonly T[], order: string, random: () => number, keys: OrderKeys<T>) {
  let played = 0;
  let queue: T[] = [];
  let last: T | null = null;
  const same = (a: T | undefined, b: T | null) => a !== undefined && b !== null && keys.key(a) === keys.key(b);
  const pick = (): T => {
    if (order === 'shuffle') {
      if (queue.length === 0) {
        queue = shuffled(tracks, random);
        if (queue.length > 1 && same(queue[0], last)) [queue[0], queue[1]] = [queue[1] as T, queue[0] as T];
      }
      return queue.shift() as T;
    }
    if (order === 'weighted') {
      const others = tracks.filter((track) => !same(track, last));
      const candidates = others.length > 0 ? others : tracks;
      const total = candidates.reduce((sum, track) => sum + Math.max(1, keys.weight(track)), 0);
      let ticket = random() * total;
      for (const track of candidates) {
        ticket -= Math.max(1, keys.weight(track));
        if (ticket < 0) return track;
      }
      return candidates[candidates.length - 1] as T;
    }
    return tracks[played % tracks.length] as T;
  };
  return (): T => {
    const track = pick();
    played++;
    last = track;
    return track;
  };
}
