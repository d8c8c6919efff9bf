/**
 * Demo announcement texts, playlists with their tracks and rules, and the stores' music plans (demo mode, empty
 * database): five text templates (welcome in Chinese and English with {storeName}, a closing reminder with
 * {closingTime}, a promotion with {promo}, a retired promotion); with a file store, six short generated songs
 * (melodic WAVs) in the library and three playlists — a morning one with four tracks, an announcement every two
 * tracks and one at fixed times, an evening one, a draft; without it the playlists have no tracks and stay
 * drafts. Every store still trading gets weekday dayparts (morning, afternoon, evening) and a weekend plan within
 * its opening hours, plus holiday exceptions: New Year's Day silent, Labour Day the evening playlist all day
 * (the stores' own exceptions, seed/demo/stores.ts). Deterministic for a given `now`.
 */
import { estimateSeconds, localMoment, renderScript, type TextLanguage } from '@soundboard/contract';
import { asc, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  categories,
  materials,
  materialUsages,
  musicTemplateRules,
  musicTemplates,
  musicTemplateTracks,
  playExceptions,
  playSchedules,
  storeHours,
  stores,
  textTemplates,
} from '../../db/schema';
import { wavMelody } from '../../media/generate';
import type { FileStore } from '../../storage/file-store';

const DAY = 86_400_000;

type TextKey = 'welcomeZh' | 'welcomeEn' | 'closing' | 'promo' | 'retired';

const TEXTS: {
  key: TextKey;
  name: string;
  language: TextLanguage;
  script: string;
  promo?: string;
  category?: 'Promotions' | 'Safety notices';
  status: 'active' | 'retired';
  rate?: number;
}[] = [
  {
    key: 'welcomeZh',
    name: '欢迎光临',
    language: 'zh-CN',
    script: '欢迎光临{storeName}，祝您购物愉快！',
    status: 'active',
  },
  {
    key: 'welcomeEn',
    name: 'Welcome (English)',
    language: 'en-US',
    script: 'Welcome to {storeName}. Enjoy your visit, and ask our staff for a demo of any speaker.',
    status: 'active',
    rate: 95,
  },
  {
    key: 'closing',
    name: '闭店提醒',
    language: 'zh-CN',
    script: '各位顾客，本店将于{closingTime}结束营业，请您合理安排购物时间，感谢光临{storeName}。',
    category: 'Safety notices',
    status: 'active',
  },
  {
    key: 'promo',
    name: '周末促销',
    language: 'zh-CN',
    script: '{promo}，详情请咨询店内工作人员。',
    promo: '本周末全场音箱九折，功放满三千减三百',
    category: 'Promotions',
    status: 'active',
  },
  {
    key: 'retired',
    name: 'Autumn sale (ended)',
    language: 'en-US',
    script: '{promo} Visit the counter for details.',
    promo: 'Autumn sale: fifteen percent off all amplifiers.',
    category: 'Promotions',
    status: 'retired',
  },
];

/** Notes in Hz (0: a rest). */
const C4 = 261.63;
const D4 = 293.66;
const E4 = 329.63;
const F4 = 349.23;
const G4 = 392;
const A4 = 440;
const B4 = 493.88;
const C5 = 523.25;
const E5 = 659.25;

type SongKey = 'dawn' | 'walk' | 'coffee' | 'breeze' | 'dusk' | 'lights';

const SONGS: { key: SongKey; name: string; seconds: number; notes: number[]; noteSeconds: number }[] = [
  { key: 'dawn', name: '晨光序曲.wav', seconds: 28, notes: [C4, E4, G4, C5, G4, E4], noteSeconds: 0.5 },
  { key: 'walk', name: 'Morning Walk.wav', seconds: 24, notes: [G4, A4, B4, D4, 0, G4, E4, D4], noteSeconds: 0.4 },
  { key: 'coffee', name: '咖啡时光.wav', seconds: 32, notes: [F4, A4, C5, A4, E4, G4, C5, G4], noteSeconds: 0.6 },
  { key: 'breeze', name: 'Soft Breeze.wav', seconds: 26, notes: [E4, G4, A4, 0, E5, C5, A4, G4], noteSeconds: 0.45 },
  { key: 'dusk', name: '暮色.wav', seconds: 30, notes: [A4, C5, E5, C5, A4, E4, 0], noteSeconds: 0.7 },
  { key: 'lights', name: 'City Lights.wav', seconds: 22, notes: [D4, F4, A4, C5, A4, F4], noteSeconds: 0.35 },
];

