/**
 * Text templates on both drivers: the script's variables checked with positions (422 on `script`, nothing
 * saved); estimatedSeconds kept by the server; the recorded voice an audio material, recorded as a usage and
 * released; a template in a playlist's rules neither deleted nor retired under an active playlist; the preview
 * rendered with a store's values in either language; announcementFor's three ways to be heard.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  materials,
  materialUsages,
  musicTemplateRules,
  musicTemplates,
  storeExceptions,
  stores,
  textTemplates,
} from '../db/schema';
import { DEMO, forEachDriver } from '../test/harness';
import { announcementFor } from './announcement';
import { espeakEngine, useSpeechEngine } from './speech';
import { loadStoreContext } from './store-voice';

const en = { 'accept-language': 'en-US' };
const zh = { 'accept-language': 'zh-CN' };
/** 2030-01-02 is a Wednesday; 06:05Z is 14:05 in Shanghai. */
const AT = '2030-01-02T06:05:00.000Z';
const CLOSED_DAY_AT = '2030-01-03T02:00:00.000Z';

forEachDriver('text templates', (h) => {
  let admin = '';
  let voice = 0;
  let picture = 0;
  let storeId = 0;
  let names = 0;
  // These tests are about the rules, not synthesis: the server answers as if espeak-ng were not installed.
  let restore = () => {};

  const input = (fields: Record<string, unknown> = {}) => ({
    name: `Announcement ${++names}`,
    language: 'en-US',
    script: 'Welcome to {storeName}, we close at {closingTime}.',
    status: 'draft',
    ...fields,
  });
  const create = (fields: Record<string, unknown> = {}, headers = en) =>
    h.call('POST', '/behind/text-templates', { token: admin, headers, json: input(fields) });
  const saved = async (name: string) =>
    Number((await h.database.db.select({ n: count() }).from(textTemplates).where(eq(textTemplates.name, name)))[0]?.n);
  const usages = (id: number) =>
    h.database.db
      .select({ materialId: materialUsages.materialId })
      .from(materialUsages)
      .where(and(eq(materialUsages.entity, 'textTemplate'), eq(materialUsages.entityId, id)));
  const addMaterial = async (kind: string, mime: string, duration: number | null) => {
    const bytes = new TextEncoder().encode(`${kind}-${mime}-${duration}`);
    const [row] = await h.database.db
      .insert(materials)
      .values({ kind, mime, name: `${kind}.bin`, size: bytes.length, duration, hash: await h.deps.files.put(bytes) })
      .returning({ id: materials.id });
    return row?.id ?? 0;
  };

  beforeAll(async () => {
    restore = useSpeechEngine(espeakEngine('espeak-ng-not-installed-for-this-test'));
    admin = await h.login('admin', DEMO.admin);
    voice = await addMaterial('audio', 'audio/mpeg', 7.4);
    picture = await addMaterial('image', 'image/png', null);
    const [store] = await h.database.db.select({ id: stores.id }).from(stores).orderBy(stores.code).limit(1);
    storeId = store?.id ?? 0;
    await h.database.db.insert(storeExceptions).values([
      { storeId, date: '2030-01-02', closed: false, opens: '09:30', closes: '21:45', note: 'test' },
      { storeId, date: '2030-01-03', closed: true, opens: '', closes: '', note: 'test' },
    ]);
  });
  afterAll(() => restore());

  it('refuses an unknown variable with its position (422 on script, nothing saved)', async () => {
    const fields = input({ script: 'Hello {storeName}, {weather} today' });
    const bad = await h.call('POST', '/behind/text-templates', { token: admin, headers: en, json: fields });
    expect(bad.status).toBe(422);
    expect(bad.body.data.issues).toEqual([{ path: 'script', message: 'Unknown variable weather at character 20' }]);
    expect(await saved(fields.name)).toBe(0);

    const zhBad = await create({ script: '欢迎 {storeName 光临' }, zh);
    expect(zhBad.status).toBe(422);
    expect(zhBad.body.data.issues).toEqual([
      { path: 'script', message: '第 4 个字符处的花括号没有闭合（字面花括号请写 {{）' },
    ]);
  });

  it('refuses the same on update and leaves the record as it was', async () => {
    const made = await create();
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const { id, version, name } = made.body.data;
    const bad = await h.call('PUT', `/behind/text-templates/${id}`, {
      token: admin,
      headers: en,
      json: { ...input({ name }), script: '{date} {nope} {time}', version },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.data.issues[0]).toEqual({ path: 'script', message: 'Unknown variable nope at character 8' });
    const [row] = await h.database.db.select().from(textTemplates).where(eq(textTemplates.id, id));
    expect(row?.script).toBe('Welcome to {storeName}, we close at {closingTime}.');
    expect(row?.version).toBe(version);
  });

  it('keeps estimatedSeconds: from the script at its rate, or the recording’s length', async () => {
    const long = 'Dear customers, {promo} '.repeat(8);
    const slow = await create({ script: long, promo: 'fresh bread at the bakery', rate: 50 });
    const fast = await create({ script: long, promo: 'fresh bread at the bakery', rate: 200 });
    expect(slow.status).toBe(200);
    expect(slow.body.data.estimatedSeconds).toBeGreaterThan(fast.body.data.estimatedSeconds);
    expect(fast.body.data.estimatedSeconds).toBeGreaterThan(0);
    const recorded = await create({ voiceMaterialId: voice });
    expect(recorded.status).toBe(200);
    expect(recorded.body.data.estimatedSeconds).toBe(8);
  });

  it('takes only an audio material as the voice, and records and releases its usage', async () => {
    const image = await create({ voiceMaterialId: picture });
    expect(image.status).toBe(422);
    expect(image.body.data.issues).toEqual([
      { path: 'voiceMaterialId', message: 'The recorded voice must be an audio material' },
    ]);
    const made = await create({ voiceMaterialId: voice });
    const { id, version, name } = made.body.data;
    expect(await usages(id)).toEqual([{ materialId: voice }]);
    // The library refuses to delete a material in use.
    const materialDelete = await h.call('DELETE', `/behind/materials/${voice}`, { token: admin, headers: en });
    expect(materialDelete.status).toBeGreaterThanOrEqual(400);
    const cleared = await h.call('PUT', `/behind/text-templates/${id}`, {
      token: admin,
      headers: en,
      json: { ...input({ name }), voiceMaterialId: null, version },
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(await usages(id)).toEqual([]);

    const again = await create({ voiceMaterialId: voice });
    const removed = await h.call('DELETE', `/behind/text-templates/${again.body.data.id}`, { token: admin });
    expect(removed.status).toBe(200);
    expect(await usages(again.body.data.id)).toEqual([]);
  });

  it('refuses deleting a template a playlist uses, and retiring it while that playlist is active', async () => {
    const made = await create({ status: 'active' });
    const { id, version, name } = made.body.data;
    const [playlist] = await h.database.db
      .insert(musicTemplates)
      .values({ name: `Playlist for ${name}`, status: 'draft' })
      .returning();
    if (!playlist) throw new Error('no playlist');
    await h.database.db
      .insert(musicTemplateRules)
      .values({ musicTemplateId: playlist.id, kind: 'everyTracks', textTemplateId: id, every: 2 });

    const removed = await h.call('DELETE', `/behind/text-templates/${id}`, { token: admin, headers: en });
    expect(removed.status).toBe(409);
    expect(removed.body.message).toBe('Playlists use this text template: take it out of their rules first');
    expect(await saved(name)).toBe(1);

    await h.database.db.update(musicTemplates).set({ status: 'active' }).where(eq(musicTemplates.id, playlist.id));
    const retire = await h.call('PUT', `/behind/text-templates/${id}`, {
      token: admin,
      headers: en,
      json: { ...input({ name }), status: 'retired', version },
    });
    expect(retire.status).toBe(409);
    expect((await h.database.db.select().from(textTemplates).where(eq(textTemplates.id, id)))[0]?.status).toBe(
      'active',
    );

    await h.database.db.update(musicTemplates).set({ status: 'draft' }).where(eq(musicTemplates.id, playlist.id));
    const retired = await h.call('PUT', `/behind/text-templates/${id}`, {
      token: admin,
      headers: en,
      json: { ...input({ name }), status: 'retired', version },
    });
    expect(retired.status, JSON.stringify(retired.body)).toBe(200);
    expect(retired.body.data.status).toBe('retired');
  });

  const renderBody = (fields: Record<string, unknown> = {}) => ({
    script: '{storeName}: {date}, {time}. Open {openingTime} to {closingTime}. {promo}',
    language: 'en-US',
    promo: 'Fresh bread',
    rate: 100,
    pitch: 50,
    volume: 100,
    storeId,
    at: AT,
    ...fields,
  });

  it('renders the preview with the store’s values in the template’s language', async () => {
    const [store] = await h.database.db.select().from(stores).where(eq(stores.id, storeId));
    const english = await h.call('POST', '/behind/text-templates/render', { token: admin, json: renderBody() });
    expect(english.status, JSON.stringify(english.body)).toBe(200);
    expect(english.body.data.text).toBe(
      `${store?.nameEn}: Wednesday, January 2, 2:05 PM. Open 9:30 AM to 9:45 PM. Fresh bread`,
    );
    expect(english.body.data.store).toEqual({ id: storeId, name: store?.nameEn });
    expect(english.body.data.issues).toEqual([]);
    expect(english.body.data.estimatedSeconds).toBeGreaterThan(1);

    const chinese = await h.call('POST', '/behind/text-templates/render', {
      token: admin,
      json: renderBody({
        language: 'zh-CN',
        script: '欢迎光临{storeName}，今天是{date}，现在{time}，营业至{closingTime}。',
      }),
    });
    expect(chinese.body.data.text).toBe(`欢迎光临${store?.nameZh}，今天是1月2日 星期三，现在14:05，营业至21:45。`);

    const closed = await h.call('POST', '/behind/text-templates/render', {
      token: admin,
      json: renderBody({ at: CLOSED_DAY_AT, script: '{openingTime}/{closingTime}' }),
    });
    expect(closed.body.data.text).toBe('closed/closed');
  });

  it('answers the script’s problems with positions instead of refusing the preview', async () => {
    const answer = await h.call('POST', '/behind/text-templates/render', {
      token: admin,
      json: renderBody({ script: 'Hi {who} {' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.issues).toEqual([
      { key: 'template.unknownVariable', start: 3, end: 8, name: 'who' },
      { key: 'template.unclosedBrace', start: 9, end: 10 },
    ]);
    expect(answer.body.data.text).toBe('Hi {who} {');
  });

  it('previews with the first store by code when none is chosen, and refuses an unknown store', async () => {
    const [first] = await h.database.db.select().from(stores).orderBy(stores.code).limit(1);
    const answer = await h.call('POST', '/behind/text-templates/render', {
      token: admin,
      json: renderBody({ storeId: undefined, script: '{storeName}' }),
    });
    expect(answer.body.data.text).toBe(first?.nameEn);
    const unknown = await h.call('POST', '/behind/text-templates/render', {
      token: admin,
      headers: en,
      json: renderBody({ storeId: 999_999 }),
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.data.issues[0].path).toBe('storeId');
  });

  it('says synthesis is unavailable (503, translated) when espeak-ng is missing', async () => {
    const status = await h.call('GET', '/behind/speech/status', { token: admin });
    expect(status.body.data).toEqual({ available: false, languages: [], engine: null });
    const speech = await h.call('POST', '/behind/text-templates/speech', {
      token: admin,
      headers: zh,
      json: renderBody(),
    });
    expect(speech.status).toBe(503);
    expect(speech.body.message).toBe('服务器未安装语音合成（espeak-ng），请在浏览器中试听');
  });

  it('announces a recorded voice by its file, else leaves speaking to the browser when synthesis is missing', async () => {
    const store = await loadStoreContext(h.database.db, storeId);
    if (!store) throw new Error('no store');
    const recorded = await create({ voiceMaterialId: voice, script: 'Closing at {closingTime}' });
    const spoken = await create({ script: 'Closing at {closingTime}', rate: 120, pitch: 40, volume: 90 });
    const rows = await h.database.db.select().from(textTemplates).where(eq(textTemplates.id, recorded.body.data.id));
    const fromVoice = await announcementFor(h.database.db, rows[0] as never, store, new Date(AT));
    expect(fromVoice).toMatchObject({
      url: `/behind/player/v1/files/${voice}`,
      materialId: voice,
      durationMs: 7400,
      text: 'Closing at 9:45 PM',
    });
    const [row] = await h.database.db.select().from(textTemplates).where(eq(textTemplates.id, spoken.body.data.id));
    if (!row) throw new Error('no template');
    const memo = new Map();
    const inBrowser = await announcementFor(h.database.db, row, store, new Date(AT), memo);
    expect(inBrowser).toEqual({
      title: row.name,
      text: 'Closing at 9:45 PM',
      durationMs: expect.any(Number),
      url: null,
      materialId: null,
      speech: { text: 'Closing at 9:45 PM', language: 'en-US', rate: 120, pitch: 40, volume: 90 },
    });
    expect(memo.size).toBe(1);
    expect(await announcementFor(h.database.db, row, store, new Date(AT), memo)).toBe(inBrowser);
  });
});
