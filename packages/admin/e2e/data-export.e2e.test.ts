// User settings → Security → Result and export data, on the built app, by keyboard: Li Na asks for her data; the
// server wants a recent re-authentication, so the one re-authentication dialog opens; she gives a wrong password
// (refused under the field, nothing started), then hers, and the start is sent again; the section follows the job until
// the file is ready; she downloads the ZIP, which the test opens and checks against the database: her profile and
// her sign-in history, row for row. axe checks the section (and the re-authentication dialog) in light and dark.
//
// "Against the database" needs a database the test can read while the server runs: this file runs its own server
// on a throw-away PostgreSQL database (as the CRM walk does), with the job runner ticking every second.

import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealServer } from '../../../scripts/lib/real-server.mjs';
import { adminQuery, dropDatabase, postgresAnswers, urlFor } from '../../server/src/test/postgres-admin';
import { theme, violations } from './axe';
import { openPage, press } from './browser';

const DATABASE = `sb_e2e_export_${Date.now().toString(36)}`;
const USER = 'sales';
const PASSWORD = 'Sb-LiNa#2026';
let server: { base: string; stop: () => Promise<void> } | null = null;
let skipReason: string | null = null;

beforeAll(async () => {
  skipReason = await postgresAnswers();
  if (skipReason) return;
  await adminQuery(`CREATE DATABASE "${DATABASE}"`);
  server = await startRealServer({
    env: { DATABASE_URL: urlFor(DATABASE), JOB_INTERVAL_SECONDS: '1' },
    prefix: 'sb-e2e-export-',
  });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  if (!skipReason) await dropDatabase(DATABASE);
});

async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: urlFor(DATABASE) });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function signIn(page: Page) {
  await page.goto(`${server?.base}/admin/login`);
  await page.locator('input[type="text"], input:not([type])').first().fill(USER);
  await page.locator('input[type="password"]').fill(PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/dashboard\/workplace/, { timeout: 60_000 });
}

/** No axe violation on the page, in light and then in dark. */
async function accessible(page: Page, where: string) {
  for (const mode of ['light', 'dark'] as const) {
    await theme(page, mode);
    expect(await violations(page), `${where} (${mode})`).toEqual([]);
  }
  await theme(page, 'light');
}

describe('Result and export data', () => {
  it('exports the user’s data as a ZIP whose profile and sign-in history match the database', async (context) => {
    if (skipReason) context.skip(`PostgreSQL does not answer: ${skipReason}`);
    const { context: browser, page } = await openPage({ locale: 'en-US' });
    await signIn(page);
    await page.goto(`${server?.base}/admin/user/setting?tab=security`);
    const section = page.locator('section[aria-labelledby="export-data-title"]');
    await section.getByRole('heading', { name: 'Result and export data' }).waitFor();
    await section.getByText('You have not exported your data yet.').waitFor();
    await accessible(page, 'no export yet');

    // A wrong password: refused under the field, and nothing is created.
    await press(page, section.getByRole('button', { name: 'Export my data' }));
    const dialog = page.getByRole('alertdialog', { name: 'Confirm it is you' });
    const password = dialog.getByRole('textbox', { name: 'Password' });
    await expect.poll(() => password.evaluate((field) => field === document.activeElement)).toBe(true);
    await page.keyboard.type('Not-my-password#1');
    await page.keyboard.press('Enter');
    await dialog.getByText('The password is wrong').waitFor();
    const [userRow] = await sql<{ id: number }>('select id from users where username = $1', [USER]);
    const userId = userRow?.id;
    expect(await sql('select id from data_exports where user_id = $1', [userId])).toEqual([]);
    await accessible(page, 'password dialog with its error');

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    // The job runs on the server's runner; the section reads its state until the file is ready.
    await section.locator('[data-export-state="ready"]').waitFor({ timeout: 60_000 });
    await section.getByText('Your data is ready').waitFor();
    await accessible(page, 'export ready');

    const saved = page.waitForEvent('download');
    await press(page, section.getByRole('button', { name: 'Download' }));
    const file = await saved;
    expect(file.suggestedFilename()).toMatch(/^soundboard-data-sales-\d{8}\.zip$/);
    const files = unzipSync(new Uint8Array(readFileSync(await file.path())));
    const read = (name: string) => JSON.parse(strFromU8(files[name] as Uint8Array));

    interface UserRow {
      nickname: string;
      email: string;
      phone: string;
      registered_at: Date;
      password_hash: string;
    }
    const [user] = await sql<UserRow>(
      'select nickname, email, phone, registered_at, password_hash from users where id = $1',
      [userId],
    );
    if (!user) throw new Error('no such user');
    const profile = read('profile.json');
    expect(profile).toMatchObject({
      id: userId,
      username: USER,
      nickname: user.nickname,
      email: user.email,
      phone: user.phone,
      registeredAt: user.registered_at.toISOString(),
    });
    expect(JSON.stringify(profile)).not.toContain(user.password_hash);

    // Every password check under her name up to the export, her wrong one in the dialog included.
    const attempts = await sql<{ at: Date; ip: string; success: boolean }>(
      `select at, ip, success from login_attempts where username = $1 order by at, id`,
      [USER],
    );
    const signIns = read('sign-ins.json') as { at: string; ip: string; success: boolean }[];
    expect(signIns.map(({ at, ip, success }) => ({ at, ip, success }))).toEqual(
      attempts.map((row) => ({ at: row.at.toISOString(), ip: row.ip, success: row.success })),
    );
    expect(signIns.filter((row) => !row.success).length).toBeGreaterThan(0);

    const audited = await sql<{ action: string }>(
      `select action from audit_log where entity = 'data-export' and actor_id = $1 order by id`,
      [userId],
    );
    expect(audited.map((row) => row.action)).toEqual(['request', 'download']);
    await browser.close();
  });
});
