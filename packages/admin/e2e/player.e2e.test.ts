// The player walk on the built app and the real server (issue 21): staff write an announcement, build a playlist
// of three short tones with the announcement every 2 tracks, schedule it for a store for the whole day, issue the
// store's player a device token, and open /player/ with it: the player follows the timeline (its own events: the
// tracks in the playlist's order, the announcement ducking the music and restoring it), plays on from its cache
// while the server is unreachable, and its heartbeat shows on the store.

import { PLAYER_TOKEN_HEADER, type PlayerTimeline } from '@soundboard/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, base, openPage, passReAuth, pick, press, serverBase, signIn, tokenOf, typeInto } from './browser';
import { toneWav } from './wav';

/** Opens a select by keyboard and takes the option named `option`. */
async function choose(page: Page, trigger: Locator, option: string) {
  await press(page, trigger);
  const item = page.getByRole('option', { name: option, exact: true });
  await item.waitFor();
  await item.focus();
  await page.keyboard.press('Enter');
}

const TONE_SECONDS = 3;
const TONES = [
  // Not 'e2e-…': the media library's walk lists every material named so on the shared server.
  { name: 'walk-tone-a', hertz: 330 },
  { name: 'walk-tone-b', hertz: 440 },
  { name: 'walk-tone-c', hertz: 550 },
];

/** Uploads a tone to the library as the browser would (its duration and peaks beside the file). */
async function uploadTone(page: Page, name: string, hertz: number): Promise<number> {
  const token = await tokenOf(page);
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(toneWav(TONE_SECONDS, { hertz }))], { type: 'audio/wav' }),
    `${name}.wav`,
  );
  form.append('meta', JSON.stringify({ duration: TONE_SECONDS, peaks: Array.from({ length: 30 }, () => 0.6) }));
  const response = await fetch(`${serverBase()}/behind/materials`, {
    method: 'POST',
    headers: { 'admin-token': token },
    body: form,
  });
  const answer = (await response.json()) as { code: number; data: { material: { id: number } } };
  expect(answer.code, JSON.stringify(answer)).toBe(1);
  return answer.data.material.id;
}

/**
 * The device's timeline, asked as the device does. Asked again once if the connection is dropped under it: this
 * process's fetch reuses a kept-alive connection, which the server may close (its idle timeout) as the request
 * goes out — on a loaded machine a clean-clone run met exactly that ("other side closed").
 */
async function timelineFor(token: string): Promise<unknown> {
  const ask = async () =>
    (await fetch(`${serverBase()}/behind/player/v1/timeline`, { headers: { [PLAYER_TOKEN_HEADER]: token } })).json();
  try {
    return await ask();
  } catch (error) {
    const code = ((error as Error).cause as { code?: string } | undefined)?.code;
    if (code !== 'UND_ERR_SOCKET') throw error;
    return ask();
  }
}

interface StoreRecord {
  id: number;
  region: unknown;
}

/** A store of its own (no demo schedules to overlap), with one background-music player. */
async function newStore(page: Page, code: string): Promise<number> {
  const [demo] = (await apiAs<{ list: StoreRecord[] }>(page, 'GET', '/stores?q=SH-JA01')).list;
  const [product] = (await apiAs<{ list: { id: number }[] }>(page, 'GET', '/products?kind=bgm_player')).list;
  const store = await apiAs<{ id: number }>(page, 'POST', '/stores', {
    code,
    nameZh: '播放测试店',
    nameEn: 'Player Test Store',
    region: demo?.region,
    address: 'No. 1 Test Road',
    status: 'open',
    hours: [],
    exceptions: [],
    players: [{ name: 'Front hall', productId: product?.id, serial: `${code}-001` }],
  });
  return store.id;
}

