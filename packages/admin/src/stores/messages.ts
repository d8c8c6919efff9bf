/**
 * The message box: messages, notices and todos from the server; mark read, mark all read, empty.
 * The list is replaced by what the server answers, so the box never shows a state the server does not hold.
 */
import type { MessageType } from '@soundboard/contract';
import { atom, computed } from 'nanostores';
import { request } from '../api/http';
import { type MessageRecord, type MessagesApi, messagesApi } from '../api/messages';

export const $messages = atom<MessageRecord[]>([]);
export const $messagesLoading = atom(false);

export const $unreadCount = computed($messages, (list) => list.filter((message) => !message.read).length);

/** Unread counts per type, for the tab labels. */
export const $unreadByType = computed($messages, (list) => {
  const counts: Record<MessageType, number> = { message: 0, notice: 0, todo: 0 };
  for (const message of list) if (!message.read) counts[message.type] += 1;
  return counts;
});

export function createMessageActions(api: MessagesApi) {
  async function loadMessages(): Promise<void> {
    $messagesLoading.set(true);
    try {
      $messages.set(await api.list());
    } finally {
      $messagesLoading.set(false);
    }
  }

  async function markRead(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await api.markRead(ids);
    $messages.set($messages.get().map((message) => (ids.includes(message.id) ? { ...message, read: true } : message)));
  }

  async function markAllRead(type?: MessageType): Promise<void> {
    await api.markAllRead(type);
    $messages.set(
      $messages.get().map((message) => (!type || message.type === type ? { ...message, read: true } : message)),
    );
  }

  async function emptyMessages(type?: MessageType): Promise<void> {
    await api.empty(type);
    $messages.set(type ? $messages.get().filter((message) => message.type !== type) : []);
  }

  function clearMessages(): void {
    $messages.set([]);
  }

  return { loadMessages, markRead, markAllRead, emptyMessages, clearMessages };
}

export const { loadMessages, markRead, markAllRead, emptyMessages, clearMessages } = createMessageActions(
  messagesApi(request),
);
