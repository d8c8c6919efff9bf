/**
 * Message-box notes about a customer, stored in both languages (the message box answers in the reader's): the
 * pool's warning before the customer returns to it and the note that it did, and a transfer to a new owner.
 */
import { businessDay } from '@soundboard/contract';
import type { messages } from '../db/schema';
import { bilingualNote } from '../message-notes';

type NoteRow = typeof messages.$inferInsert;

interface NoteCustomer {
  ownerId: number;
  code: string;
  name: string;
}

/** A note to `customer.ownerId` from the message keys `<key>Title` and `<key>Content` (empty placeholders trimmed). */
export function customerNote(
  type: NoteRow['type'],
  key: string,
  customer: NoteCustomer,
  values: Record<string, string>,
  now: Date,
) {
  const all = { code: customer.code, name: customer.name, ...values };
  return bilingualNote(customer.ownerId, type, key, all, 'crm', now);
}

/** To the owner: the customer returns to the pool at `reclaimAt` unless followed up (a to-do). */
export const warningNote = (customer: NoteCustomer, reclaimAt: Date, now: Date) =>
  customerNote('todo', 'pool.note.warn', customer, { date: businessDay(reclaimAt) }, now);

/** To the former owner: the customer went back to the pool after `days` days without a follow-up. */
export const reclaimedNote = (customer: NoteCustomer, days: number, now: Date) =>
  customerNote('notice', 'pool.note.reclaimed', customer, { days: String(days) }, now);
