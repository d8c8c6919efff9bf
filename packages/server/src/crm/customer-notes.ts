/**
 * Message-box notes about a customer, stored in both languages (the message box answers in the reader's): the
 * pool's warning before the customer returns to it and the note that it did, and a transfer to a new owner.
 */
import {
  businessDay,
  customer as customerDef,
  NOTIFICATION_KINDS,
  type NotificationKindKey,
  recordPath,
} from '@soundboard/contract';
import type { messages } from '../db/schema';
import { bilingualNote } from '../notifications/bilingual-note';

type NoteRow = typeof messages.$inferInsert;

interface NoteCustomer {
  id: number;
  ownerId: number;
  code: string;
  name: string;
}

/** The pool warning's to-do key: a follow-up or the return to the pool closes it. */
export const poolTodoKey = (customerId: number) => `customer-pool:${customerId}`;

/**
 * A note of `kind` to `customer.ownerId` (empty placeholders trimmed). Written in batches by the pool sweep, so
 * without notify()'s per-note recipient query: the owner always gets it.
 */
export function customerNote(
  kind: NotificationKindKey,
  customer: NoteCustomer,
  values: Record<string, string>,
  now: Date,
): NoteRow {
  const { type, text, area } = NOTIFICATION_KINDS[kind];
  const all = { code: customer.code, name: customer.name, ...values };
  return {
    ...bilingualNote(customer.ownerId, type, text, all, area, now),
    kind,
    link: recordPath(customerDef.name, customer.id),
    todoKey: type === 'todo' ? poolTodoKey(customer.id) : null,
  };
}

/** To the owner: the customer returns to the pool at `reclaimAt` unless followed up (a to-do). */
export const warningNote = (customer: NoteCustomer, reclaimAt: Date, now: Date) =>
  customerNote('customer.poolWarning', customer, { date: businessDay(reclaimAt) }, now);

/** To the former owner: the customer went back to the pool after `days` days without a follow-up. */
export const reclaimedNote = (customer: NoteCustomer, days: number, now: Date) =>
  customerNote('customer.reclaimed', customer, { days: String(days) }, now);
