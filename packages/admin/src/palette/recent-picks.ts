/**
 * What the user picked in the palette lately, newest first, kept in local storage per user
 * (`sb-palette-recent:<username>`), so a shared browser does not show one user's records to the next.
 */
import { storage } from '../lib/storage';

/** A picked entry as shown; its id says what it opens (palette-targets.ts). */
export interface Pick {
  id: string;
  label: string;
  description?: string;
}

export const RECENT_MAX = 8;

const keyOf = (username: string) => `sb-palette-recent:${username}`;

export function recentPicks(username: string): Pick[] {
  try {
    const stored = JSON.parse(storage.get(keyOf(username)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((pick) => typeof pick?.id === 'string').slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

export function rememberPick(username: string, pick: Pick): void {
  const rest = recentPicks(username).filter((other) => other.id !== pick.id);
  storage.set(keyOf(username), JSON.stringify([pick, ...rest].slice(0, RECENT_MAX)));
}
