/**
 * An announcement as a store's player receives it (the timeline and "play now" build on this): the script
 * rendered with the store's values at the moment it plays, and what to play — the recorded voice when the
 * template has one a player may be given (not restricted, media/visibility.ts), else the server's rendered speech when espeak-ng is installed, else nothing (the player
 * speaks `speech` with the browser's voices).
 */
import {
  estimateSeconds,
  PLAYER_FILES_PATH,
  PLAYER_SPEECH_PATH,
  type PlayEntry,
  renderScript,
  type TextLanguage,
} from '@soundboard/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { materials, speechRenders, type textTemplates } from '../db/schema';
import { playableOnDevices } from '../media/visibility';
import { speechEngine } from './speech';
import { requestSpeech } from './speech-cache';
import { type StoreVoiceContext, sampleValues } from './store-voice';

export interface Announcement {
  title: string;
  text: string;
  durationMs: number;
  url: string | null;
  materialId: number | null;
  speech: NonNullable<PlayEntry['speech']>;
}

type TextTemplateRow = typeof textTemplates.$inferSelect;

/** The recorded voice a player may be given, with its length in milliseconds when the library knows it. */
async function playableRecording(db: Db | Tx, materialId: number) {
  const [row] = await db
    .select({ duration: materials.duration })
    .from(materials)
    .where(and(eq(materials.id, materialId), playableOnDevices));
  return row ? { durationMs: row.duration ? Math.round(row.duration * 1000) : null } : null;
}

/**
 * The announcement of `template` for `store` at `at`. `memo` (per timeline) saves repeating the lookups for an
 * announcement that renders to the same text again.
 */
export async function announcementFor(
  db: Db | Tx,
  template: TextTemplateRow,
  store: StoreVoiceContext,
  at: Date,
  memo?: Map<string, Announcement>,
): Promise<Announcement> {
  // The column is text; the definition's enum is checked on every write.
  const language = template.language as TextLanguage;
  const values = sampleValues(store, language, at, template.promo);
  const text = renderScript(template.script, values);
  const memoKey = `${template.id}:${template.version}:${text}`;
  const known = memo?.get(memoKey);
  if (known) return known;

  const speech = {
    text,
    language,
    rate: template.rate,
    pitch: template.pitch,
    volume: template.volume,
  };
  const estimatedMs = estimateSeconds(text, language, template.rate) * 1000;
  let announcement: Announcement;
  const materialId = template.voiceMaterialId;
  const recording = materialId ? await playableRecording(db, materialId) : null;
  if (materialId && recording) {
    announcement = {
      title: template.name,
      text,
      durationMs: recording.durationMs ?? estimatedMs,
      url: `/behind${PLAYER_FILES_PATH}/${materialId}`,
      materialId,
      speech,
    };
  } else if (await speechEngine().version()) {
    const key = await requestSpeech(db, speech);
    const [render] = await db
      .select({ durationMs: speechRenders.durationMs })
      .from(speechRenders)
      .where(eq(speechRenders.key, key));
    announcement = {
      title: template.name,
      text,
      durationMs: render?.durationMs ?? estimatedMs,
      url: `/behind${PLAYER_SPEECH_PATH}/${key}`,
      materialId: null,
      speech,
    };
  } else {
    announcement = { title: template.name, text, durationMs: estimatedMs, url: null, materialId: null, speech };
  }
  memo?.set(memoKey, announcement);
  return announcement;
}
