/** Unread counts per message type: the navbar badge and the message box's tab labels. */
import { MESSAGE_TYPES, type MessageType } from '@soundboard/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { messages } from '../db/schema';

export type UnreadCounts = Record<MessageType, number>;

export async function unreadCounts(db: Db, userId: number): Promise<UnreadCounts> {
  const rows = await db
    .select({ type: messages.type, count: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.read, false)))
    .groupBy(messages.type);
  const counts = Object.fromEntries(MESSAGE_TYPES.map((type) => [type, 0])) as UnreadCounts;
  for (const row of rows) counts[row.type] = row.count;
  return counts;
}
