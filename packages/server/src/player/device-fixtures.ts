/**
 * Test data for the device and playout suites: two demo stores with players, each playing its own playlist all
 * day (store A with announcements every 5 minutes and a recorded voice after every 3 tracks), a demo store's
 * copy with no players, audio materials, and text templates (active, recorded, draft).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { reAuthenticated } from '../auth/re-auth-fixtures';
import {
  materials,
  musicTemplateRules,
  musicTemplates,
  musicTemplateTracks,
  playExceptions,
  playSchedules,
  storePlayers,
  stores,
  textTemplates,
} from '../db/schema';
import { DEMO, type Harness } from '../test/harness';

const ALL_DAYS = ['1', '2', '3', '4', '5', '6', '7'];

export async function deviceFixture(h: Harness, tag: string) {
  const { db } = h.database;
  let counter = 0;
  async function audio(name: string, seconds: number): Promise<number> {
    counter++;
    const bytes = new TextEncoder().encode(`${tag}:${name}:${counter}:`.padEnd(4096, '~'));
    const [row] = await db
      .insert(materials)
      .values({
        kind: 'audio',
        mime: 'audio/wav',
        name: `${tag}-${name}.wav`,
        size: bytes.length,
        hash: await h.deps.files.put(bytes),
        duration: seconds,
      })
      .returning({ id: materials.id });
    if (!row) throw new Error('material insert failed');
    return row.id;
  }
  async function textTemplate(name: string, values: Partial<typeof textTemplates.$inferInsert> = {}) {
    const [row] = await db
      .insert(textTemplates)
      .values({ name: `${tag}-${name}`, language: 'zh-CN', script: '欢迎光临{storeName}', status: 'active', ...values })
      .returning();
    if (!row) throw new Error('text template insert failed');
    return row;
  }
  async function playlist(name: string, trackIds: number[], rules: (typeof musicTemplateRules.$inferInsert)[] = []) {
    const [row] = await db
      .insert(musicTemplates)
      .values({ name: `${tag}-${name}`, playOrder: 'sequential', crossfadeSeconds: 2, status: 'active' })
      .returning({ id: musicTemplates.id });
    if (!row) throw new Error('music template insert failed');
    await db
      .insert(musicTemplateTracks)
      .values(trackIds.map((materialId, sort) => ({ musicTemplateId: row.id, sort, materialId, weight: 1 })));
    if (rules.length > 0)
      await db
        .insert(musicTemplateRules)
        .values(rules.map((rule, sort) => ({ ...rule, musicTemplateId: row.id, sort })));
    return row.id;
  }

  const players = await db
    .select({ id: storePlayers.id, storeId: storePlayers.storeId, name: storePlayers.name })
    .from(storePlayers)
    .orderBy(asc(storePlayers.storeId), asc(storePlayers.id));
  const playerA = players[0];
  const playerB = players.find((player) => player.storeId !== playerA?.storeId);
  if (!playerA || !playerB) throw new Error('the demo seed needs two stores with players');
  const storeA = playerA.storeId;
  const storeB = playerB.storeId;
  // Only this suite's plan: whatever the demo seed scheduled for these stores goes.
  await db.delete(playSchedules).where(inArray(playSchedules.storeId, [storeA, storeB]));
  await db.delete(playExceptions).where(inArray(playExceptions.storeId, [storeA, storeB]));

  const [storeRow] = await db.select().from(stores).where(eq(stores.id, storeA));
  if (!storeRow) throw new Error('store A missing');
  const { id: _id, ...copy } = storeRow;
  const [emptyStore] = await db
    .insert(stores)
    .values({ ...copy, code: `${tag}-E`.slice(0, 20), nameZh: `${tag}无播放器`, nameEn: `${tag} no players` })
    .returning({ id: stores.id });
  if (!emptyStore) throw new Error('store insert failed');

  const tracksA = [await audio('a1', 180), await audio('a2', 180)];
  const trackB = await audio('b1', 180);
  const voice = await audio('voice', 6);
  const unrelated = await audio('unrelated', 60);
  const welcome = await textTemplate('welcome');
  const recorded = await textTemplate('recorded', { voiceMaterialId: voice });
  const draft = await textTemplate('draft', { status: 'draft' });
  const playlistA = await playlist('A', tracksA, [
    { kind: 'everyMinutes', textTemplateId: welcome.id, every: 5, duckPercent: 20, musicTemplateId: 0 },
    { kind: 'everyTracks', textTemplateId: recorded.id, every: 3, duckPercent: 30, musicTemplateId: 0 },
  ]);
  const playlistB = await playlist('B', [trackB]);
  await db.insert(playSchedules).values([
    { storeId: storeA, musicTemplateId: playlistA, weekdays: ALL_DAYS, starts: '00:00', ends: '24:00' },
    { storeId: storeB, musicTemplateId: playlistB, weekdays: ALL_DAYS, starts: '00:00', ends: '24:00' },
  ]);

  const admin = await h.login('admin', DEMO.admin);
  return {
    admin,
    storeA,
    storeB,
    emptyStore: emptyStore.id,
    playerA,
    playerB,
    tracksA,
    trackB,
    voice,
    unrelated,
    welcome,
    recorded,
    draft,
    playlistA,
  };
}

/** Issues a device token for a player through the staff route (the demo admin re-authenticated first). */
export async function issueToken(h: Harness, admin: string, storeId: number, playerId: number): Promise<string> {
  await reAuthenticated(h, admin, DEMO.admin);
  const answer = await h.call('POST', `/behind/stores/${storeId}/players/${playerId}/token`, { token: admin });
  if (answer.body?.code !== 1) throw new Error(`token not issued: ${JSON.stringify(answer.body)}`);
  return answer.body.data.token as string;
}
