/**
 * Server speech on both drivers, with the real espeak-ng (skipped, saying so, when it is not installed): a
 * render is made once per hash of text and settings — a second ask reuses the file without running espeak-ng
 * (renders counted through the engine, not timed) and another rate is another key; the audio is served with
 * ranges; a pending render requested by a timeline is synthesised on first fetch; announcementFor points at it.
 */
import type { SpeechRender } from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { speechRenders, stores, textTemplates } from '../db/schema';
import { DEMO, forEachDriver } from '../test/harness';
import { announcementFor } from './announcement';
import { espeakEngine, type SpeechEngine, useSpeechEngine, wavDurationMs } from './speech';
import { requestSpeech, speechKey, speechServable } from './speech-cache';
import { loadStoreContext } from './store-voice';

const real = espeakEngine();
const installed = await real.version();
/** Tests that synthesise run only with espeak-ng installed (CI installs it: .ci/run). */
const withEspeak = installed ? it : it.skip;
const needs = installed ? '' : ' (skipped: espeak-ng is not installed on this machine)';

it('reads a WAV header’s duration (byte rate and data size), and nothing from other bytes', () => {
  const header = new Uint8Array(44 + 8000);
  const view = new DataView(header.buffer);
  header.set(new TextEncoder().encode('RIFF'), 0);
  header.set(new TextEncoder().encode('WAVE'), 8);
  header.set(new TextEncoder().encode('fmt '), 12);
  view.setUint32(16, 16, true);
  view.setUint32(28, 16_000, true); // 8 kHz, 16-bit mono: 16,000 bytes a second
  header.set(new TextEncoder().encode('data'), 36);
  view.setUint32(40, 8000, true);
  expect(wavDurationMs(header)).toBe(500);
  expect(wavDurationMs(new TextEncoder().encode('ID3 not a wave file at all'))).toBeNull();
});

