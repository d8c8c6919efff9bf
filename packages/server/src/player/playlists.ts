/**
 * Playlists as a player plays them: an active music template with its tracks in order (each its audio
 * material's name without the extension, and length) and the announcement rules whose text template is active.
 * Drafts and retired playlists are left out, so a schedule naming one plays nothing; restricted tracks are left
 * out too (a player is never given one, media/visibility.ts playableOnDevices).
 */

import type { AnnouncementRuleKind, PlayOrder } from '@soundboard/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { materials, musicTemplateRules, musicTemplates, musicTemplateTracks, textTemplates } from '../db/schema';
import { playableOnDevices } from '../media/visibility';

export interface PlaylistTrack {
  materialId: number;
  title: string;
  durationMs: number;
  weight: number;
}

export interface PlaylistRule {
  kind: AnnouncementRuleKind;
  textTemplateId: number;
  every: number | null;
  /** atTimes: 'HH:MM' in order. */
  times: string[];
  duckPercent: number;
}

export interface Playlist {
  id: number;
  name: string;
  playOrder: PlayOrder;
  crossfadeSeconds: number;
  tracks: PlaylistTrack[];
  rules: PlaylistRule[];
}

/** A material's name without its extension ("Morning Breeze.wav" → "Morning Breeze"). */
export const trackTitle = (name: string): string => name.replace(/\.[^./\\]{1,8}$/, '') || name;

/** The times of an atTimes rule ("09:00, 12:30") in order, each once. */
export const parseTimes = (times: string | null | undefined): string[] =>
  [
    ...new Set(
      (times ?? '')
        .split(',')
        .map((time) => time.trim())
        .filter((time) => /^\d\d:\d\d$/.test(time)),
    ),
  ].sort();

/** The active playlists among `ids`, by id. */
export async function loadPlaylists(db: Db | Tx, ids: number[]): Promise<Map<number, Playlist>> {
  const wanted = [...new Set(ids)];
  const playlists = new Map<number, Playlist>();
  if (wanted.length === 0) return playlists;
  const heads = await db
    .select({
      id: musicTemplates.id,
      name: musicTemplates.name,
      playOrder: musicTemplates.playOrder,
      crossfadeSeconds: musicTemplates.crossfadeSeconds,
    })
    .from(musicTemplates)
    .where(and(inArray(musicTemplates.id, wanted), eq(musicTemplates.status, 'active')));
  if (heads.length === 0) return playlists;
  const found = heads.map((head) => head.id);
  const [tracks, rules] = await Promise.all([
    db
      .select({
        musicTemplateId: musicTemplateTracks.musicTemplateId,
        materialId: musicTemplateTracks.materialId,
        weight: musicTemplateTracks.weight,
        name: materials.name,
        duration: materials.duration,
      })
      .from(musicTemplateTracks)
      .innerJoin(materials, eq(materials.id, musicTemplateTracks.materialId))
      .where(and(inArray(musicTemplateTracks.musicTemplateId, found), playableOnDevices))
      .orderBy(asc(musicTemplateTracks.sort), asc(musicTemplateTracks.id)),
    db
      .select({
        musicTemplateId: musicTemplateRules.musicTemplateId,
        kind: musicTemplateRules.kind,
        textTemplateId: musicTemplateRules.textTemplateId,
        every: musicTemplateRules.every,
        times: musicTemplateRules.times,
        duckPercent: musicTemplateRules.duckPercent,
      })
      .from(musicTemplateRules)
      .innerJoin(textTemplates, eq(textTemplates.id, musicTemplateRules.textTemplateId))
      .where(and(inArray(musicTemplateRules.musicTemplateId, found), eq(textTemplates.status, 'active')))
      .orderBy(asc(musicTemplateRules.sort), asc(musicTemplateRules.id)),
  ]);
  for (const head of heads)
    playlists.set(head.id, { ...head, playOrder: head.playOrder as PlayOrder, tracks: [], rules: [] });
  for (const track of tracks) {
    playlists.get(track.musicTemplateId)?.tracks.push({
      materialId: track.materialId,
      title: trackTitle(track.name),
      durationMs: Math.round((track.duration ?? 0) * 1000),
      weight: track.weight,
    });
  }
  for (const rule of rules) {
    playlists.get(rule.musicTemplateId)?.rules.push({
      kind: rule.kind as AnnouncementRuleKind,
      textTemplateId: rule.textTemplateId,
      every: rule.every ?? null,
      times: parseTimes(rule.times),
      duckPercent: rule.duckPercent,
    });
  }
  return playlists;
}
