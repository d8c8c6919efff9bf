/** The moderation log (append-only): written in the transaction of the change it records. */
import type { ModerationLogEntry } from '@soundboard/contract';
import type { Tx } from '../db/client';
import { forumModerationLog } from '../db/schema';

export interface LogRow {
  actorId: number | null;
  action: ModerationLogEntry['action'];
  target: ModerationLogEntry['target'];
  targetId: number;
  title: string;
  reason?: string | null;
}

export async function writeLog(tx: Tx, at: Date, row: LogRow): Promise<void> {
  await tx.insert(forumModerationLog).values({ ...row, reason: row.reason || null, at });
}
