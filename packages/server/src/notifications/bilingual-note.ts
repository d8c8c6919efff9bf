/**
 * A message-box note stored in both languages (the message box answers in the reader's), written by an event in
 * the transaction of the change it tells about.
 */
import { translate } from '@soundboard/contract';
import type { messages } from '../db/schema';

type NoteRow = typeof messages.$inferInsert;

/** A note to `userId` from the message keys `<key>Title` and `<key>Content` (empty placeholders trimmed). */
export function bilingualNote(
  userId: number,
  type: NoteRow['type'],
  key: string,
  values: Record<string, string>,
  tag: string,
  now: Date,
) {
  return {
    userId,
    type,
    titleZh: translate('zh-CN', `${key}Title`, values),
    titleEn: translate('en-US', `${key}Title`, values),
    contentZh: translate('zh-CN', `${key}Content`, values).trim(),
    contentEn: translate('en-US', `${key}Content`, values).trim(),
    tag,
    createdAt: now,
  } satisfies NoteRow;
}
