/**
 * A store's timeline, pure: its plan's slots (./plan.ts) and their playlists (./playlists.ts) turned into what to
 * play when. Each slot starts its playlist afresh at the slot's start, with randomness seeded by the store and
 * the slot's start, so a refetch in the middle of a slot gives the same entries with the same ids. Announcements
 * lie over the music (which is ducked meanwhile), so they never move a track. Their text, audio and length are
 * filled in afterwards (./timeline-for.ts), as they need the database.
 */
import { PLAYER_FILES_PATH, type PlayEntry, seededRandom, seedOf, trackPicker } from '@soundboard/contract';
import type { PlanSlot } from './plan';
import { localInstant } from './plan-time';
import type { Playlist } from './playlists';

export type TrackDraft = PlayEntry & { kind: 'track'; crossfadeSeconds: number };

/** An announcement before its text is rendered: which template, when, and the music's volume meanwhile. */
export interface AnnouncementDraft {
  id: string;
  kind: 'announcement';
  startsAt: string;
  textTemplateId: number;
  duckTo: number;
  musicTemplateId: number;
}

export type TimelineDraft = TrackDraft | AnnouncementDraft;

export interface TimelineInput {
  slots: readonly Pick<PlanSlot, 'from' | 'to' | 'date' | 'musicTemplateId'>[];
  playlists: ReadonlyMap<number, Playlist>;
  /** The store's id: with each slot's start, the seed of its shuffles and weighted picks. */
  seed: number;
}

/** A track shorter than this still moves the clock this far: a broken length cannot make a day of 1 ms tracks. */
const MIN_STEP_MS = 1000;

/** The URL a player fetches a track or recorded voice from (device route, the token in a header). */
export const playerFileUrl = (materialId: number) => `/behind${PLAYER_FILES_PATH}/${materialId}`;

const iso = (ms: number) => new Date(ms).toISOString();

/** One slot's entries, whole: its tracks back to back, then its announcements. */
function slotEntries(slot: TimelineInput['slots'][number], playlist: Playlist, seed: number): TimelineDraft[] {
  const start = slot.from.getTime();
  const end = slot.to.getTime();
  const random = seededRandom(seedOf(`${seed}:${slot.from.toISOString()}`));
  const tracks = playlist.tracks.filter((track) => track.durationMs > 0);
  const crossfadeMs = playlist.crossfadeSeconds * 1000;
  const entries: TimelineDraft[] = [];
  const trackStarts: number[] = [];

  if (tracks.length > 0) {
    const next = trackPicker(tracks, playlist.playOrder, random, {
      key: (track) => track.materialId,
      weight: (track) => track.weight,
    });
    let at = start;
    let overlapMs = 0;
    while (at < end) {
      const track = next();
      entries.push({
        id: `track:${iso(at)}:${track.materialId}`,
        kind: 'track',
        startsAt: iso(at),
        // The last track is cut at the slot's end.
        durationMs: Math.min(track.durationMs, end - at),
        title: track.title,
        url: playerFileUrl(track.materialId),
        materialId: track.materialId,
        textTemplateId: null,
        crossfadeSeconds: overlapMs / 1000,
        musicTemplateId: playlist.id,
      });
      trackStarts.push(at);
      // The next track fades in over this one's last seconds (at most half of it).
      overlapMs = Math.min(crossfadeMs, Math.floor(track.durationMs / 2));
      at += Math.max(track.durationMs - overlapMs, MIN_STEP_MS);
    }
  }

  for (const rule of playlist.rules) {
    const moments: number[] = [];
    if (rule.kind === 'everyMinutes' && rule.every) {
      for (let at = start + rule.every * 60_000; at < end; at += rule.every * 60_000) moments.push(at);
    } else if (rule.kind === 'everyTracks' && rule.every) {
      // After every N tracks: at the start of the track that follows.
      for (let index = rule.every; index < trackStarts.length; index += rule.every)
        moments.push(trackStarts[index] as number);
    } else if (rule.kind === 'atTimes') {
      for (const time of rule.times) {
        const at = localInstant(slot.date, time.trim()).getTime();
        if (at >= start && at < end) moments.push(at);
      }
    }
    for (const at of moments)
      entries.push({
        id: `announcement:${iso(at)}:${rule.textTemplateId}`,
        kind: 'announcement',
        startsAt: iso(at),
        textTemplateId: rule.textTemplateId,
        duckTo: rule.duckPercent / 100,
        musicTemplateId: playlist.id,
      });
  }
  return entries;
}

/** Whether an entry meets [from, to): a track by its whole length, an announcement (length unknown yet) by its start. */
function meets(entry: TimelineDraft, from: number, to: number): boolean {
  const starts = Date.parse(entry.startsAt);
  if (entry.kind === 'announcement') return starts >= from && starts < to;
  return starts < to && starts + entry.durationMs > from;
}

const KIND_ORDER = { track: 0, announcement: 1 } as const;

/** The entries meeting [from, to), sorted by start (a track before an announcement at the same moment). */
export function buildTimeline(input: TimelineInput, from: Date, to: Date): TimelineDraft[] {
  const seen = new Set<string>();
  const entries: TimelineDraft[] = [];
  for (const slot of input.slots) {
    if (slot.musicTemplateId === null) continue; // silence
    const playlist = input.playlists.get(slot.musicTemplateId);
    if (!playlist) continue; // not active: plays nothing
    for (const entry of slotEntries(slot, playlist, input.seed)) {
      // Two rules naming one template at one moment say it once.
      if (seen.has(entry.id) || !meets(entry, from.getTime(), to.getTime())) continue;
      seen.add(entry.id);
      entries.push(entry);
    }
  }
  return entries.sort(
    (a, b) =>
      Date.parse(a.startsAt) - Date.parse(b.startsAt) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
