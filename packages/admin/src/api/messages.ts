/**
 * The message box's and the message centre's calls (packages/server/src/routes/messages.ts, notifications/): the
 * caller's own messages, a filtered page, marking read, emptying, and the notification choice.
 */
import {
  MESSAGE_PAGE_PATH,
  type MessageItem,
  type MessagePage,
  type MessageType,
  NOTIFICATION_CHOICE_PATH,
  type NotificationChoice,
  type NotificationChoiceAnswer,
} from '@soundboard/contract';
import type { Request } from './core';

export type MessageRecord = MessageItem;

export interface MessagePageFilters {
  type?: MessageType;
  unread?: boolean;
  q?: string;
  page: number;
  pageSize: number;
}

export function messagesApi(request: Request) {
  const typeQuery = (type?: MessageType) => (type ? { params: { type } } : {});
  return {
    list: (type?: MessageType) => request<MessageRecord[]>({ url: '/account/messages', ...typeQuery(type) }),
    page: ({ type, unread, q, page, pageSize }: MessagePageFilters) =>
      request<MessagePage>({
        url: MESSAGE_PAGE_PATH,
        params: {
          ...(type ? { type } : {}),
          ...(unread ? { unread: '1' } : {}),
          ...(q ? { q } : {}),
          page: String(page),
          pageSize: String(pageSize),
        },
      }),
    markRead: (ids: number[]) =>
      request<{ changed: number }>({ method: 'POST', url: '/account/messages/read', data: { ids } }),
    markAllRead: (type?: MessageType) =>
      request<{ changed: number }>({ method: 'POST', url: '/account/messages/read-all', ...typeQuery(type) }),
    empty: (type?: MessageType) =>
      request<{ removed: number }>({ method: 'DELETE', url: '/account/messages', ...typeQuery(type) }),
    choice: () => request<NotificationChoiceAnswer>({ url: NOTIFICATION_CHOICE_PATH }),
    /** null: follow the roles' defaults again. */
    saveChoice: (choice: NotificationChoice | null) =>
      request<NotificationChoiceAnswer>({ method: 'PUT', url: NOTIFICATION_CHOICE_PATH, data: choice }),
  };
}

export type MessagesApi = ReturnType<typeof messagesApi>;
