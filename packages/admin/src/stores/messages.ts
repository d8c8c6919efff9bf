/**
 * The message box: messages, notices and todos from the server; mark read, mark all read, empty.
 * The list is replaced by what the server answers, so the box never shows a state the server does not hold.
 */
import { MESSAGE_BOX_LIMIT, type MessageType } from '@soundboard/contract';
import { atom, computed } from 'nanostores';
import { request } from '../api/http';
import { type MessageRecord, type MessagesApi, messagesApi } from '../api/messages';

export const $messages = atom<MessageRecord[]>([]);
export const $messagesLoading = atom(false);

export type UnreadCounts = Record<MessageType, number>;

/** The server's unread counts from the live stream (lib/message-stream.ts); null until it has sent them. */
export const $streamUnread = atom<UnreadCounts | null>(null);

function countUnread(list: MessageRecord[]): UnreadCounts {
  const counts: UnreadCounts = { message: 0, notice: 0, todo: 0 };
  for (const message of list) if (!message.read) counts[message.type] += 1;
  return counts;
}

/** Unread counts per type, for the tab labels: the server's when the stream has told them (the box lists 200). */
export const $unreadByType = computed([$messages, $streamUnread], (list, streamed) => streamed ?? countUnread(list));

export const $unreadCount = computed($unreadByType, (counts) => counts.message + counts.notice + counts.todo);

const sameCounts = (a: UnreadCounts, b: UnreadCounts) =>
  a.message === b.message && a.notice === b.notice && a.todo === b.todo;

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
    $streamUnread.set(null);
  }

  /** A message the live stream brought: on top of the box (once, whatever the tab that heard it first). */
  function receiveMessage(message: MessageRecord): void {
    const list = $messages.get();
    if (list.some((known) => known.id === message.id)) return;
    $messages.set([message, ...list]);
  }

  /**
   * The server's counts: when they differ from what the box's list says (a to-do closed by someone else, a
   * message read in another browser), the list is read again.
   */
  function receiveUnread(counts: UnreadCounts): void {
    $streamUnread.set(counts);
    const list = $messages.get();
    // A full box holds only the newest messages: its counts cannot match the server's, and reading it again
    // would not change that.
    if (list.length < MESSAGE_BOX_LIMIT && !sameCounts(counts, countUnread(list)) && !$messagesLoading.get()) {
      void loadMessages().catch(() => undefined);
    }
  }

  return { loadMessages, markRead, markAllRead, emptyMessages, clearMessages, receiveMessage, receiveUnread };
}

export const { loadMessages, markRead, markAllRead, emptyMessages, clearMessages, receiveMessage, receiveUnread } =
  createMessageActions(messagesApi(request));
