/**
 * The forum's part of configuration (contract settings/config.ts, group `content`), read from the database in the
 * writing transaction (not the per-process cache): a moderator who adds a word sees the next post held by it.
 */
import { configKeyDef } from '@soundboard/contract';
import type { Db, Tx } from '../db/client';
import { readStored } from '../settings/config-store';

export type SensitiveWordAction = 'block' | 'review' | 'mask';

export interface ForumSettings {
  sensitiveWords: string[];
  sensitiveWordAction: SensitiveWordAction;
  queueUntrusted: boolean;
}

export async function forumSettings(db: Db | Tx): Promise<ForumSettings> {
  const stored = await readStored(db);
  const value = (name: string) => stored.get(`content.${name}`)?.value ?? configKeyDef(`content.${name}`)?.default;
  const words = (value('sensitiveWords') as string[] | undefined) ?? [];
  return {
    sensitiveWords: words.map((word) => word.trim()).filter((word) => word !== ''),
    sensitiveWordAction: (value('sensitiveWordAction') as SensitiveWordAction | undefined) ?? 'review',
    queueUntrusted: (value('forumQueueUntrusted') as boolean | undefined) ?? true,
  };
}
