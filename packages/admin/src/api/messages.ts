/** The message box calls (packages/server/src/routes/messages.ts): the caller's own messages by type. */
import type { MessageType } from '@soundboard/contract';
import type { Request } from './core';

export interface MessageRecord {
  id: number;
  type: MessageType;
  title: string;
  content: string;
  tag: string | null;
  read: boolean;
  /** ISO-8601 UTC. */
  time: string;
}

export function messagesApi(request: Request) {
  const typeQuery = (type?: MessageType) => (type ? { params: { type } } : {});
  return {
    list: (type?: MessageType) => request<MessageRecord[]>({ url: '/account/messages', ...typeQuery(type) }),
    markRead: (ids: number[]) =>
      request<{ changed: number }>({ method: 'POST', url: '/account/messages/read', data: { ids } }),
    markAllRead: (type?: MessageType) =>
      request<{ changed: number }>({ method: 'POST', url: '/account/messages/read-all', ...typeQuery(type) }),
    empty: (type?: MessageType) =>
      request<{ removed: number }>({ method: 'DELETE', url: '/account/messages', ...typeQuery(type) }),
  };
}

export type MessagesApi = ReturnType<typeof messagesApi>;
