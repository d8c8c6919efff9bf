/** The in-store player's audio engine (imported by path: the admin's /player/ app and the stories). */
export { nextWholeSecond } from './plan';
export { PlayerEngine } from './player-engine';
export type * from './types';