type PlaylistKey = 'morning' | 'evening' | 'holiday';

const PLAYLISTS: {
  key: PlaylistKey;
  name: string;
  category?: 'Morning' | 'Evening';
  playOrder: 'sequential' | 'shuffle' | 'weighted';
  crossfadeSeconds: number;
  /** Active when it has tracks (a file store), otherwise a draft. */
  active: boolean;
  tracks: { song: SongKey; weight?: number }[];
  rules: {
    kind: 'everyMinutes' | 'everyTracks' | 'atTimes';
    text: TextKey;
    every?: number;
    times?: string;
    duck: number;
  }[];
  note: string;
}[] = [
  {
    key: 'morning',
    name: '早间轻音乐',
    category: 'Morning',
    playOrder: 'sequential',
    crossfadeSeconds: 3,
    active: true,
    tracks: [{ song: 'dawn' }, { song: 'walk' }, { song: 'coffee' }, { song: 'breeze' }],
    rules: [
      { kind: 'everyTracks', text: 'welcomeZh', every: 2, duck: 20 },
      { kind: 'atTimes', text: 'promo', times: '12:00, 17:30', duck: 15 },
    ],
    note: '工作日上午与午后',
  },
  {
    key: 'evening',
    name: 'Evening Lounge',
    category: 'Evening',
    playOrder: 'shuffle',
    crossfadeSeconds: 5,
    active: true,
    tracks: [{ song: 'dusk' }, { song: 'lights' }, { song: 'coffee' }],
    rules: [
      { kind: 'everyMinutes', text: 'welcomeEn', every: 30, duck: 25 },
      { kind: 'atTimes', text: 'closing', times: '21:30', duck: 10 },
    ],
    note: 'Evenings and weekends',
  },
  {
    key: 'holiday',
    name: '节日精选（草稿）',
    playOrder: 'weighted',
    crossfadeSeconds: 4,
    active: false,
    tracks: [
      { song: 'lights', weight: 3 },
      { song: 'walk', weight: 1 },
    ],
    rules: [],
    note: '春节前完成选曲',
  },
];

/** A category node of a tree by its English name; the tree's first node is made when the tree is empty. */
async function categoryIds(tx: Tx, tree: 'text' | 'music' | 'material', fallback: { zh: string; en: string }) {
  let rows = await tx
    .select({ id: categories.id, nameEn: categories.nameEn })
    .from(categories)
    .where(eq(categories.tree, tree));
  if (rows.length === 0)
    rows = await tx
      .insert(categories)
      .values({ tree, nameZh: fallback.zh, nameEn: fallback.en, sort: 0 })
      .returning({ id: categories.id, nameEn: categories.nameEn });
  return (name: string | undefined) =>
    name === undefined ? null : (rows.find((row) => row.nameEn === name)?.id ?? rows[0]?.id ?? null);
}

async function seedTexts(tx: Tx, common: Record<string, unknown>): Promise<Map<TextKey, number>> {
  const category = await categoryIds(tx, 'text', { zh: '广播', en: 'Announcements' });
  const ids = new Map<TextKey, number>();
  for (const text of TEXTS) {
    const rate = text.rate ?? 100;
    const sample = renderScript(text.script, { storeName: '静安展厅', closingTime: '22:00', promo: text.promo ?? '' });
    const [row] = await tx
      .insert(textTemplates)
      .values({
        ...common,
        name: text.name,
        categoryId: category(text.category),
        language: text.language,
        script: text.script,
        promo: text.promo ?? '',
        rate,
        estimatedSeconds: Math.ceil(estimateSeconds(sample, text.language, rate)),
        status: text.status,
      })
      .returning({ id: textTemplates.id });
    if (!row) throw new Error('seed: text template insert returned nothing');
    ids.set(text.key, row.id);
  }
  return ids;
}

