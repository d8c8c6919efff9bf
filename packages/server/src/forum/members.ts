/** Forum members as the site names them: created on their first post, renamed when the site sends a new name. */
import type { ForumMember } from '@soundboard/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { forumMembers } from '../db/schema';

export type MemberRow = typeof forumMembers.$inferSelect;

export async function memberFor(tx: Tx, member: { externalId: string; name: string }, at: Date): Promise<MemberRow> {
  const [row] = await tx
    .insert(forumMembers)
    .values({ externalId: member.externalId, name: member.name, createdAt: at })
    .onConflictDoUpdate({ target: forumMembers.externalId, set: { name: sql`excluded.name` } })
    .returning();
  if (!row) throw new Error('forum member not stored');
  return row;
}

export function memberAnswer(row: MemberRow, posts: number): ForumMember {
  return {
    id: row.id,
    externalId: row.externalId,
    name: row.name,
    trusted: row.trusted,
    posts,
    createdAt: row.createdAt.toISOString(),
  };
}
