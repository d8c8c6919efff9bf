/**
 * GET /forum/members (search by name or the site's id) and POST /forum/members/:id/trust: a trusted member's
 * posts skip the review queue. A change of trust is logged; setting what already holds changes nothing.
 */
import { FORUM_PAGE_SIZE, type ForumMember, type ForumPage, memberListQuery, trustSchema } from '@soundboard/contract';
import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { needs } from '../auth/guard';
import type { Db, Tx } from '../db/client';
import { containsPattern } from '../db/like';
import { forumMembers } from '../db/schema';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { ok } from '../http/respond';
import { idParam, jsonBody, queryOf } from '../http/validate';
import { writeLog } from './log';
import { memberAnswer } from './members';

/** Topics and replies the member wrote (any status). */
// Written out: inside a subquery drizzle would name the outer column without its table ("id": the topic's).
const postCount = sql<number>`((SELECT count(*) FROM forum_topics t WHERE t.member_id = forum_members.id) + (SELECT count(*) FROM forum_posts p WHERE p.member_id = forum_members.id))::int`;

async function oneMember(db: Db | Tx, id: number): Promise<ForumMember | null> {
  const [row] = await db
    .select({ member: forumMembers, posts: postCount })
    .from(forumMembers)
    .where(eq(forumMembers.id, id));
  return row ? memberAnswer(row.member, Number(row.posts)) : null;
}

export const memberRoutes = new Hono<AppEnv>();

memberRoutes.get('/forum/members', needs('content:moderate'), async (c) => {
  const query = queryOf(c, memberListQuery);
  const page = query.page ?? 1;
  const q = query.q ? containsPattern(query.q) : null;
  const where = q ? or(ilike(forumMembers.name, q), ilike(forumMembers.externalId, q)) : undefined;
  const { db } = c.var.deps;
  const [rows, [total]] = await Promise.all([
    db
      .select({ member: forumMembers, posts: postCount })
      .from(forumMembers)
      .where(where)
      .orderBy(asc(forumMembers.name), asc(forumMembers.id))
      .limit(FORUM_PAGE_SIZE)
      .offset((page - 1) * FORUM_PAGE_SIZE),
    db.select({ n: count() }).from(forumMembers).where(where),
  ]);
  const answer: ForumPage<ForumMember> = {
    list: rows.map((row) => memberAnswer(row.member, Number(row.posts))),
    total: Number(total?.n ?? 0),
    page,
    pageSize: FORUM_PAGE_SIZE,
  };
  return ok(c, answer);
});

memberRoutes.post('/forum/members/:id{[0-9]+}/trust', needs('content:moderate'), async (c) => {
  const id = idParam(c);
  const { trusted } = await jsonBody(c, trustSchema);
  const { db, now } = c.var.deps;
  const answer = await db.transaction(async (tx) => {
    const [member] = await tx.select().from(forumMembers).where(eq(forumMembers.id, id)).for('update');
    if (!member) throw notFound();
    if (member.trusted !== trusted) {
      await tx.update(forumMembers).set({ trusted }).where(eq(forumMembers.id, id));
      await writeLog(tx, now(), {
        actorId: c.var.user.userId,
        action: trusted ? 'trust' : 'untrust',
        target: 'member',
        targetId: id,
        title: member.name,
      });
    }
    return oneMember(tx, id);
  });
  return ok(c, answer);
});
