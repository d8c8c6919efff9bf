/**
 * Forum test fixtures: a site token, the public API called with it, settings of the `content` group, a user who
 * may write content but not moderate, and the forum's categories.
 */
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { categories, configValues, forumModerationLog, roles, userRoles, users } from '../db/schema';
import { issueSiteToken } from '../public/site-auth';
import type { CallOptions, Harness } from '../test/harness';

let serial = 0;
/** A member id unique within the run (the tests of one file share a database). */
export const memberId = (prefix = 'm') => `${prefix}-${process.pid % 1000}-${++serial}`;

export async function siteToken(h: Harness): Promise<string> {
  return (await issueSiteToken(h.database.db, `test ${++serial}`, null, h.now())).token;
}

/** Calls /public with the site token (and the language, when given). */
export function publicCall(h: Harness, token: string) {
  return (method: string, path: string, options: CallOptions & { locale?: string } = {}) => {
    const { locale, ...rest } = options;
    return h.call(method, `/public${path}`, {
      ...rest,
      headers: {
        authorization: `Bearer ${token}`,
        ...(locale ? { 'accept-language': locale } : {}),
        ...rest.headers,
      },
    });
  };
}

/** Stores a `content` setting as an administrator's write would. */
export async function setContent(h: Harness, name: string, value: unknown): Promise<void> {
  await h.database.db
    .insert(configValues)
    .values({ key: `content.${name}`, value })
    .onConflictDoUpdate({ target: configValues.key, set: { value } });
}

export async function forumCategories(h: Harness): Promise<{ tech: number; afterSales: number }> {
  const rows = await h.database.db
    .select({ id: categories.id, nameEn: categories.nameEn })
    .from(categories)
    .where(eq(categories.tree, 'forum'));
  const id = (name: string) => rows.find((row) => row.nameEn === name)?.id ?? 0;
  return { tech: id('Tech talk'), afterSales: id('After-sales') };
}

/** Signs in a new user with the writer role (content:write, not content:moderate). */
export async function writerToken(h: Harness): Promise<string> {
  const { db } = h.database;
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, 'writer'));
  const username = `writer${++serial}`;
  const [user] = await db
    .insert(users)
    .values({ username, nickname: 'Writer', passwordHash: await hashPassword('Writer@12345') })
    .returning({ id: users.id });
  if (!role || !user) throw new Error('writer not created');
  await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
  return h.login(username, 'Writer@12345');
}

/** The log rows of one record, oldest first. */
export async function logOf(h: Harness, target: string, targetId: number) {
  return h.database.db
    .select()
    .from(forumModerationLog)
    .where(and(eq(forumModerationLog.target, target), eq(forumModerationLog.targetId, targetId)))
    .orderBy(forumModerationLog.id);
}

export const paragraph = (text: string) => `<p>${text}</p>`;
