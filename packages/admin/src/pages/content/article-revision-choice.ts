/**
 * What the revisions dialog compares: 'draft' (the working copy) or a revision's number. By default the newest
 * revision against the draft — what changed since the last publish — unless the draft is that revision unchanged,
 * then the newest two; with nothing published, nothing to compare.
 */
export type Side = 'draft' | number;

export interface Choice {
  before: Side;
  after: Side;
}

export interface Content {
  title: string;
  summary: string;
  body: string;
}

export const sameContent = (a: Content, b: Content) =>
  a.title === b.title && a.summary === b.summary && a.body === b.body;

/** `numbers`: the revisions' numbers, newest first (as the server lists them). */
export function defaultChoice(numbers: readonly number[], draftIsNewest: boolean): Choice | null {
  const [newest, previous] = numbers;
  if (newest === undefined) return null;
  if (draftIsNewest && previous !== undefined) return { before: previous, after: newest };
  return { before: newest, after: 'draft' };
}

/** The select's key for a side, and back. */
export const sideKey = (side: Side) => String(side);
export const sideOf = (key: string | null): Side | null =>
  key === 'draft' ? 'draft' : key && /^\d+$/.test(key) ? Number(key) : null;
