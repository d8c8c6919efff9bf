// A store's playback screens on the built app and the real server (demo store SH-JA01), by keyboard: the music
// week opens a slot's schedule, an overlapping schedule is refused under "From" with nothing saved; a player's
// device token is shown once with its absolute player address and QR code, and revoked; an announcement played
// now reaches the store's players; what a player reports shows in the playout history filtered to its store.

import { PLAYER_TOKEN_HEADER } from '@soundboard/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, base, openPage, passReAuth, pick, press, serverBase, signIn } from './browser';

/** Confirms the kit's confirm dialog by keyboard (focus starts on the dialog: Cancel, then OK). */
async function confirmByKeyboard(page: Page) {
  await page.getByRole('alertdialog').waitFor();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
}

async function demoStore(page: Page): Promise<number> {
  const [store] = (await apiAs<{ list: { id: number }[] }>(page, 'GET', '/stores?q=SH-JA01')).list;
  if (!store) throw new Error('no demo store SH-JA01');
  return store.id;
}

describe('store playback', () => {
  it("opens a slot's schedule from the week and refuses an overlap under its field, saving nothing", async () => {
    const { context, page } = await openPage({ locale: 'en-US' });
    await signIn(page);
    const storeId = await demoStore(page);
    const before = await apiAs<{ total: number }>(page, 'GET', `/play-schedules?storeId=${storeId}`);
    await page.goto(`${base()}/store/store/schedule/${storeId}`);
    await page.getByRole('heading', { level: 1, name: /Music week/ }).waitFor();

    // Into the week from its last button; the first slot is Monday's first.
    await page.locator('[data-slot="week-slot"]').first().waitFor();
    await page.getByRole('button', { name: 'Next week' }).focus();
    await page.keyboard.press('Tab');
    // A slot is named by its content: "Monday 10:00–12:00 Morning mix".
    const slotName = await page.evaluate(() => (document.activeElement?.textContent ?? '').replace(/\s+/g, ' ').trim());
    expect(slotName).toMatch(/^Monday \d\d:\d\d–\d\d:\d\d /);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: /Edit music schedule/ });
    await drawer.waitFor();
    expect(await drawer.locator('[data-form-field="starts"] input').inputValue()).toBe(slotName.slice(7, 12));
    await press(page, drawer.getByRole('button', { name: 'Cancel' }));
    await drawer.waitFor({ state: 'detached' });

    // The same Monday morning again: the server names the schedule it overlaps.
    await press(page, page.getByRole('button', { name: 'Add schedule' }));
    const form = page.getByRole('dialog', { name: /New music schedule/ });
    await pick(page, form.getByRole('combobox', { name: 'Playlist' }), 'Evening Lounge');
    await press(page, form.locator('[data-form-field="weekdays"] button').first());
    await page.getByRole('option', { name: 'Monday' }).waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await form.locator('[data-form-field="starts"] input').focus();
    await page.keyboard.type(slotName.slice(7, 12));
    await form.locator('[data-form-field="ends"] input').focus();
    await page.keyboard.type('23:59');
    await press(page, form.getByRole('button', { name: 'Save' }));
    await form
      .locator('[data-form-field="starts"]')
      .getByText(/This overlaps/)
      .waitFor();
    const after = await apiAs<{ total: number }>(page, 'GET', `/play-schedules?storeId=${storeId}`);
    expect(after.total).toBe(before.total);
    await context.close();
  });

  it('issues a device token once, revokes it, announces now, and shows what a player played', async () => {
    const { context, page } = await openPage({ locale: 'en-US' });
    await signIn(page);
    const storeId = await demoStore(page);
    await page.goto(`${base()}/store/store?q=SH-JA01`);
    await press(page, page.getByRole('row', { name: /SH-JA01/ }).getByRole('button', { name: 'View' }));
    const players = page.locator('[data-section="store-players"]');
    const first = players.locator('[data-player]').first();
    await first.getByText(/No device token|Device token issued/).waitFor();
    const issue = first.getByRole('button', { name: /^Issue a device token for / });
    await press(page, issue);
    if ((await page.getByRole('alertdialog').count()) > 0) await confirmByKeyboard(page);
    // Issuing a token is a sensitive act: the server asks the administrator to prove it is them.
    await passReAuth(page);

    const dialog = page.getByRole('dialog', { name: /^Device token of / });
    const token = (await dialog.locator('[data-player-token]').innerText()).trim();
    const address = (await dialog.locator('[data-player-url]').innerText()).trim();
    expect(address).toBe(`${serverBase()}/player/#token=${token}`);
    await dialog.getByRole('img', { name: /QR code/ }).waitFor();
    await press(page, dialog.getByRole('button', { name: 'Done' }));
    await dialog.waitFor({ state: 'detached' });
    await first.getByText(/Device token issued/).waitFor();

    // The device reports two things it played (one cut short by a play-now announcement).
    const startedAt = new Date(Date.now() - 60_000).toISOString();
    const heartbeat = await fetch(`${serverBase()}/behind/player/v1/heartbeat`, {
      method: 'POST',
      headers: { [PLAYER_TOKEN_HEADER]: token, 'content-type': 'application/json' },
      body: JSON.stringify({
        playing: null,
        played: [
          {
            entryId: `track:${startedAt}:e2e`,
            kind: 'track',
            title: 'E2E Track',
            materialId: null,
            textTemplateId: null,
            startedAt,
            durationMs: 30_000,
            interrupted: true,
            source: 'schedule',
          },
          {
            entryId: `announcement:${startedAt}:e2e`,
            kind: 'announcement',
            title: 'E2E Announcement',
            materialId: null,
            textTemplateId: null,
            startedAt,
            durationMs: 9_000,
            interrupted: false,
            source: 'now',
          },
        ],
      }),
    });
    expect(((await heartbeat.json()) as { code: number }).code).toBe(1);

    await press(page, first.getByRole('button', { name: /^Revoke the device token of / }));
    await confirmByKeyboard(page);
    await first.getByText('No device token').waitFor();

    await press(page, players.getByRole('button', { name: 'Play announcement now' }));
    const announce = page.getByRole('dialog', { name: /^Play an announcement now/ });
    await pick(page, announce.getByRole('combobox'), 'Welcome (English)');
    await press(page, announce.getByRole('button', { name: 'Play now' }));
    await confirmByKeyboard(page);
    await page
      .getByText(/^Sent to \d+ player\(s\)$/)
      .first()
      .waitFor();

    // The store's playout link carries the store; the announcement filter leaves the track out.
    await press(page, players.getByRole('link', { name: 'Playout history' }));
    await page.waitForURL(new RegExp(`/store/store/playout\\?storeId=${storeId}$`));
    await page.getByRole('rowheader', { name: 'E2E Track' }).waitFor();
    await page.goto(`${base()}/store/store/playout?storeId=${storeId}&kind=announcement&q=E2E`);
    await page.getByRole('rowheader', { name: 'E2E Announcement' }).waitFor();
    expect(await page.getByRole('rowheader', { name: 'E2E Track' }).count()).toBe(0);
    await context.close();
  });
});
