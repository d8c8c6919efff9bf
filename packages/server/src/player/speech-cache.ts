/**
 * Rendered speech, cached by the SHA-256 of what is spoken and how (engine, language, text, rate, pitch, volume):
 * the same announcement is synthesised once and every store plays exactly the file that was previewed. A
 * timeline asks for a render (a pending row, cheap, inside its transaction); the first fetch renders it into the
 * file store and fills the row.
 */
import { createHash } from 'node:crypto';
import { ResultCode } from '@soundboard/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { speechRenders } from '../db/schema';
import type { AppDeps } from '../http/env';
import { ApiError } from '../http/errors';
import type { Servable } from '../storage/serve';
import { SPEECH_MIME, type SpeechSettings, speechEngine, wavDurationMs } from './speech';

const ENGINE = 'espeak-ng';

/** The cache key of a render (hex SHA-256 of its JSON, keys in a fixed order). */
export function speechKey(settings: SpeechSettings): string {
  const { language, text, rate, pitch, volume } = settings;
  const json = JSON.stringify({ engine: ENGINE, language, text, rate, pitch, volume });
  return createHash('sha256').update(json).digest('hex');
}

/** Asks for a render (nothing is synthesised yet); answers its key. */
export async function requestSpeech(tx: Db | Tx, settings: SpeechSettings): Promise<string> {
  const key = speechKey(settings);
  const { language, text, rate, pitch, volume } = settings;
  await tx.insert(speechRenders).values({ key, language, text, rate, pitch, volume }).onConflictDoNothing();
  return key;
}

export type SpeechRow = typeof speechRenders.$inferSelect;

export const speechUnavailable = () => new ApiError(ResultCode.ServiceUnavailable, 'player.speechUnavailable');

/** Renders in flight in this process, so two fetches of a new key at once synthesise it once. */
const inFlight = new Map<string, Promise<SpeechRow>>();

async function synthesise(deps: Pick<AppDeps, 'db' | 'files' | 'log' | 'now'>, row: SpeechRow): Promise<SpeechRow> {
  const engine = speechEngine();
  if (!(await engine.version())) throw speechUnavailable();
  let bytes: Uint8Array;
  try {
    bytes = await engine.render({
      language: row.language as SpeechSettings['language'],
      text: row.text,
      rate: row.rate,
      pitch: row.pitch,
      volume: row.volume,
    });
  } catch (error) {
    deps.log('warn', 'speech render failed', { key: row.key, error: String(error) });
    throw new ApiError(ResultCode.ServerError, 'player.speechFailed');
  }
  const fileHash = await deps.files.put(bytes);
  const values = {
    fileHash,
    mime: SPEECH_MIME,
    size: bytes.length,
    durationMs: wavDurationMs(bytes),
    renderedAt: deps.now(),
  };
  // Another server may have rendered it meanwhile: its row stands (the bytes are the same content anyway).
  const [updated] = await deps.db
    .update(speechRenders)
    .set(values)
    .where(and(eq(speechRenders.key, row.key), isNull(speechRenders.fileHash)))
    .returning();
  if (updated) return updated;
  const [again] = await deps.db.select().from(speechRenders).where(eq(speechRenders.key, row.key));
  return again ?? { ...row, ...values };
}

/**
 * The render of a key, synthesised now when it was still pending (`cached`: it was not). Null for an unknown
 * key. Throws 503 player.speechUnavailable when it must be synthesised and espeak-ng is not installed.
 */
export async function renderedSpeech(
  deps: Pick<AppDeps, 'db' | 'files' | 'log' | 'now'>,
  key: string,
): Promise<{ row: SpeechRow; cached: boolean } | null> {
  const [row] = await deps.db.select().from(speechRenders).where(eq(speechRenders.key, key));
  if (!row) return null;
  if (row.fileHash) return { row, cached: true };
  let pending = inFlight.get(key);
  if (!pending) {
    pending = synthesise(deps, row).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return { row: await pending, cached: false };
}

/** The rendered audio of a key as storage/serve.ts serves it (rendered first when pending); null when unknown. */
export async function speechServable(
  deps: Pick<AppDeps, 'db' | 'files' | 'log' | 'now'>,
  key: string,
): Promise<Servable | null> {
  const render = await renderedSpeech(deps, key);
  if (!render?.row.fileHash) return null;
  return {
    hash: render.row.fileHash,
    mime: render.row.mime ?? SPEECH_MIME,
    ...(render.row.size ? { size: render.row.size } : {}),
  };
}
