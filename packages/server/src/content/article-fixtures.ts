/**
 * Article test fixtures: an editor (publishes), a writer with only content:write (the demo's writer role, as a
 * user of its own), a site token, and a create / transition shorthand through the real routes.
 */
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { articles, categories, roles, userRoles, users } from '../db/schema';
import { issueSiteToken } from '../public/site-auth';
import { data } from '../test/commerce';
import { DEMO, type Harness } from '../test/harness';

export const en = { 'accept-language': 'en-US' };

let serial = 0;
/** A title unique within the run (the tests of one file share a database). */
export const unique = (text: string) => `${text} ${process.pid % 1000}-${++serial}`;

export async function contentTeam(h: Harness) {
  const { db } = h.database;
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, 'writer'));
  const username = `writer${process.pid % 10000}${++serial}`;
  const [user] = await db
    .insert(users)
    .values({ username, nickname: '撰稿 Writer', passwordHash: await hashPassword('Sb-Writer#2026x') })
    .returning({ id: users.id });
  if (!role || !user) throw new Error('writer insert failed');
  await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
  const [node] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.tree, 'article'))
    .orderBy(categories.id)
    .limit(2);
  const [, second] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.tree, 'article'))
    .orderBy(categories.id)
    .limit(2);
  return {
    editor: await h.login('editor', DEMO.editor),
    writer: await h.login(username, 'Sb-Writer#2026x'),
    writerId: user.id,
    categoryId: node?.id ?? 0,
    otherCategoryId: second?.id ?? 0,
    siteToken: (await issueSiteToken(db, 'test site', null, h.now())).token,
  };
}

export function articleInput(title: string, extra: Record<string, unknown> = {}) {
  return {
    title,
    slug: '',
    categoryId: null,
    cover: [],
    summary: '',
    body: '<p>Body</p>',
    tags: [],
    authorId: null,
    pinned: false,
    banner: false,
    sort: 0,
    products: [],
    ...extra,
  };
}

export async function createArticle(h: Harness, token: string, title: string, extra: Record<string, unknown> = {}) {
  return data(await h.call('POST', '/behind/articles', { token, headers: en, json: articleInput(title, extra) }));
}

/** POST /articles/:id/<action> at the record's current version. */
export async function act(h: Harness, token: string, id: number, action: string, input: Record<string, unknown> = {}) {
  const [row] = await h.database.db.select({ version: articles.version }).from(articles).where(eq(articles.id, id));
  return h.call('POST', `/behind/articles/${id}/${action}`, {
    token,
    headers: en,
    json: { version: row?.version ?? 0, ...input },
  });
}

export async function articleRow(h: Harness, id: number) {
  const [row] = await h.database.db.select().from(articles).where(eq(articles.id, id));
  if (!row) throw new Error(`no article ${id}`);
  return row;
}
