/**
 * The message centre's calls (server routes/messages.ts, notifications/), under /behind:
 *   GET    MESSAGE_PAGE_PATH?type&unread&q&page&pageSize → MessagePage      message:read
 *   GET    /account/messages/stream                      → server-sent events (message, unread, end)
 *   GET    NOTIFICATION_CHOICE_PATH                      → NotificationChoiceAnswer   profile:read
 *   PUT    NOTIFICATION_CHOICE_PATH  notificationChoiceSchema (null resets to the roles' defaults)
 * The message box keeps GET /account/messages (the newest 200) and the read / read-all / empty calls.
 */
import * as v from 'valibot';
import { MESSAGE_TYPES, type MessageType } from '../schemas/account';
import { type NotificationChoice, type NotificationKindKey, notificationChoiceSchema } from './kinds';

export const MESSAGE_PAGE_PATH = '/account/messages/page';
export const MESSAGE_STREAM_PATH = '/account/messages/stream';
export const NOTIFICATION_CHOICE_PATH = '/account/notification-choice';
export const MESSAGE_PAGE_SIZES = [10, 20, 50] as const;
/** GET /account/messages (the message box) answers the newest this many. */
export const MESSAGE_BOX_LIMIT = 200;

/** The stream takes no query: anything else is refused (a typo must not open a stream that never ends). */
export const messageStreamQuery = v.strictObject({});

/** PUT NOTIFICATION_CHOICE_PATH: the user's choice, or null to follow their roles' defaults again. */
export const notificationChoiceBody = v.nullable(notificationChoiceSchema);

export const messagePageQuery = v.strictObject({
  type: v.optional(v.picklist(MESSAGE_TYPES, 'validation.invalid')),
  /** '1': unread only. */
  unread: v.optional(v.picklist(['1'], 'validation.invalid')),
  /** Searches the title and the content in the reader's language. */
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'validation.tooLong'))),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'validation.invalid'), v.transform(Number))),
  pageSize: v.optional(
    v.pipe(
      v.picklist(MESSAGE_PAGE_SIZES.map(String), 'validation.invalid'),
      v.transform((text) => Number(text)),
    ),
  ),
});

export interface MessageItem {
  id: number;
  type: MessageType;
  kind: NotificationKindKey | null;
  title: string;
  content: string;
  tag: string | null;
  read: boolean;
  /** ISO-8601 UTC. */
  time: string;
  /** The admin path of the record it is about. */
  link: string | null;
  senderId: number | null;
  /** A to-do someone has done, ISO-8601; null while open. */
  closedAt: string | null;
}

export interface MessagePage {
  list: MessageItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface NotificationChoiceAnswer {
  /** The user's own choice, or null while they follow their roles' defaults. */
  own: NotificationChoice | null;
  /** What applies now (own, else the roles' defaults). */
  effective: NotificationChoice;
}
