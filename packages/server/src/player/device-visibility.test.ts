/**
 * What a store's player may be given (issue 37): the materials its own plan names when public or internal, never
 * a restricted one — the timeline leaves a restricted track out and speaks a template whose recorded voice is
 * restricted, and the file route answers it like an unknown id. On both drivers.
 */
import { inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { materials } from '../db/schema';
import { forEachDriver } from '../test/harness';
import { deviceFixture, issueToken } from './device-fixtures';

interface Entry {
  kind: string;
  materialId: number | null;
  textTemplateId?: number;
  url: string | null;
}

forEachDriver('player files by visibility', (h) => {
  let f: Awaited<ReturnType<typeof deviceFixture>>;
  let token: string;
  const device = (path: string) => h.call('GET', path, { headers: { 'player-token': token } });
  const file = async (id: number) => (await device(`/behind/player/v1/files/${id}`)).status;
  const timeline = async () => (await device('/behind/player/v1/timeline')).body.data.entries as Entry[];
  const setVisibility = (ids: number[], visibility: 'public' | 'internal' | 'restricted') =>
    h.database.db
      .update(materials)
      .set({ visibility, readPermission: visibility === 'restricted' ? 'finance:read' : null })
      .where(inArray(materials.id, ids));

  beforeAll(async () => {
    f = await deviceFixture(h, 'visdev');
    token = await issueToken(h, f.admin, f.storeA, f.playerA.id);
  });

  it('gives a player the public and internal materials its plan names', async () => {
    const [first, second] = f.tracksA as [number, number];
    await setVisibility([first], 'public');
    await setVisibility([second, f.voice], 'internal');
    expect(await file(first)).toBe(200);
    expect(await file(second)).toBe(200);
    expect(await file(f.voice)).toBe(200);
    const tracks = new Set((await timeline()).filter((e) => e.kind === 'track').map((e) => e.materialId));
    expect(tracks).toEqual(new Set([first, second]));
    // Internal but not in this store's plan: still as if it did not exist.
    await setVisibility([f.unrelated, f.trackB], 'internal');
    expect(await file(f.unrelated)).toBe(404);
    expect(await file(f.trackB)).toBe(404);
  });

  it('never gives a restricted material: left out of the timeline, spoken instead, 404 on the file route', async () => {
    const [first, second] = f.tracksA as [number, number];
    await setVisibility([second, f.voice], 'restricted');
    expect(await file(second)).toBe(404);
    expect(await file(f.voice)).toBe(404);
    expect(await file(first)).toBe(200);
    const entries = await timeline();
    const tracks = new Set(entries.filter((e) => e.kind === 'track').map((e) => e.materialId));
    expect(tracks).toEqual(new Set([first]));
    const recorded = entries.filter((e) => e.kind === 'announcement' && e.textTemplateId === f.recorded.id);
    expect(recorded.length).toBeGreaterThan(0);
    for (const entry of recorded) {
      expect(entry.materialId).toBeNull();
      expect(entry.url ?? '').not.toContain(`/files/${f.voice}`);
    }
    // Made internal again, the voice is the recording once more.
    await setVisibility([f.voice], 'internal');
    const again = (await timeline()).find((e) => e.kind === 'announcement' && e.textTemplateId === f.recorded.id);
    expect(again?.materialId).toBe(f.voice);
  });
});