forEachDriver(`server speech${needs}`, (h) => {
  let admin = '';
  let storeId = 0;
  let renders = 0;
  let restore = () => {};
  const counting: SpeechEngine = {
    version: () => real.version(),
    render: (settings) => {
      renders++;
      return real.render(settings);
    },
  };
  const body = (fields: Record<string, unknown> = {}) => ({
    script: 'Welcome to {storeName}. {promo}',
    language: 'en-US',
    promo: `Fresh bread ${h.driver}`,
    rate: 100,
    pitch: 50,
    volume: 100,
    storeId,
    ...fields,
  });
  const speak = (fields: Record<string, unknown> = {}) =>
    h.call('POST', '/behind/text-templates/speech', { token: admin, json: body(fields) });

  beforeAll(async () => {
    restore = useSpeechEngine(counting);
    admin = await h.login('admin', DEMO.admin);
    storeId = (await h.database.db.select({ id: stores.id }).from(stores).orderBy(stores.code).limit(1))[0]?.id ?? 0;
  });
  afterAll(() => restore());

  withEspeak('says it can synthesise, with the engine’s version', async () => {
    const status = await h.call('GET', '/behind/speech/status', { token: admin });
    expect(status.body.data).toEqual({
      available: true,
      languages: ['zh-CN', 'en-US'],
      engine: expect.stringMatching(/^eSpeak NG \d/),
    });
  });

  withEspeak('renders once per text and settings, and serves the audio with ranges', async () => {
    const before = renders;
    const first = await speak();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const render = first.body.data as SpeechRender;
    expect(render).toMatchObject({ cached: false, mime: 'audio/wav' });
    expect(render.url).toBe(`/behind/speech/${render.key}`);
    expect(render.durationMs).toBeGreaterThan(300);
    expect(renders).toBe(before + 1);

    const again = await speak();
    expect(again.body.data).toEqual({ ...render, cached: true });
    expect(renders).toBe(before + 1);

    const faster = await speak({ rate: 150 });
    expect(faster.body.data.key).not.toBe(render.key);
    expect(faster.body.data.cached).toBe(false);
    expect(faster.body.data.durationMs).toBeLessThan(render.durationMs);
    expect(renders).toBe(before + 2);

    const whole = await h.app.request(render.url, { headers: { 'admin-token': admin } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('RIFF');
    expect(wavDurationMs(bytes)).toBe(render.durationMs);
    const part = await h.app.request(render.url, { headers: { 'admin-token': admin, range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    expect(renders).toBe(before + 2);
  });

  withEspeak('speaks Chinese with its own voice and key', async () => {
    const zh = await speak({ language: 'zh-CN', script: '欢迎光临{storeName}' });
    const en = await speak({ script: '欢迎光临{storeName}' });
    expect(zh.status, JSON.stringify(zh.body)).toBe(200);
    expect(zh.body.data.key).not.toBe(en.body.data.key);
    expect(zh.body.data.durationMs).toBeGreaterThan(300);
  });

  withEspeak('refuses to speak a script with problems, or nothing at all', async () => {
    const bad = await h.call('POST', '/behind/text-templates/speech', {
      token: admin,
      headers: { 'accept-language': 'en-US' },
      json: body({ script: 'Hi {who}' }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.data.issues).toEqual([{ path: 'script', message: 'Unknown variable who at character 4' }]);
    const empty = await speak({ script: '   ' });
    expect(empty.status).toBe(422);
  });

  withEspeak('synthesises a pending render on its first fetch, once for two fetches at the same time', async () => {
    const settings = { language: 'en-US' as const, text: `Pending ${h.driver}`, rate: 90, pitch: 30, volume: 80 };
    const key = await requestSpeech(h.database.db, settings);
    expect(key).toBe(speechKey(settings));
    const [pending] = await h.database.db.select().from(speechRenders).where(eq(speechRenders.key, key));
    expect(pending).toMatchObject({ fileHash: null, renderedAt: null, text: settings.text });
    const before = renders;
    const [one, two] = await Promise.all([speechServable(h.deps, key), speechServable(h.deps, key)]);
    expect(one).toEqual(two);
    expect(one?.mime).toBe('audio/wav');
    expect(renders).toBe(before + 1);
    const [done] = await h.database.db.select().from(speechRenders).where(eq(speechRenders.key, key));
    expect(done?.fileHash).toBe(one?.hash);
    expect(done?.renderedAt).not.toBeNull();
    // Asked again (another timeline): the row stays rendered.
    await requestSpeech(h.database.db, settings);
    expect((await speechServable(h.deps, key))?.hash).toBe(one?.hash);
    expect(renders).toBe(before + 1);
  });

  withEspeak('answers 404 for a key it never saw', async () => {
    const unknown = await h.call('GET', `/behind/speech/${'0'.repeat(64)}`, { token: admin });
    expect(unknown.status).toBe(404);
    const malformed = await h.call('GET', '/behind/speech/not-a-key', { token: admin });
    expect(malformed.status).toBe(404);
  });

  withEspeak('announces a spoken template by its server render', async () => {
    const made = await h.call('POST', '/behind/text-templates', {
      token: admin,
      json: { name: `Spoken ${h.driver}`, language: 'zh-CN', script: '{storeName}欢迎您', status: 'active' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const [row] = await h.database.db.select().from(textTemplates).where(eq(textTemplates.id, made.body.data.id));
    const store = await loadStoreContext(h.database.db, storeId);
    if (!row || !store) throw new Error('no template or store');
    const announcement = await announcementFor(h.database.db, row, store, h.now());
    const key = speechKey({ ...announcement.speech });
    expect(announcement.url).toBe(`/behind/player/v1/speech/${key}`);
    expect(announcement.text).toBe(`${store.nameZh}欢迎您`);
    const before = renders;
    // Pending until fetched: the estimate stands for the length meanwhile; after the render, the real one.
    const rendered = await speechServable(h.deps, key);
    expect(rendered).not.toBeNull();
    expect(renders).toBe(before + 1);
    const after = await announcementFor(h.database.db, row, store, h.now());
    const [render] = await h.database.db.select().from(speechRenders).where(eq(speechRenders.key, key));
    expect(after.durationMs).toBe(render?.durationMs);
  });
});
