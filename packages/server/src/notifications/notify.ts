/**
 * The one way an event writes to message boxes: `notify` inside the transaction of the change (so the message
 * exists exactly when the change does), in both languages (each reader's box answers in theirs), and wakes the
 * recipients' live streams. A to-do carries a key; `closeTodos` closes every open to-do of that key when someone
 * does the action, whoever was asked.
 */
import { NOTIFICATION_KINDS, type NotificationKindKey } from '@soundboard/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { messages } from '../db/schema';
import type { AppDeps } from '../http/env';
import { bilingualNote } from './bilingual-note';
import { MESSAGE_CHANNEL, messageBus } from './message-bus';
import { type Recipients, recipientsOf } from './recipients';

export interface Notice {
  kind: NotificationKindKey;
  to: Recipients;
  /** The texts' placeholders. */
  values: Record<string, string>;
  /** Appended to the kind's text keys: one kind, texts per outcome (certification.note + '.pass'). */
  variant?: string;
  /** The admin path of the record (contract screenPath / recordPath). */
  link?: string;
  /** Required for a to-do: the action that closes it. */
  todoKey?: string;
  /** Who caused it; never told of their own action. */
  senderId?: number | null;
}

/** Writes the notice to each recipient who wants it; returns the user ids written to. */
export async function notify(tx: Tx, deps: AppDeps, notice: Notice): Promise<number[]> {
  const kind = NOTIFICATION_KINDS[notice.kind];
  if (kind.type === 'todo' && !notice.todoKey) throw new Error(`a ${notice.kind} to-do needs a todoKey`);
  const sender = notice.senderId ?? null;
  const userIds = (await recipientsOf(tx, notice.to, notice.kind)).filter((id) => id !== sender);
  if (userIds.length === 0) return [];
  const text = notice.variant ? `${kind.text}.${notice.variant}` : kind.text;
  const now = deps.now();
  await tx.insert(messages).values(
    userIds.map((userId) => ({
      ...bilingualNote(userId, kind.type, text, notice.values, kind.area, now),
      kind: notice.kind,
      link: notice.link ?? null,
      senderId: sender,
      todoKey: notice.todoKey ?? null,
    })),
  );
  await wake(tx, deps, userIds);
  return userIds;
}

/** Closes (and marks read) every open to-do of `todoKey`; returns how many. */
export async function closeTodos(tx: Tx, deps: AppDeps, todoKey: string): Promise<number> {
  const closed = await tx
    .update(messages)
    .set({ closedAt: deps.now(), read: true })
    .where(and(eq(messages.todoKey, todoKey), isNull(messages.closedAt)))
    .returning({ userId: messages.userId });
  await wake(
    tx,
    deps,
    closed.map((row) => row.userId),
  );
  return closed.length;
}

/**
 * Wakes the streams. On PostgreSQL by a NOTIFY, sent when the transaction commits, which every process's listener
 * hears, this one's included: a wake before the commit would only read nothing. On PGlite at once: a stream's
 * query waits for this transaction there.
 */
export async function wake(tx: Tx, deps: AppDeps, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  const unique = [...new Set(userIds)];
  if (deps.dbKind === 'postgres') {
    await tx.execute(sql`select pg_notify(${MESSAGE_CHANNEL}, ${unique.join(',')})`);
    return;
  }
  setImmediate(() => messageBus(deps).wake(unique));
}
