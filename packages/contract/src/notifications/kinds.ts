/**
 * The events that write to the message box: each kind's message type (a to-do asks for an action and closes when
 * someone does it), the message keys of its title and content (`<text>Title`, `<text>Content`, both locales in the
 * contract's messages) and the area it belongs to in the notification settings. The server's `notify()` takes a kind
 * and nothing else decides these.
 */
import * as v from 'valibot';
import type { MessageType } from '../schemas/account';

export interface NotificationKind {
  type: MessageType;
  /** Message keys `<text>Title` and `<text>Content`. */
  text: string;
  area: NotificationArea;
}

export const NOTIFICATION_AREAS = ['content', 'finance', 'crm', 'inventory', 'stores', 'account'] as const;
export type NotificationArea = (typeof NOTIFICATION_AREAS)[number];

export const NOTIFICATION_KINDS = {
  /** To the publishers: an article waits for review. Closes when it is published, scheduled or sent back. */
  'article.reviewRequested': { type: 'todo', text: 'notify.articleReview', area: 'content' },
  /** To the author: a publisher published the article. */
  'article.published': { type: 'message', text: 'notify.articlePublished', area: 'content' },
  /** To the author: the article came back with a reason. */
  'article.sentBack': { type: 'message', text: 'notify.articleSentBack', area: 'content' },
  /** To the scheduling publisher: the scheduled publication happened, or failed for good. */
  'article.scheduledDone': { type: 'message', text: 'notify.scheduledDone', area: 'content' },
  'article.scheduledFailed': { type: 'message', text: 'notify.scheduledFailed', area: 'content' },
  /** To the author and the scheduling publisher: a schedule without a reviewed copy sent the article back to review. */
  'article.scheduleReturned': { type: 'message', text: 'notify.scheduleReturned', area: 'content' },
  /** To the moderators: a forum topic or reply waits in the review queue. Closes when it is moderated. */
  'forum.reviewRequested': { type: 'todo', text: 'notify.forumReview', area: 'content' },
  /** To the approvers: a withdrawal waits for this user's approval (first or second). */
  'withdrawal.approvalWaiting': { type: 'todo', text: 'notify.withdrawalApproval', area: 'finance' },
  /** To the approvers: a ledger adjustment waits for approval. */
  'ledger.approvalWaiting': { type: 'todo', text: 'notify.ledgerApproval', area: 'finance' },
  /** To finance: an invoice was requested. Closes when it is issued or refused. */
  'invoice.requested': { type: 'todo', text: 'notify.invoiceRequested', area: 'finance' },
  /** To the applicant: their certification was approved or rejected (texts per outcome). */
  'certification.decided': { type: 'notice', text: 'certification.note', area: 'account' },
  /** To the owner: the customer returns to the pool soon unless followed up. */
  'customer.poolWarning': { type: 'todo', text: 'pool.note.warn', area: 'crm' },
  /** To the former owner: the customer went back to the pool. */
  'customer.reclaimed': { type: 'notice', text: 'pool.note.reclaimed', area: 'crm' },
  /** To the new owner: a customer was transferred to them. */
  'customer.transferred': { type: 'notice', text: 'customer.transferred', area: 'crm' },
  /** To the warehouse: a product's stock fell below its minimum. Closes when it is back at the minimum. */
  'stock.belowMinimum': { type: 'todo', text: 'notify.stockLow', area: 'inventory' },
  /** To the stores' staff: a player has been offline for longer than the configured time. */
  'player.offline': { type: 'notice', text: 'notify.playerOffline', area: 'stores' },
} as const satisfies Record<string, NotificationKind>;

export type NotificationKindKey = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_KEYS = Object.keys(NOTIFICATION_KINDS) as NotificationKindKey[];

/** Kinds a user can turn off: every kind (the message box is the only channel, so "in-app" is always on). */
export interface NotificationChoice {
  /** Kinds the user does not want. */
  off: NotificationKindKey[];
  /** A short sound when the badge rises. */
  sound: boolean;
}

export const DEFAULT_NOTIFICATION_CHOICE: NotificationChoice = { off: [], sound: false };

export const notificationChoiceSchema = v.strictObject({
  off: v.pipe(v.array(v.picklist(NOTIFICATION_KIND_KEYS, 'validation.invalid')), v.maxLength(50, 'validation.tooMany')),
  sound: v.boolean('validation.type'),
});
