/**
 * What the revisions dialog compares: 'draft' (the working copy) or a revision's number. By default the newest
 * revision against the draft — what changed since the last publish; with nothing published, nothing to compare.
 */
export type Side = 'draft' | number;

export interface Choice {
  before: Side;
  after: Side;
}

/** `numbers`: the revisions' numbers, newest first (as the server lists them). */
export function defaultChoice(numbers: readonly number[]): Choice | null {
  const [newest] = numbers;
  return newest === undefined ? null : { before: newest, after: 'draft' };
}

/** The select's key for a side, and back. */
export const sideKey = (side: Side) => String(side);
export const sideOf = (key: string | null): Side | null =>
  key === 'draft' ? 'draft' : key && /^\d+$/.test(key) ? Number(key) : null;
