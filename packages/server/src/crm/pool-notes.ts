/**
 * Message-box notes of the shared pool, stored in both languages (the message box answers in the reader's):
 * a warning to the owner before the customer returns to the pool, and the note that it did.
 */
import { businessDay, translate } from '@soundboard/contract';
import type { messages } from '../db/schema';

type NoteRow = typeof messages.$inferInsert;

interface NoteCustomer {
  ownerId: number;
  code: string;
  name: string;
}

function note(type: NoteRow['type'], key: string, customer: NoteCustomer, values: Record<string, string>, now: Date) {
  const all = { code: customer.code, name: customer.name, ...values };
  return {
    userId: customer.ownerId,
    type,
    titleZh: translate('zh-CN', `${key}Title`, all),
    titleEn: translate('en-US', `${key}Title`, all),
    contentZh: translate('zh-CN', `${key}Content`, all),
    contentEn: translate('en-US', `${key}Content`, all),
    tag: 'crm',
    createdAt: now,
  } satisfies NoteRow;
}

/** To the owner: the customer returns to the pool at `reclaimAt` unless followed up (a to-do). */
export const warningNote = (customer: NoteCustomer, reclaimAt: Date, now: Date) =>
  note('todo', 'pool.note.warn', customer, { date: businessDay(reclaimAt) }, now);

/** To the former owner: the customer went back to the pool after `days` days without a follow-up. */
export const reclaimedNote = (customer: NoteCustomer, days: number, now: Date) =>
  note('notice', 'pool.note.reclaimed', customer, { days: String(days) }, now);
