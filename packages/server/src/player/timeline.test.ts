/**
 * The pure timeline with a clock the test sets: slots from the plan (./plan.ts planSlots), playlists as
 * ./playlists.ts loads them, and the entries a player gets.
 */
import { describe, expect, it } from 'vitest';
import { type PlanException, type PlanSchedule, planSlots } from './plan';
import { localInstant } from './plan-time';
import type { Playlist, PlaylistRule } from './playlists';
import { type AnnouncementDraft, buildTimeline, type TimelineDraft, type TrackDraft } from './timeline';

const ALL_DAYS = ['1', '2', '3', '4', '5', '6', '7'];

function playlist(id: number, seconds: number[], extra: Partial<Playlist> = {}): Playlist {
  return {
    id,
    name: `Playlist ${id}`,
    playOrder: 'sequential',
    crossfadeSeconds: 0,
    tracks: seconds.map((length, index) => ({
      materialId: id * 100 + index + 1,
      title: `Track ${index + 1}`,
      durationMs: length * 1000,
      weight: 1,
    })),
    rules: [],
    ...extra,
  };
}

const rule = (kind: PlaylistRule['kind'], every: number | null, times: string[] = []): PlaylistRule => ({
  kind,
  textTemplateId: 7,
  every,
  times,
  duckPercent: 25,
});

const schedule = (id: number, musicTemplateId: number, starts: string, ends: string, weekdays = ALL_DAYS) =>
  ({ id, musicTemplateId, weekdays, starts, ends, note: '' }) satisfies PlanSchedule;

/** The timeline of a plan for [from, to), with the given playlists, for store `seed`. */
function timeline(
  plan: { schedules: PlanSchedule[]; exceptions?: PlanException[] },
  lists: Playlist[],
  from: Date,
  to: Date,
  seed = 1,
): TimelineDraft[] {
  const slots = planSlots({ schedules: plan.schedules, exceptions: plan.exceptions ?? [] }, from, to);
  return buildTimeline({ slots, playlists: new Map(lists.map((list) => [list.id, list])), seed }, from, to);
}

const materialOf = (entry: TimelineDraft) => (entry.kind === 'track' ? entry.materialId : null);
const tracks = (entries: TimelineDraft[]) => entries.filter((entry): entry is TrackDraft => entry.kind === 'track');
const announcements = (entries: TimelineDraft[]) =>
  entries.filter((entry): entry is AnnouncementDraft => entry.kind === 'announcement');
const at = (date: string, time: string) => localInstant(date, time);
const offsetSeconds = (entry: { startsAt: string }, from: Date) => (Date.parse(entry.startsAt) - from.getTime()) / 1000;

