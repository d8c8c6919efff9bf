/**
 * Follow-ups (/crm/customer/tracking/{id}): what a salesperson did with a customer — a call, a visit, a site
 * survey, a quote, an installation, a service visit (dictionary followUpType) — whom they met (one of the
 * customer's company contacts), attachments from the media library, and when to follow up next. The customer's
 * documents (orders, receipts, deliveries, refunds) share its timeline. Reading and writing them follows the
 * customer's ownership: whoever may read the customer reads its timeline; only who may write it records one.
 */
import type { Fields } from '../resources/define';
import { inputSchema } from '../resources/schemas';

/** The body of POST /behind/customers/:id/follow-ups (contract inputSchema). */
export const FOLLOW_UP_FIELDS = {
  type: { type: 'dictionary', dictionary: 'followUpType', required: true },
  content: { type: 'longText', required: true, max: 2000 },
  /** When it happened; absent: now. Not in the future. */
  at: { type: 'datetime' },
  /** The company contact met (a `contacts` line of the customer's company); the server refuses another's. */
  contactId: { type: 'integer', min: 1 },
  attachments: { type: 'images', max: 8 },
  /** When to follow up next; after `at`. Sets the customer's next contact time. */
  nextAt: { type: 'datetime' },
} as const satisfies Fields;

export const followUpInputSchema = inputSchema(FOLLOW_UP_FIELDS);

/** One follow-up as the timeline answers it. */
export interface FollowUpEntry {
  kind: 'followUp';
  id: number;
  at: string;
  type: string;
  content: string;
  contactId: number | null;
  contactName: string | null;
  attachments: { id: number; name: string; url: string; mime: string }[];
  nextAt: string | null;
  authorId: number | null;
  authorName: string | null;
}

/** One of the customer's documents on the timeline (links to its screen by `resource` and `id`). */
export interface DocumentEntry {
  kind: 'saleOrder' | 'receipt' | 'delivery' | 'refund';
  id: number;
  at: string;
  /** The document number (SO…, RC…). */
  number: string;
  status: string;
  /** In fen; null where the document has no amount (a delivery). */
  amount: number | null;
}

export type TimelineEntry = FollowUpEntry | DocumentEntry;

/** GET /behind/customers/:id/timeline: newest first, documents and follow-ups merged. */
export interface TimelineAnswer {
  entries: TimelineEntry[];
  /** The contacts a follow-up may name: the customer's company's (empty for a private person). */
  contacts: { id: number; name: string; title: string; primary: boolean }[];
}

/** One row of GET /behind/follow-ups/today: the caller's customers due today (or overdue), soonest first. */
export interface TodayFollowUp {
  customerId: number;
  customerCode: string;
  customerName: string;
  nextContactAt: string;
  overdue: boolean;
  lastType: string | null;
}
