/** A message as the message box, the message centre and the live stream send it: in the reader's language. */
import type { Locale } from '@soundboard/contract';
import type { messages } from '../db/schema';

type MessageRow = typeof messages.$inferSelect;

export function messageAnswer(row: MessageRow, locale: Locale) {
  const zh = locale === 'zh-CN';
  return {
    id: row.id,
    type: row.type,
    kind: row.kind,
    title: zh ? row.titleZh : row.titleEn,
    content: zh ? row.contentZh : row.contentEn,
    tag: row.tag,
    read: row.read,
    time: row.createdAt.toISOString(),
    link: row.link,
    senderId: row.senderId,
    /** A to-do someone has done (ISO-8601), or null. */
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}
