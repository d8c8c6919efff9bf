/**
 * The engine's shapes. The kit cannot import the contract, so these mirror contract player/api.ts (PlayEntry,
 * PlayedEntry) structurally: the player app hands the contract's objects in and sends the played log out as is.
 */
export type EngineEntryKind = 'track' | 'announcement';

export interface EngineSpeech {
  text: string;
  language: string;
  rate: number;
  pitch: number;
  volume: number;
}

/** One thing to play at a moment (contract PlayEntry). */
export interface EngineEntry {
  id: string;
  kind: EngineEntryKind;
  /** ISO instant. */
  startsAt: string;
  durationMs: number;
  title: string;
  /** null: an announcement the browser speaks (speech). */
  url: string | null;
  materialId: number | null;
  textTemplateId: number | null;
  speech?: EngineSpeech;
  /** Announcement: the music's volume meanwhile (0..1). */
  duckTo?: number;
  /** Track: seconds it fades in over the previous track's end. */
  crossfadeSeconds?: number;
  musicTemplateId: number | null;
}

export type EngineEventType = 'start' | 'end' | 'duck' | 'restore' | 'interrupt' | 'error';

export interface EngineEvent {
  type: EngineEventType;
  entryId: string;
  kind: EngineEntryKind;
  /** Epoch ms on the engine's clock: a start's is the moment it was scheduled for. */
  at: number;
  /** duck and restore: the music's gain from then on. */
  gain?: number;
}

/** What finished playing (contract PlayedEntry), for the heartbeat. */
export interface PlayedRecord {
  entryId: string;
  kind: EngineEntryKind;
  title: string;
  materialId: number | null;
  textTemplateId: number | null;
  startedAt: string;
  durationMs: number;
  interrupted: boolean;
  source: 'schedule' | 'now';
}

/** What plays now (contract Heartbeat.playing). */
export interface NowPlaying {
  entryId: string;
  kind: EngineEntryKind;
  title: string;
  startedAt: string;
  /** Epoch ms the entry ends at. */
  endsAt: number;
}

export interface PlayerEngineOptions {
  context: AudioContext;
  /** Epoch ms on the server-corrected clock. */
  now: () => number;
  /** The file's bytes (from the network or a cache); a fresh buffer each call (decoding detaches it). */
  load: (url: string) => Promise<ArrayBuffer>;
  /** Speaks an announcement that has no audio (the browser's Web Speech); resolves when it is done. */
  speak?: (speech: EngineSpeech) => Promise<void>;
}
