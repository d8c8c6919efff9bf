/**
 * Music templates' rules and the stores' music plans on the demo data: tracks must be audio (usages recorded,
 * totals kept), rules say what their kind needs and name a text template that is not retired, an active
 * playlist has a track, a playlist a store plays cannot go; schedules and exceptions of one store may not
 * overlap (adjacent ranges, other weekdays and a record's own update are fine), nothing written when refused;
 * an exception replaces the weekly plan on its date; the week route's shape; the demo plans.
 */
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { materials, materialUsages, musicTemplates, playSchedules, stores, textTemplates } from '../db/schema';
import { wavTone } from '../media/generate';
import { DEMO, forEachDriver } from '../test/harness';
import { planFor } from './plan';
import { loadPlaylists } from './playlists';

const en = { 'accept-language': 'en-US' };
const at = (local: string) => new Date(`${local}+08:00`);

forEachDriver('music templates and schedules', (h) => {
  let admin = '';
  let storeId = 0;
  let songs: number[] = [];
  let picture = 0;
  let welcome = 0;
  let retired = 0;
  let names = 0;

  const call = (method: string, path: string, json?: unknown) =>
    h.call(method, path, { token: admin, headers: en, ...(json === undefined ? {} : { json }) });
  const issues = (answer: { body: { data?: { issues?: unknown } } }) => answer.body.data?.issues;
  const playlist = async (fields: Record<string, unknown> = {}) => {
    const made = await call('POST', '/behind/music-templates', {
      name: `Test list ${++names}`,
      playOrder: 'sequential',
      status: 'active',
      tracks: [{ materialId: songs[0] }, { materialId: songs[1], weight: 3 }],
      rules: [{ kind: 'everyTracks', textTemplateId: welcome, every: 2, duckPercent: 20 }],
      ...fields,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    return made.body.data as { id: number; name: string; version: number; trackCount: number; totalSeconds: number };
  };
  const scheduleCount = async () =>
    Number(
      (await h.database.db.select({ n: count() }).from(playSchedules).where(eq(playSchedules.storeId, storeId)))[0]?.n,
    );

  beforeAll(async () => {
    admin = await h.login('admin', DEMO.admin);
    // The closed demo store has no music plan of its own: these tests make it one.
    const [closed] = await h.database.db.select({ id: stores.id }).from(stores).where(eq(stores.status, 'closed'));
    storeId = closed?.id ?? 0;
    const insertMaterial = async (name: string, kind: 'audio' | 'image', duration: number | null) => {
      const { bytes } = wavTone(0.05, 440 + name.length, 10);
      const [row] = await h.database.db
        .insert(materials)
        .values({
          kind,
          mime: kind === 'audio' ? 'audio/wav' : 'image/png',
          name,
          size: bytes.length,
          hash: await h.deps.files.put(Buffer.concat([bytes, Buffer.from(name)])),
          duration,
        })
        .returning({ id: materials.id });
      return row?.id ?? 0;
    };
    songs = [
      await insertMaterial('First song.wav', 'audio', 61.4),
      await insertMaterial('Second song.mp3', 'audio', 120),
    ];
    picture = await insertMaterial('picture.png', 'image', null);
    const texts = await h.database.db
      .select({ id: textTemplates.id, status: textTemplates.status })
      .from(textTemplates);
    welcome = texts.find((text) => text.status === 'active')?.id ?? 0;
    retired = texts.find((text) => text.status === 'retired')?.id ?? 0;
  });

  it('keeps the track totals, records the songs as used, and loads the playlist as a player plays it', async () => {
    const made = await playlist();
    expect(made).toMatchObject({ trackCount: 2, totalSeconds: 181 });
    const used = await h.database.db
      .select({ materialId: materialUsages.materialId })
      .from(materialUsages)
      .where(and(eq(materialUsages.entity, 'musicTemplate'), eq(materialUsages.entityId, made.id)));
    expect(used.map((row) => row.materialId).sort()).toEqual([...songs].sort());
    const detail = (await call('GET', `/behind/music-templates/${made.id}`)).body.data;
    expect(detail.tracks.map((track: { materialId: number }) => track.materialId)).toEqual(songs);
    expect(detail.tracks[0].material.name).toBe('First song.wav');
    expect(detail.rules[0].refLabels.textTemplateId).not.toBe('');
    const loaded = (await loadPlaylists(h.database.db, [made.id])).get(made.id);
    expect(loaded?.tracks).toEqual([
      { materialId: songs[0], title: 'First song', durationMs: 61_400, weight: 1 },
      { materialId: songs[1], title: 'Second song', durationMs: 120_000, weight: 3 },
    ]);
    expect(loaded?.rules).toEqual([
      { kind: 'everyTracks', textTemplateId: welcome, every: 2, times: [], duckPercent: 20 },
    ]);
    // A song of a playlist cannot be deleted from the library.
    const deleted = await call('DELETE', `/behind/materials/${songs[0]}`);
    expect(deleted.status).toBe(409);
    // A draft is not played.
    const draft = await playlist({ status: 'draft', tracks: [] });
    expect((await loadPlaylists(h.database.db, [draft.id])).size).toBe(0);
  });

  it('refuses tracks that are not audio, rules missing what their kind needs, a retired text, an empty active list', async () => {
    const before = Number((await h.database.db.select({ n: count() }).from(musicTemplates))[0]?.n);
    const bad = await call('POST', '/behind/music-templates', {
      name: 'Broken list',
      playOrder: 'sequential',
      status: 'active',
      tracks: [{ materialId: songs[0] }, { materialId: picture }],
      rules: [
        { kind: 'everyMinutes', textTemplateId: welcome, duckPercent: 20 },
        { kind: 'atTimes', textTemplateId: welcome, times: '', duckPercent: 20 },
        { kind: 'everyTracks', textTemplateId: retired, every: 3, duckPercent: 20 },
      ],
    });
    expect(bad.status).toBe(422);
    expect(issues(bad)).toEqual([
      { path: 'tracks.1.materialId', message: 'Track 2 is not an audio material' },
      { path: 'rules.0.every', message: 'Say every how many minutes or tracks' },
      { path: 'rules.1.times', message: 'Enter the times of day' },
      { path: 'rules.2.textTemplateId', message: 'This text template is retired: choose an active one' },
    ]);
    const empty = await call('POST', '/behind/music-templates', {
      name: 'Empty list',
      playOrder: 'sequential',
      status: 'active',
      tracks: [],
      rules: [],
    });
    expect(issues(empty)).toEqual([{ path: 'tracks', message: 'An active playlist needs at least one track' }]);
    expect(Number((await h.database.db.select({ n: count() }).from(musicTemplates))[0]?.n)).toBe(before);
  });

  it('refuses overlapping schedules of a store, and allows adjacent ranges, other weekdays and a self update', async () => {
    const list = await playlist();
    const other = await playlist();
    const create = (fields: Record<string, unknown>) =>
      call('POST', '/behind/play-schedules', {
        storeId,
        musicTemplateId: list.id,
        weekdays: ['1'],
        starts: '09:00',
        ends: '12:00',
        ...fields,
      });
    const first = await create({ musicTemplateId: other.id, weekdays: ['1', '3', '5'] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const count0 = await scheduleCount();
    const clash = await create({ weekdays: ['3', '5', '6'], starts: '11:00', ends: '13:00' });
    expect(clash.status).toBe(422);
    expect(issues(clash)).toEqual([
      { path: 'starts', message: `This overlaps "${other.name}" (Wednesday, Friday 09:00–12:00) of the same store` },
    ]);
    const zh = await h.call('POST', '/behind/play-schedules', {
      token: admin,
      headers: { 'accept-language': 'zh-CN' },
      json: { storeId, musicTemplateId: list.id, weekdays: ['5'], starts: '08:00', ends: '10:00' },
    });
    expect((issues(zh) as { message: string }[])[0]?.message).toContain('星期五');
    expect(await scheduleCount()).toBe(count0);
    // Adjacent on the same weekday, and the same hours on another weekday.
    expect((await create({ starts: '12:00', ends: '18:00' })).status).toBe(200);
    expect((await create({ weekdays: ['2'] })).status).toBe(200);
    // The first one updated in place does not collide with itself (and its range still fits).
    const row = first.body.data;
    const updated = await call('PUT', `/behind/play-schedules/${row.id}`, {
      storeId,
      musicTemplateId: other.id,
      weekdays: ['1', '3', '5'],
      starts: '08:30',
      ends: '12:00',
      note: 'earlier',
      version: row.version,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const backwards = await create({ weekdays: ['4'], starts: '12:00', ends: '10:00' });
    expect(issues(backwards)).toEqual([{ path: 'ends', message: expect.any(String) }]);
    // A draft playlist cannot be scheduled; a playlist the store plays cannot be deleted.
    const draft = await playlist({ status: 'draft' });
    const drafted = await create({ weekdays: ['7'], musicTemplateId: draft.id });
    expect(issues(drafted)).toEqual([{ path: 'musicTemplateId', message: 'Only an active playlist can be scheduled' }]);
    const gone = await call('DELETE', `/behind/music-templates/${other.id}`);
    expect(gone.status).toBe(409);
    expect(gone.body.message).toContain('use this playlist');
    expect((await call('DELETE', `/behind/music-templates/${draft.id}`)).status).toBe(200);
  });

  it('lets only one of two overlapping schedules created at the same time in', async () => {
    const list = await playlist();
    const input = { storeId, musicTemplateId: list.id, weekdays: ['4'], starts: '20:00', ends: '21:00' };
    const answers = await Promise.all([
      call('POST', '/behind/play-schedules', input),
      call('POST', '/behind/play-schedules', { ...input, starts: '20:30', ends: '21:30' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
  });

  it('refuses overlapping exceptions and backwards dates; an exception replaces the weekly plan on its date', async () => {
    const list = await playlist();
    const make = (fields: Record<string, unknown>) =>
      call('POST', '/behind/play-exceptions', {
        storeId,
        dateFrom: '2027-02-10',
        dateTo: '2027-02-12',
        musicTemplateId: null,
        starts: '00:00',
        ends: '24:00',
        note: 'Spring Festival',
        ...fields,
      });
    const silent = await make({});
    expect(silent.status, JSON.stringify(silent.body)).toBe(200);
    const clash = await make({
      dateFrom: '2027-02-12',
      dateTo: '2027-02-14',
      musicTemplateId: list.id,
      starts: '10:00',
      ends: '12:00',
    });
    expect(issues(clash)).toEqual([
      { path: 'starts', message: 'This overlaps "Spring Festival" (2027-02-12 00:00–24:00) of the same store' },
    ]);
    const backwards = await make({ dateFrom: '2027-02-20', dateTo: '2027-02-19' });
    expect(issues(backwards)).toEqual([{ path: 'dateTo', message: 'The last date must be on or after the first' }]);
    expect(
      (
        await make({
          dateFrom: '2027-02-13',
          dateTo: '2027-02-13',
          musicTemplateId: list.id,
          starts: '10:00',
          ends: '12:00',
        })
      ).status,
    ).toBe(200);
    const self = silent.body.data;
    const renamed = await call('PUT', `/behind/play-exceptions/${self.id}`, {
      storeId,
      dateFrom: self.dateFrom,
      dateTo: self.dateTo,
      musicTemplateId: null,
      starts: self.starts,
      ends: self.ends,
      note: 'Closed',
      version: self.version,
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);

    // 2027-02-12 is a Friday, 2027-02-19 the next: the weekly Friday plan plays on the 19th only.
    await call('POST', '/behind/play-schedules', {
      storeId,
      musicTemplateId: list.id,
      weekdays: ['5'],
      starts: '18:00',
      ends: '20:00',
    });
    const plan = await planFor(h.database.db, storeId, at('2027-02-12T00:00:00'), at('2027-02-20T00:00:00'));
    const friday = plan.filter((slot) => slot.date === '2027-02-12');
    expect(friday).toEqual([expect.objectContaining({ source: 'exception', musicTemplateId: null, note: 'Closed' })]);
    const nextFriday = plan.filter((slot) => slot.date === '2027-02-19');
    expect(nextFriday.map((slot) => slot.source)).toEqual(['weekly', 'weekly']);
    expect(
      nextFriday.some(
        (slot) => slot.musicTemplateId === list.id && slot.from.toISOString() === '2027-02-19T10:00:00.000Z',
      ),
    ).toBe(true);
  });

  it('answers the week: seven days from the Monday, opening periods and titled slots', async () => {
    const [open] = await h.database.db.select({ id: stores.id }).from(stores).where(eq(stores.code, 'SH-JA01'));
    const week = await call('GET', `/behind/stores/${open?.id}/week?from=2026-11-25`);
    expect(week.status).toBe(200);
    const data = week.body.data;
    expect(data.from).toBe('2026-11-23');
    expect(data.days.map((day: { date: string; weekday: number }) => [day.date, day.weekday])).toEqual([
      ['2026-11-23', 1],
      ['2026-11-24', 2],
      ['2026-11-25', 3],
      ['2026-11-26', 4],
      ['2026-11-27', 5],
      ['2026-11-28', 6],
      ['2026-11-29', 7],
    ]);
    const monday = data.days[0];
    expect(monday.open).toEqual([{ opens: '10:00', closes: '22:00' }]);
    expect(
      monday.slots.map((slot: { starts: string; ends: string; source: string }) => [
        slot.starts,
        slot.ends,
        slot.source,
      ]),
    ).toEqual([
      ['10:00', '12:00', 'weekly'],
      ['12:00', '17:00', 'weekly'],
      ['17:00', '22:00', 'weekly'],
    ]);
    expect(monday.slots[0]).toMatchObject({ title: '早间轻音乐', note: '上午' });
    expect(data.days[6].slots).toEqual([
      expect.objectContaining({ starts: '10:00', ends: '22:00', title: 'Evening Lounge' }),
    ]);
    // The demo's New Year's Day is silent.
    const newYear = await call('GET', `/behind/stores/${open?.id}/week?from=2027-01-01`);
    const friday = newYear.body.data.days.find((day: { date: string }) => day.date === '2027-01-01');
    expect(friday.open).toBeNull();
    expect(friday.slots).toEqual([
      expect.objectContaining({ starts: '00:00', ends: '24:00', title: null, source: 'exception' }),
    ]);
    expect((await call('GET', '/behind/stores/999999/week')).status).toBe(404);
    expect((await call('GET', `/behind/stores/${open?.id}/week?from=someday`)).status).toBe(422);
  });
});
