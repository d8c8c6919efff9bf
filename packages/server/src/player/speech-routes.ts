/**
 * Text templates' preview (template:read — previewing is reading): the script rendered with a store's sample
 * values, with its problems as positions (not an error: the editor shows them while typing); whether the server
 * can synthesise; the rendered speech, cached by hash; and the audio itself with range requests. Nothing here
 * writes an audit row: a render is a cache entry, not a change anyone made.
 */
import {
  estimateSeconds,
  parseScript,
  renderScript,
  SPEECH_FILE_PATH,
  SPEECH_STATUS_PATH,
  type SpeechRender,
  type SpeechStatus,
  TEXT_LANGUAGES,
  TEXT_RENDER_PATH,
  TEXT_SPEECH_PATH,
  type TextRender,
  type TextRenderInput,
  textRenderSchema,
} from '@soundboard/contract';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { needs } from '../auth/guard';
import { fieldError, Issues } from '../domains/issues';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { ok } from '../http/respond';
import { jsonBody } from '../http/validate';
import { withInput } from '../openapi/route-input';
import { serveStored } from '../storage/serve';
import { speechEngine } from './speech';
import { renderedSpeech, requestSpeech, speechServable, speechUnavailable } from './speech-cache';
import { firstStoreContext, loadStoreContext, sampleValues } from './store-voice';
import { scriptIssues } from './text-template-binding';

const read = needs('template:read');
const KEY = /^[0-9a-f]{64}$/;

/** The script rendered as the input asks: the chosen store (absent: the first by code) at `at` (absent: now). */
async function render(c: Context<AppEnv>, input: TextRenderInput): Promise<TextRender> {
  const { db, now } = c.var.deps;
  const store = input.storeId ? await loadStoreContext(db, input.storeId) : await firstStoreContext(db);
  if (input.storeId && !store) throw fieldError(c, 'storeId', 'validation.notFound');
  const values = sampleValues(store, input.language, input.at ? new Date(input.at) : now(), input.promo);
  const text = renderScript(input.script, values);
  const name = store ? (input.language === 'zh-CN' ? store.nameZh : store.nameEn) : '';
  return {
    text,
    values,
    store: store ? { id: store.id, name } : null,
    estimatedSeconds: estimateSeconds(text, input.language, input.rate),
    issues: parseScript(input.script).issues.map(({ key, start, end, name: variable }) => ({
      key,
      start,
      end,
      ...(variable !== undefined ? { name: variable } : {}),
    })),
  };
}

export const speechRoutes = new Hono<AppEnv>();

speechRoutes.post(
  TEXT_RENDER_PATH,
  read,
  withInput({ body: textRenderSchema }, async (c) => ok(c, await render(c, await jsonBody(c, textRenderSchema)))),
);

speechRoutes.get(SPEECH_STATUS_PATH, read, async (c) => {
  const engine = await speechEngine().version();
  const status: SpeechStatus = {
    available: engine !== null,
    languages: engine ? [...TEXT_LANGUAGES] : [],
    engine,
  };
  return ok(c, status);
});

speechRoutes.post(
  TEXT_SPEECH_PATH,
  read,
  withInput({ body: textRenderSchema }, async (c) => {
    const input = await jsonBody(c, textRenderSchema);
    // A script with problems is not spoken: the same issues as saving it would give.
    const issues = new Issues();
    scriptIssues(input.script, issues);
    issues.throwIfAny(c);
    const { text } = await render(c, input);
    if (!text.trim()) throw fieldError(c, 'script', 'validation.required');
    if (!(await speechEngine().version())) throw speechUnavailable();
    const { language, rate, pitch, volume } = input;
    const key = await requestSpeech(c.var.deps.db, { language, text, rate, pitch, volume });
    const done = await renderedSpeech(c.var.deps, key);
    if (!done) throw notFound();
    const answer: SpeechRender = {
      key,
      text,
      url: `/behind${SPEECH_FILE_PATH}/${key}`,
      mime: done.row.mime ?? 'audio/wav',
      durationMs: done.row.durationMs ?? 0,
      cached: done.cached,
    };
    return ok(c, answer);
  }),
);

speechRoutes.get(`${SPEECH_FILE_PATH}/:key`, read, async (c) => {
  const key = c.req.param('key');
  if (!KEY.test(key)) throw notFound();
  const file = await speechServable(c.var.deps, key);
  if (!file) throw notFound();
  return serveStored(c, file);
});
