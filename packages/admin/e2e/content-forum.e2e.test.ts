// The forum's moderator walk (issue 19), in en-US, on the built app: the editor (content:moderate) approves a
// customer's queued topic from the review queue by keyboard (A), locks a second topic from its thread view, and
// moves a third to another category with the list's bulk action; each checked on screen and through the API.
// The topics are this run's own: a customer's through the public API (a site token made as admin; a new member
// is not trusted, so the topic waits for review) and two staff topics the editor writes through the API.

import { RE_AUTH_PATH } from '@soundboard/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, base, openPage, pressToOpen, serverBase, signIn } from './browser';

/** A write confirmed on two busy cores may take long (see commerce.e2e.test.ts). */
const BUSY_MACHINE_MS = 60_000;
const RUN = Date.now().toString(36).slice(-5);
const QUEUED = `E2E queued question ${RUN}`;
const TO_LOCK = `E2E topic to lock ${RUN}`;
const TO_MOVE = `E2E topic to move ${RUN}`;

interface Topic {
  id: number;
  status: string;
  locked: boolean;
  categoryId: number;
}
interface Category {
  id: number;
  enabled?: boolean;
  nameEn: string;
}

async function publicPost<T>(token: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${serverBase()}/public${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; data: T };
  expect(answer.code, `POST /public${path}`).toBe(1);
  return answer.data;
}

async function findTopic(page: Page, title: string): Promise<Topic> {
  const found = await apiAs<{ list: Topic[] }>(page, 'GET', `/forum/topics?q=${encodeURIComponent(title)}`);
  expect(found.list).toHaveLength(1);
  return found.list[0] as Topic;
}

describe('forum moderation', () => {
  it('approves a queued topic, locks one from its thread and moves one from the list', async () => {
    // Setting the stage: a site token (admin), a customer's topic held for review, two staff topics.
    const admin = await openPage({ locale: 'en-US' });
    await signIn(admin.page);
    // Issuing a token is a sensitive act: the administrator proves it is them first, as the dialog would.
    await apiAs(admin.page, 'POST', RE_AUTH_PATH, { password: 'Sb-WangLei#2026' });
    const { token } = await apiAs<{ token: string }>(admin.page, 'POST', '/site-tokens', { name: `e2e ${RUN}` });
    const categories = (await apiAs<Category[]>(admin.page, 'GET', '/categories/forum')).filter(
      (node) => node.enabled !== false,
    );
    expect(categories.length).toBeGreaterThanOrEqual(2);
    const [home, elsewhere] = categories as [Category, Category];
    await admin.context.close();
    await publicPost(token, '/forum/topics', {
      member: { externalId: `e2e-${RUN}`, name: `E2E customer ${RUN}` },
      categoryId: home.id,
      title: QUEUED,
      body: '<p>Which amplifier suits a shop of 80 square metres?</p>',
    });

    const { context, page } = await openPage({ locale: 'en-US' });
    await signIn(page, 'editor', 'Sb-LiuYang#2026');
    for (const title of [TO_LOCK, TO_MOVE]) {
      await apiAs(page, 'POST', '/forum/topics', { title, categoryId: home.id, body: '<p>Staff topic.</p>' });
    }
    expect((await findTopic(page, QUEUED)).status).toBe('pending');

    // 1. The review queue: the item focused, A approves it; it leaves the queue.
    await page.goto(`${base()}/content/forum?tab=queue`);
    const item = page.getByRole('listitem', { name: new RegExp(QUEUED) });
    await item.waitFor({ timeout: BUSY_MACHINE_MS });
    await item.focus();
    await page.keyboard.press('a');
    await item.waitFor({ state: 'detached', timeout: BUSY_MACHINE_MS });
    expect((await findTopic(page, QUEUED)).status).toBe('published');

    // 2. The thread view: Moderate topic → Lock; the thread says Locked.
    await page.goto(`${base()}/content/forum?deleted=false&q=${encodeURIComponent(TO_LOCK)}`);
    await page.getByRole('button', { name: TO_LOCK }).click({ timeout: BUSY_MACHINE_MS });
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('tab', { name: 'Thread' }).click({ timeout: BUSY_MACHINE_MS });
    await drawer.getByRole('button', { name: 'Moderate topic' }).click({ timeout: BUSY_MACHINE_MS });
    await page.getByRole('menuitem', { name: 'Lock', exact: true }).click();
    await drawer.getByText('Locked', { exact: true }).first().waitFor({ timeout: BUSY_MACHINE_MS });
    expect((await findTopic(page, TO_LOCK)).locked).toBe(true);
    await page.keyboard.press('Escape');

    // 3. The list: select the row, Moderate selected → Move to category, choose the other category.
    await page.goto(`${base()}/content/forum?deleted=false&q=${encodeURIComponent(TO_MOVE)}`);
    await page.getByRole('button', { name: TO_MOVE }).waitFor({ timeout: BUSY_MACHINE_MS });
    await page.getByRole('checkbox', { name: 'Select row' }).first().check();
    await page.getByRole('button', { name: 'Moderate selected' }).click();
    await page.getByRole('menuitem', { name: 'Move to category' }).click();
    const dialog = page.getByRole('dialog');
    // The category list opens again if the first press went to the dialog while it was still opening (a run
    // with two e2e workers waited 60 s for the option).
    const option = page.getByRole('option', { name: elsewhere.nameEn });
    await pressToOpen(page, dialog.getByRole('button', { name: /Category/ }), option);
    await option.click();
    await dialog.getByRole('button', { name: 'Move to category' }).click();
    await dialog.waitFor({ state: 'detached', timeout: BUSY_MACHINE_MS });
    expect((await findTopic(page, TO_MOVE)).categoryId).toBe(elsewhere.id);
    // The moderation log names the editor's three actions.
    const log = await apiAs<{ list: { action: string; title: string; actorName: string | null }[] }>(
      page,
      'GET',
      '/forum/log',
    );
    const mine = log.list.filter((entry) => [QUEUED, TO_LOCK, TO_MOVE].includes(entry.title));
    expect(mine.map((entry) => entry.action).sort()).toEqual(['approve', 'lock', 'move']);
    await context.close();
  });
});