async function seedSongs(tx: Tx, common: Record<string, unknown>, files: FileStore) {
  const category = await categoryIds(tx, 'material', { zh: '背景音乐', en: 'Background music' });
  const songs = new Map<SongKey, { id: number; seconds: number }>();
  for (const song of SONGS) {
    const { bytes, peaks } = wavMelody(song.seconds, song.notes, song.noteSeconds);
    const [row] = await tx
      .insert(materials)
      .values({
        ...common,
        kind: 'audio',
        mime: 'audio/wav',
        name: song.name,
        size: bytes.length,
        hash: await files.put(bytes),
        categoryId: category('Easy listening'),
        tags: ['demo', 'bgm'],
        duration: song.seconds,
        peaks,
      })
      .returning({ id: materials.id });
    if (!row) throw new Error('seed: song insert returned nothing');
    songs.set(song.key, { id: row.id, seconds: song.seconds });
  }
  return songs;
}

async function seedPlaylists(
  tx: Tx,
  common: Record<string, unknown>,
  texts: Map<TextKey, number>,
  songs: Map<SongKey, { id: number; seconds: number }> | null,
): Promise<Map<PlaylistKey, number>> {
  const category = await categoryIds(tx, 'music', { zh: '背景音乐', en: 'Background music' });
  const ids = new Map<PlaylistKey, number>();
  for (const playlist of PLAYLISTS) {
    const tracks = songs
      ? playlist.tracks.flatMap((track) => {
          const song = songs.get(track.song);
          return song ? [{ ...song, weight: track.weight ?? 1 }] : [];
        })
      : [];
    const [row] = await tx
      .insert(musicTemplates)
      .values({
        ...common,
        name: playlist.name,
        categoryId: category(playlist.category),
        playOrder: playlist.playOrder,
        crossfadeSeconds: playlist.crossfadeSeconds,
        trackCount: tracks.length,
        totalSeconds: tracks.reduce((sum, track) => sum + track.seconds, 0),
        status: playlist.active && tracks.length > 0 ? 'active' : 'draft',
        note: playlist.note,
      })
      .returning({ id: musicTemplates.id });
    if (!row) throw new Error('seed: music template insert returned nothing');
    ids.set(playlist.key, row.id);
    if (tracks.length > 0) {
      await tx
        .insert(musicTemplateTracks)
        .values(
          tracks.map((track, sort) => ({ musicTemplateId: row.id, sort, materialId: track.id, weight: track.weight })),
        );
      // As the binding records them: a song in a playlist cannot be deleted from the library.
      await tx.insert(materialUsages).values(
        [...new Set(tracks.map((track) => track.id))].map((materialId) => ({
          materialId,
          entity: 'musicTemplate',
          entityId: row.id,
          field: 'tracks',
        })),
      );
    }
    if (playlist.rules.length > 0)
      await tx.insert(musicTemplateRules).values(
        playlist.rules.map((rule, sort) => ({
          musicTemplateId: row.id,
          sort,
          kind: rule.kind,
          textTemplateId: texts.get(rule.text) ?? 0,
          every: rule.every ?? null,
          times: rule.times ?? '',
          duckPercent: rule.duck,
        })),
      );
  }
  return ids;
}

type Period = { weekday: string; opens: string; closes: string };

/** The span from the first opening to the last closing over these weekdays (null: closed on all of them). */
function span(hours: Period[], weekdays: string[]) {
  const periods = hours.filter((period) => weekdays.includes(period.weekday));
  if (periods.length === 0) return null;
  return {
    weekdays: [...new Set(periods.map((period) => period.weekday))].sort(),
    opens: periods.map((period) => period.opens).sort()[0] ?? '00:00',
    closes:
      periods
        .map((period) => period.closes)
        .sort()
        .at(-1) ?? '24:00',
  };
}

