/**
 * The two-browser review walk, for the project's own server and for two processes behind one port. A request
 * carries `headers` per side (the port's router sends each browser to its process by them).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiWith, loginToken, openPage, signIn } from './browser';

const ADMIN = ['admin', 'Sb-WangLei#2026'] as const;
const EDITOR = ['editor', 'Sb-LiuYang#2026'] as const;
export const WRITER_PASSWORD = 'Sb-E2eWriter#2026';
const WAIT = 60_000;

export interface WalkSite {
  origin: string;
  writerHeaders?: Record<string, string>;
  publisherHeaders?: Record<string, string>;
}

/** The navbar badge's count, as its button announces it ("Notifications, 3 unread"); 0 without a count. */
async function unread(page: Page): Promise<number> {
  const label = await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label');
  const match = /(\d+)\+? unread/.exec(label ?? '');
  return match ? Number(match[1]) : 0;
}

interface MessageRow {
  id: number;
  title: string;
  kind: string | null;
  closedAt: string | null;
}

/** A user with the writer role, made by the administrator, past the first-password change. */
export async function newWriter(origin: string, adminToken: string): Promise<string> {
  const username = `writer${Date.now() % 1_000_000}`;
  const created = await apiWith<{ password: string }>(
    adminToken,
    'POST',
    '/settings/users',
    { username, nickname: 'E2E Writer', roles: ['writer'] },
    origin,
  );
  const first = await loginToken(username, created.password, origin);
  await apiWith(
    first,
    'PUT',
    '/account/password',
    { oldPassword: created.password, newPassword: WRITER_PASSWORD },
    origin,
  );
  return username;
}

/** A new article's input: a title and a body, everything else empty (the server names the writer as author). */
export const articleDraft = (title: string, body: string) => ({
  title,
  slug: '',
  categoryId: null,
  cover: [],
  summary: '',
  body,
  tags: [],
  authorId: null,
  pinned: false,
  banner: false,
  sort: 0,
  products: [],
});

/**
 * A writer sends an article for review; the publisher's badge rises without a reload; the publisher opens the
 * to-do from the message box and publishes; the to-do closes for every publisher (the administrator's too) and the
 * writer's badge rises with the news.
 */
export async function reviewWalk({ origin, writerHeaders, publisherHeaders }: WalkSite) {
  const adminToken = await loginToken(...ADMIN, origin);
  const writerName = await newWriter(origin, adminToken);
  const writerToken = await loginToken(writerName, WRITER_PASSWORD, origin);
  const title = `E2E review ${Date.now()}`;
  const article = await apiWith<{ id: number }>(
    writerToken,
    'POST',
    '/articles',
    articleDraft(title, '<p>Two ceiling speakers in the showroom.</p>'),
    origin,
  );

  const publisher = await openPage({ locale: 'en-US', ...(publisherHeaders ? { headers: publisherHeaders } : {}) });
  await signIn(publisher.page, ...EDITOR, origin);
  const writer = await openPage({ locale: 'en-US', ...(writerHeaders ? { headers: writerHeaders } : {}) });
  await signIn(writer.page, writerName, WRITER_PASSWORD, origin);
  const publisherBefore = await unread(publisher.page);
  const writerBefore = await unread(writer.page);

  // The writer sends it for review from the editor page.
  await writer.page.goto(`${origin}/admin/content/article/edit/${article.id}`);
  await writer.page.getByRole('button', { name: 'Submit for review' }).click({ timeout: WAIT });
  const status = async () =>
    (await apiWith<{ status: string }>(adminToken, 'GET', `/articles/${article.id}`, undefined, origin)).status;
  await expect.poll(status, { timeout: WAIT }).toBe('inReview');

  // The publisher's badge rises on its own: no reload, no navigation.
  const publisherUrl = publisher.page.url();
  await expect.poll(() => unread(publisher.page), { timeout: WAIT }).toBeGreaterThan(publisherBefore);
  expect(publisher.page.url()).toBe(publisherUrl);

  // The publisher opens the to-do from the message box and lands on the article.
  await publisher.page.getByRole('button', { name: /^Notifications/ }).click();
  await publisher.page.getByRole('tab', { name: /^Todo/ }).click();
  await publisher.page
    .getByRole('option', { name: new RegExp(title) })
    .first()
    .click({ timeout: WAIT });
  await publisher.page.waitForURL(new RegExp(`/content/article/edit/${article.id}$`), { timeout: WAIT });
  await publisher.page.getByRole('button', { name: 'Publish', exact: true }).click({ timeout: WAIT });
  await expect.poll(status, { timeout: WAIT }).toBe('published');

  // Every publisher's to-do is closed: the administrator's too, though they never opened it.
  const adminTodos = await apiWith<{ list: MessageRow[] }>(
    adminToken,
    'GET',
    `/account/messages/page?type=todo&q=${encodeURIComponent(title)}`,
    undefined,
    origin,
  );
  expect(adminTodos.list).toEqual([expect.objectContaining({ kind: 'article.reviewRequested' })]);
  expect(adminTodos.list[0]?.closedAt).not.toBeNull();

  // The writer hears of it live, and the message box has it.
  await expect.poll(() => unread(writer.page), { timeout: WAIT }).toBeGreaterThan(writerBefore);
  await writer.page.getByRole('button', { name: /^Notifications/ }).click();
  await writer.page
    .getByRole('option', { name: new RegExp(`${title}.*published`) })
    .first()
    .waitFor({ timeout: WAIT });

  await publisher.context.close();
  await writer.context.close();
}
