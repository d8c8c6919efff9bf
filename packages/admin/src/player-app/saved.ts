/**
 * What the player keeps in localStorage across reloads and outages: the last timeline (it plays on from it),
 * the played log not yet accepted by a heartbeat, and the last "play now" command it fetched.
 */
import type { PlayedEntry, PlayerTimeline } from '@soundboard/contract';

const TIMELINE = 'player-timeline';
const PLAYED = 'player-played';
const COMMAND = 'player-command-after';
/** The heartbeat takes at most 500 at once (contract heartbeatSchema); older ones beyond that are dropped. */
const PLAYED_LIMIT = 2000;

function read<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full storage loses the copy, not the playback.
  }
}

export const savedTimeline = () => read<PlayerTimeline>(TIMELINE);
export const saveTimeline = (timeline: PlayerTimeline) => write(TIMELINE, timeline);

export const savedPlayed = () => read<PlayedEntry[]>(PLAYED) ?? [];
export const savePlayed = (played: PlayedEntry[]) => write(PLAYED, played.slice(-PLAYED_LIMIT));

export const savedCommandCursor = () => read<number>(COMMAND) ?? 0;
export const saveCommandCursor = (id: number) => write(COMMAND, id);

/** Signing out forgets the store's programme and log with the token. */
export function forgetSaved() {
  for (const key of [TIMELINE, PLAYED, COMMAND]) localStorage.removeItem(key);
}