/** Weekday dayparts (morning until 12:00, afternoon until 17:00, evening) and one weekend schedule. */
function schedulesFor(hours: Period[], playlists: Map<PlaylistKey, number>) {
  const morning = playlists.get('morning') ?? 0;
  const evening = playlists.get('evening') ?? 0;
  const rows: { musicTemplateId: number; weekdays: string[]; starts: string; ends: string; note: string }[] = [];
  const weekdays = span(hours, ['1', '2', '3', '4', '5']);
  if (weekdays) {
    const cuts = [weekdays.opens, '12:00', '17:00', weekdays.closes];
    const parts = [
      { musicTemplateId: morning, note: '上午' },
      { musicTemplateId: morning, note: '午后' },
      { musicTemplateId: evening, note: '傍晚' },
    ];
    for (const [index, part] of parts.entries()) {
      const starts = cuts[index] ?? '';
      const ends = cuts[index + 1] ?? '';
      const clippedStarts = starts < weekdays.opens ? weekdays.opens : starts;
      const clippedEnds = ends > weekdays.closes ? weekdays.closes : ends;
      if (clippedStarts < clippedEnds)
        rows.push({ ...part, weekdays: weekdays.weekdays, starts: clippedStarts, ends: clippedEnds });
    }
  }
  const weekend = span(hours, ['6', '7']);
  if (weekend)
    rows.push({
      musicTemplateId: evening,
      weekdays: weekend.weekdays,
      starts: weekend.opens,
      ends: weekend.closes,
      note: '周末',
    });
  return rows;
}

async function seedPlans(tx: Tx, now: Date, common: Record<string, unknown>, playlists: Map<PlaylistKey, number>) {
  const trading = await tx
    .select({ id: stores.id, status: stores.status })
    .from(stores)
    .where(ne(stores.status, 'closed'))
    .orderBy(asc(stores.id));
  if (trading.length === 0) return;
  const hours = await tx
    .select({
      storeId: storeHours.storeId,
      weekday: storeHours.weekday,
      opens: storeHours.opens,
      closes: storeHours.closes,
    })
    .from(storeHours)
    .where(
      inArray(
        storeHours.storeId,
        trading.map((store) => store.id),
      ),
    );
  const year = Number(localMoment(now).date.slice(0, 4)) + 1;
  for (const store of trading) {
    const own = hours.filter((period) => period.storeId === store.id);
    const schedules = schedulesFor(own, playlists);
    if (schedules.length > 0)
      await tx
        .insert(playSchedules)
        .values(schedules.map((schedule) => ({ ...common, ...schedule, storeId: store.id })));
    if (store.status !== 'open') continue;
    // The stores' own holidays (seed/demo/stores.ts): closed on New Year's Day, longer hours on Labour Day.
    await tx.insert(playExceptions).values([
      {
        ...common,
        storeId: store.id,
        dateFrom: `${year}-01-01`,
        dateTo: `${year}-01-01`,
        musicTemplateId: null,
        starts: '00:00',
        ends: '24:00',
        note: '元旦休息',
      },
      {
        ...common,
        storeId: store.id,
        dateFrom: `${year}-05-01`,
        dateTo: `${year}-05-01`,
        musicTemplateId: playlists.get('evening') ?? null,
        starts: '10:00',
        ends: '23:00',
        note: '劳动节延长营业',
      },
    ]);
  }
}

export async function seedDemoPlayback(
  tx: Tx,
  now: Date,
  staff: { editor: number; admin: number },
  files?: FileStore,
): Promise<void> {
  const at = new Date(now.getTime() - 20 * DAY);
  const common = { createdBy: staff.editor, updatedBy: staff.editor, createdAt: at, updatedAt: at };
  const texts = await seedTexts(tx, common);
  const songs = files ? await seedSongs(tx, common, files) : null;
  const playlists = await seedPlaylists(tx, common, texts, songs);
  await seedPlans(tx, now, { ...common, createdBy: staff.admin, updatedBy: staff.admin }, playlists);
}