describe('the in-store player', () => {
  it('plays an announcement every 2 tracks of a scheduled playlist, and its heartbeat shows on the store', async () => {
    const { context, page } = await openPage({ locale: 'en-US' });
    await signIn(page);
    const code = `E2E-PL${Date.now() % 100_000}`;
    for (const tone of TONES) await uploadTone(page, tone.name, tone.hertz);
    const storeId = await newStore(page, code);

    // The announcement: English, active, a variable from the script's own set.
    await page.goto(`${base()}/template/text/add`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await typeInto(page, page.locator('[data-form-field="name"] input'), `E2E welcome ${code}`);
    await choose(page, page.locator('[data-form-field="language"] button'), 'English');
    await choose(page, page.locator('[data-form-field="status"] button'), 'Active');
    await typeInto(page, page.locator('[data-form-field="script"] textarea'), 'Welcome to {storeName}.');
    await press(page, page.getByRole('button', { name: 'Save' }));
    await page.waitForURL(/\/template\/text\/edit\/\d+$/, { timeout: 20_000 });

    // The playlist: the three tones in order, no crossfade, the announcement after every 2 tracks.
    await page.goto(`${base()}/template/music/add`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await typeInto(page, page.locator('[data-form-field="name"] input'), `E2E playlist ${code}`);
    await choose(page, page.locator('[data-form-field="status"] button'), 'Active');
    await typeInto(page, page.locator('[data-form-field="crossfadeSeconds"] input:not([type="hidden"])'), '0');
    await press(page, page.getByRole('button', { name: 'Add tracks' }));
    const picker = page.getByRole('dialog', { name: 'Choose materials' });
    await typeInto(page, picker.getByRole('searchbox', { name: 'Search materials' }), 'walk-tone-');
    for (const tone of TONES) await picker.getByText(`${tone.name}.wav`).waitFor();
    const boxes = picker.getByRole('checkbox');
    for (let index = 0; index < TONES.length; index++) {
      await boxes.nth(index).focus();
      await page.keyboard.press('Space');
    }
    await press(page, picker.getByRole('button', { name: 'Confirm' }));
    await picker.waitFor({ state: 'hidden' });
    await press(page, page.getByRole('button', { name: 'Add rule' }));
    const rule = page.locator('li[data-rule]').first();
    await choose(page, rule.locator('button[aria-haspopup="listbox"]').first(), 'Every N tracks');
    await pick(page, rule.getByRole('combobox').first(), `E2E welcome ${code}`);
    await typeInto(page, rule.getByRole('textbox', { name: /Every \(tracks\)/ }), '2');
    await press(page, page.getByRole('button', { name: 'Save' }));
    await page.waitForURL(/\/template\/music\/edit\/\d+$/, { timeout: 20_000 });

    // The schedule: every day, all day.
    await page.goto(`${base()}/store/store/schedule/${storeId}`);
    await page.getByRole('heading', { level: 1, name: /Music week/ }).waitFor();
    await press(page, page.getByRole('button', { name: 'Add schedule' }));
    const form = page.getByRole('dialog', { name: /New music schedule/ });
    await pick(page, form.getByRole('combobox', { name: 'Playlist' }), `E2E playlist ${code}`);
    await press(page, form.locator('[data-form-field="weekdays"] button').first());
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      const option = page.getByRole('option', { name: day });
      await option.focus();
      await page.keyboard.press('Enter');
    }
    await page.keyboard.press('Escape');
    await typeInto(page, form.locator('[data-form-field="starts"] input').first(), '00:00');
    await typeInto(page, form.locator('[data-form-field="ends"] input').first(), '24:00');
    await press(page, form.getByRole('button', { name: 'Save' }));
    await form.waitFor({ state: 'detached' });
    await page.locator('[data-slot="week-slot"]').first().waitFor();

    // The device token, shown once on the store.
    await page.goto(`${base()}/store/store?q=${code}`);
    await press(page, page.getByRole('row', { name: new RegExp(code) }).getByRole('button', { name: 'View' }));
    const players = page.locator('[data-section="store-players"]');
    await press(page, players.getByRole('button', { name: /^Issue a device token for / }));
    await passReAuth(page);
    const dialog = page.getByRole('dialog', { name: /^Device token of / });
    const token = (await dialog.locator('[data-player-token]').innerText()).trim();
    const address = (await dialog.locator('[data-player-url]').innerText()).trim();
    await press(page, dialog.getByRole('button', { name: 'Done' }));

    // The server's plan for the device: after every 2 tracks, the announcement, over the third.
    const timeline = (await timelineFor(token)) as { code: number; data: PlayerTimeline };
    expect(timeline.code).toBe(1);
    const entries = timeline.data.entries;
    const announcements = entries.filter((entry) => entry.kind === 'announcement').slice(0, 3);
    expect(announcements.length).toBe(3);
    for (let index = 1; index < announcements.length; index++) {
      const from = Date.parse(announcements[index - 1]?.startsAt ?? '');
      const to = Date.parse(announcements[index]?.startsAt ?? '');
      const between = entries.filter(
        (e) => e.kind === 'track' && Date.parse(e.startsAt) >= from && Date.parse(e.startsAt) < to,
      );
      expect(between.length).toBe(2);
      expect(announcements[index]?.duckTo).toBeCloseTo(0.2);
    }

    // The player: signed in by its address, started by a click (browsers need a gesture for sound).
    const player = await context.newPage();
    await player.goto(address);
    await press(player, player.getByRole('button', { name: 'Start playback' }));
    const events = player.locator('[data-testid="player-events"] li');
    // Followed long enough for an announcement to end and three tracks to start (the tones are 3 s each).
    await expect
      .poll(
        () =>
          events.evaluateAll((items) => {
            const restored = items.some((item) => item.dataset.type === 'restore');
            const tracks = items.filter((item) => item.dataset.type === 'start' && item.dataset.kind === 'track');
            return restored && tracks.length >= 3;
          }),
        { timeout: 90_000 },
      )
      .toBe(true);
    const log = await events.evaluateAll((items) =>
      items.map((item) => ({
        type: item.dataset.type ?? '',
        kind: item.dataset.kind ?? '',
        entry: item.dataset.entry ?? '',
        gain: item.dataset.gain ?? '',
      })),
    );
    // Tracks start in the playlist's order (entry ids end with the material: a, b, c, a, …).
    const materials = log.filter((event) => event.type === 'start' && event.kind === 'track').map((e) => e.entry);
    const order = materials.map((entry) => entry.split(':').pop());
    for (let index = 1; index < order.length; index++) expect(order[index]).not.toBe(order[index - 1]);
    // The announcement ducked the music to 20 % while it spoke, then restored it.
    const announced = log.findIndex((event) => event.type === 'start' && event.kind === 'announcement');
    const ducked = log.findIndex((event) => event.type === 'duck');
    const restored = log.findIndex((event) => event.type === 'restore');
    expect(announced, JSON.stringify(log)).toBeGreaterThan(-1);
    expect(Number(log[ducked]?.gain)).toBeCloseTo(0.2);
    expect(restored).toBeGreaterThan(ducked);

    // Cut off from the server, it says so and plays on from its cache (the next minutes' audio was fetched ahead).
    const trackStarts = () =>
      events.evaluateAll(
        (items) => items.filter((item) => item.dataset.type === 'start' && item.dataset.kind === 'track').length,
      );
    await context.setOffline(true);
    await player.getByTestId('player-connection').getByText('Offline').waitFor({ timeout: 60_000 });
    const startedBefore = await trackStarts();
    await expect.poll(trackStarts, { timeout: 60_000 }).toBeGreaterThan(startedBefore);
    await context.setOffline(false);
    await player.getByTestId('player-connection').getByText('Online').waitFor({ timeout: 60_000 });

    // The store sees its player: online, and what it plays at its next heartbeat.
    await expect
      .poll(
        async () => {
          const devices = await apiAs<{ lastSeenAt: string | null; nowPlaying: unknown }[]>(
            page,
            'GET',
            `/stores/${storeId}/players`,
          );
          return devices[0]?.nowPlaying !== null && devices[0]?.lastSeenAt !== null;
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe(true);
    // A heartbeat sent between two entries reports nothing playing: read the store again until one names a
    // track or the announcement (on a loaded machine the page's read can fall on such a heartbeat).
    await expect
      .poll(
        async () => {
          await page.reload();
          await press(page, page.getByRole('row', { name: new RegExp(code) }).getByRole('button', { name: 'View' }));
          await players.getByText('Online').first().waitFor();
          return players.locator('[data-player]').first().innerText();
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toMatch(/walk-tone-|E2E welcome/);
    await context.close();
  });
});