// 2026-11-26 is a Thursday, 2026-11-27 a Friday.
describe('buildTimeline', () => {
  it('plays the weekday plan: tracks back to back from the slot start, the next crossfading in, the last cut at the end', () => {
    const from = at('2026-11-26', '10:00');
    const to = at('2026-11-26', '10:05');
    const entries = timeline(
      { schedules: [schedule(1, 1, '10:00', '10:05', ['4'])] },
      [playlist(1, [60, 90], { crossfadeSeconds: 3 })],
      from,
      to,
    );
    expect(
      entries.map((entry) => [
        offsetSeconds(entry, from),
        (entry as TrackDraft).durationMs / 1000,
        (entry as TrackDraft).crossfadeSeconds,
      ]),
    ).toEqual([
      [0, 60, 0],
      [57, 90, 3],
      [144, 60, 3],
      [201, 90, 3],
      [288, 12, 3],
    ]);
    expect(entries.map(materialOf)).toEqual([101, 102, 101, 102, 101]);
    expect(entries[1]).toMatchObject({
      id: `track:${new Date(from.getTime() + 57_000).toISOString()}:102`,
      url: '/behind/player/v1/files/102',
      title: 'Track 2',
      musicTemplateId: 1,
      textTemplateId: null,
    });
    // Friday has no schedule: nothing plays.
    expect(
      timeline(
        { schedules: [schedule(1, 1, '10:00', '10:05', ['4'])] },
        [playlist(1, [60])],
        at('2026-11-27', '10:00'),
        at('2026-11-27', '11:00'),
      ),
    ).toEqual([]);
  });

  it('crossfades over at most half of a short track', () => {
    const from = at('2026-11-26', '10:00');
    const entries = timeline(
      { schedules: [schedule(1, 1, '10:00', '10:01')] },
      [playlist(1, [4, 4], { crossfadeSeconds: 3 })],
      from,
      at('2026-11-26', '10:01'),
    );
    expect(
      entries.slice(0, 3).map((entry) => [offsetSeconds(entry, from), (entry as TrackDraft).crossfadeSeconds]),
    ).toEqual([
      [0, 0],
      [2, 2],
      [4, 2],
    ]);
  });

  it('plays an exception instead of the weekly plan on its date', () => {
    const plan: { schedules: PlanSchedule[]; exceptions: PlanException[] } = {
      schedules: [schedule(1, 1, '09:00', '10:00', ['4', '5'])],
      exceptions: [
        {
          id: 9,
          musicTemplateId: 2,
          dateFrom: '2026-11-27',
          dateTo: '2026-11-27',
          starts: '09:00',
          ends: '09:30',
          note: '',
        },
      ],
    };
    const lists = [playlist(1, [60]), playlist(2, [60])];
    const thursday = timeline(plan, lists, at('2026-11-26', '00:00'), at('2026-11-27', '00:00'));
    expect(new Set(thursday.map((entry) => entry.musicTemplateId))).toEqual(new Set([1]));
    expect(thursday).toHaveLength(60);
    const friday = timeline(plan, lists, at('2026-11-27', '00:00'), at('2026-11-28', '00:00'));
    expect(new Set(friday.map((entry) => entry.musicTemplateId))).toEqual(new Set([2]));
    expect(friday).toHaveLength(30);
    expect(friday.at(-1)?.startsAt).toBe(at('2026-11-27', '09:29').toISOString());
    // A silent exception plays nothing at all that day.
    const silent = {
      ...plan,
      exceptions: plan.exceptions.map((exception) => ({ ...exception, musicTemplateId: null })),
    };
    expect(timeline(silent, lists, at('2026-11-27', '00:00'), at('2026-11-28', '00:00'))).toEqual([]);
  });

  it('announces every N minutes from the slot start, ducking the music to duckPercent', () => {
    const from = at('2026-11-26', '09:00');
    const entries = timeline(
      { schedules: [schedule(1, 1, '09:00', '10:00')] },
      [playlist(1, [180], { rules: [rule('everyMinutes', 15)] })],
      from,
      at('2026-11-26', '10:00'),
    );
    const said = announcements(entries);
    expect(said.map((entry) => offsetSeconds(entry, from) / 60)).toEqual([15, 30, 45]);
    expect(said[0]).toEqual({
      id: `announcement:${at('2026-11-26', '09:15').toISOString()}:7`,
      kind: 'announcement',
      startsAt: at('2026-11-26', '09:15').toISOString(),
      textTemplateId: 7,
      duckTo: 0.25,
      musicTemplateId: 1,
    });
    // Over the music: the tracks keep their places (a track and an announcement at 09:15, the track first).
    expect(tracks(entries).map((entry) => offsetSeconds(entry, from) / 60)).toEqual([
      0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57,
    ]);
    const quarter = entries.findIndex((entry) => entry.kind === 'announcement');
    expect(entries[quarter - 1]?.startsAt).toBe(entries[quarter]?.startsAt);
  });

  it('announces after every N tracks, at the start of the track that follows', () => {
    const from = at('2026-11-26', '09:00');
    const entries = timeline(
      { schedules: [schedule(1, 1, '09:00', '09:10')] },
      [playlist(1, [60], { rules: [rule('everyTracks', 2)] })],
      from,
      at('2026-11-26', '09:10'),
    );
    expect(tracks(entries)).toHaveLength(10);
    expect(announcements(entries).map((entry) => offsetSeconds(entry, from))).toEqual([120, 240, 360, 480]);
  });

  it('announces at fixed local times inside the slot only', () => {
    const entries = timeline(
      { schedules: [schedule(1, 1, '09:00', '10:00')] },
      [playlist(1, [60], { rules: [rule('atTimes', null, ['08:30', '09:00', '09:30', '10:00'])] })],
      at('2026-11-26', '00:00'),
      at('2026-11-27', '00:00'),
    );
    expect(announcements(entries).map((entry) => entry.startsAt)).toEqual([
      '2026-11-26T01:00:00.000Z',
      '2026-11-26T01:30:00.000Z',
    ]);
  });

  it('runs across midnight: the evening slot is cut at 24:00 and the night slot starts its playlist afresh', () => {
    const from = at('2026-11-26', '23:00');
    const to = at('2026-11-27', '01:00');
    const entries = timeline(
      { schedules: [schedule(1, 1, '22:00', '24:00'), schedule(2, 2, '00:00', '02:00')] },
      [playlist(1, [420], { crossfadeSeconds: 5 }), playlist(2, [300], { crossfadeSeconds: 5 })],
      from,
      to,
    );
    const midnight = at('2026-11-27', '00:00').getTime();
    const evening = entries.filter((entry) => entry.musicTemplateId === 1);
    const night = entries.filter((entry) => entry.musicTemplateId === 2);
    // The first entry began before `from` and is still playing then.
    expect(Date.parse(evening[0]?.startsAt ?? '')).toBeLessThan(from.getTime());
    const last = evening.at(-1) as TrackDraft;
    expect(Date.parse(last.startsAt) + last.durationMs).toBe(midnight);
    expect(night[0]).toMatchObject({ startsAt: new Date(midnight).toISOString(), crossfadeSeconds: 0 });
    expect(Date.parse(night.at(-1)?.startsAt ?? '')).toBeLessThan(to.getTime());
    expect(entries.every((entry) => Date.parse(entry.startsAt) < to.getTime())).toBe(true);
  });

  it('is deterministic: a refetch mid-slot gives the same entries and ids; another store another order', () => {
    const plan = { schedules: [schedule(1, 1, '09:00', '12:00')] };
    const lists = [
      playlist(1, [200, 210, 220, 230, 240, 250, 260, 270], { playOrder: 'shuffle', crossfadeSeconds: 2 }),
    ];
    const whole = timeline(plan, lists, at('2026-11-26', '09:00'), at('2026-11-26', '12:00'));
    const again = timeline(plan, lists, at('2026-11-26', '09:00'), at('2026-11-26', '12:00'));
    expect(again).toEqual(whole);
    const later = at('2026-11-26', '10:17');
    const refetched = timeline(plan, lists, later, at('2026-11-26', '12:00'));
    const stillPlaying = whole.filter(
      (entry) => Date.parse(entry.startsAt) + (entry as TrackDraft).durationMs > later.getTime(),
    );
    expect(refetched).toEqual(stillPlaying);
    const otherStore = timeline(plan, lists, at('2026-11-26', '09:00'), at('2026-11-26', '12:00'), 2);
    expect(otherStore.map(materialOf)).not.toEqual(whole.map(materialOf));
  });

  it('shuffles each pass anew, every pass playing every track once', () => {
    const lists = [playlist(1, [60, 60, 60, 60, 60, 60], { playOrder: 'shuffle' })];
    const entries = timeline(
      { schedules: [schedule(1, 1, '09:00', '10:00')] },
      lists,
      at('2026-11-26', '09:00'),
      at('2026-11-26', '10:00'),
    );
    const order = entries.map(materialOf);
    const passes = Array.from({ length: 10 }, (_, pass) => order.slice(pass * 6, pass * 6 + 6));
    for (const pass of passes) expect([...pass].sort()).toEqual([101, 102, 103, 104, 105, 106]);
    expect(new Set(passes.map((pass) => pass.join(','))).size).toBeGreaterThan(1);
    for (let index = 1; index < order.length; index++) expect(order[index]).not.toBe(order[index - 1]);
  });

  it('picks weighted tracks by weight, never the same twice in a row', () => {
    const list = playlist(1, [30, 30, 30], { playOrder: 'weighted' });
    list.tracks = list.tracks.map((track, index) => ({ ...track, weight: index === 2 ? 8 : 1 }));
    const entries = timeline(
      { schedules: [schedule(1, 1, '09:00', '12:00')] },
      [list],
      at('2026-11-26', '09:00'),
      at('2026-11-26', '12:00'),
    );
    const order = entries.map(materialOf);
    expect(order).toHaveLength(360);
    for (let index = 1; index < order.length; index++) expect(order[index]).not.toBe(order[index - 1]);
    const heavy = order.filter((id) => id === 103).length;
    // Never twice in a row caps it at half; its weight makes it nearly that.
    expect(heavy).toBeGreaterThan(150);
    expect(heavy).toBeLessThanOrEqual(180);
  });

  it('plays nothing for a playlist that is not active (not loaded) or has no playable tracks', () => {
    const plan = { schedules: [schedule(1, 1, '09:00', '10:00')] };
    expect(timeline(plan, [], at('2026-11-26', '09:00'), at('2026-11-26', '10:00'))).toEqual([]);
    expect(timeline(plan, [playlist(1, [0])], at('2026-11-26', '09:00'), at('2026-11-26', '10:00'))).toEqual([]);
  });
});
