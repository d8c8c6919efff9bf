/**
 * The demo playback seed with a file store (the test template is seeded without one): generated songs in the
 * library whose bytes are WAV, a morning playlist with four tracks, an announcement every two tracks and one at
 * fixed times, an evening one, a draft; the songs recorded as used; every trading store has a plan.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  materials,
  materialUsages,
  musicTemplates,
  playExceptions,
  playSchedules,
  stores,
  textTemplates,
} from '../db/schema';
import { sniff } from '../media/sniff';
import { seedDemoPlayback } from '../seed/demo/playback';
import { forEachDriver } from '../test/harness';
import { loadPlaylists } from './playlists';

forEachDriver('demo playlists with songs', (h) => {
  it('generates songs and makes the playlists that use them active', async () => {
    await h.database.db.transaction(async (tx) => {
      // The template's demo playback (seeded without files) makes way for the one with songs.
      await tx.delete(playExceptions);
      await tx.delete(playSchedules);
      await tx.delete(musicTemplates);
      await tx.delete(textTemplates);
      await seedDemoPlayback(tx, new Date('2026-11-20T08:00:00Z'), { editor: 1, admin: 1 }, h.deps.files);
    });
    const songs = await h.database.db
      .select()
      .from(materials)
      .where(eq(materials.kind, 'audio'))
      .orderBy(asc(materials.id));
    const demo = songs.filter((song) => song.tags.includes('bgm'));
    expect(demo).toHaveLength(6);
    for (const song of demo) {
      expect(song.duration).toBeGreaterThanOrEqual(20);
      expect(Math.max(...(song.peaks ?? []))).toBeGreaterThan(0.3);
      const stream = await h.deps.files.get(song.hash);
      const chunks: Buffer[] = [];
      for await (const chunk of stream?.body ?? []) chunks.push(chunk as Buffer);
      expect(sniff(Buffer.concat(chunks))?.mime, song.name).toBe('audio/wav');
    }
    const lists = await h.database.db.select().from(musicTemplates).orderBy(asc(musicTemplates.id));
    expect(lists.map((list) => [list.status, list.trackCount])).toEqual([
      ['active', 4],
      ['active', 3],
      ['draft', 2],
    ]);
    const loaded = await loadPlaylists(
      h.database.db,
      lists.map((list) => list.id),
    );
    expect(loaded.size).toBe(2);
    const morning = loaded.get(lists[0]?.id ?? 0);
    expect(morning?.rules.map((rule) => [rule.kind, rule.every, rule.times])).toEqual([
      ['everyTracks', 2, []],
      ['atTimes', null, ['12:00', '17:30']],
    ]);
    expect(morning?.tracks[0]?.title).toBe('晨光序曲');
    const used = await h.database.db
      .select({ materialId: materialUsages.materialId })
      .from(materialUsages)
      .where(
        inArray(
          materialUsages.materialId,
          demo.map((song) => song.id),
        ),
      );
    expect(new Set(used.map((row) => row.materialId)).size).toBe(6);
    const trading = await h.database.db.select({ id: stores.id, status: stores.status }).from(stores);
    const planned = new Set((await h.database.db.select().from(playSchedules)).map((row) => row.storeId));
    expect(trading.filter((store) => store.status !== 'closed').every((store) => planned.has(store.id))).toBe(true);
  });
});
