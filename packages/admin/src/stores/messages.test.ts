import { beforeEach, describe, expect, it } from 'vitest';
import { createRequest, type FetchLike } from '../api/core';
import { type MessageRecord, messagesApi } from '../api/messages';
import { $messages, $streamUnread, $unreadByType, $unreadCount, createMessageActions } from './messages';

const message = (id: number, type: MessageRecord['type'], read = false): MessageRecord => ({
  id,
  type,
  title: `t${id}`,
  content: '',
  tag: null,
  read,
  time: '2026-11-01T08:00:00.000Z',
  kind: null,
  link: null,
  senderId: null,
  closedAt: null,
});

const INBOX = [message(1, 'message'), message(2, 'notice'), message(3, 'todo', true), message(4, 'message')];

/** The box against a fetch-like server that answers success and records the calls. */
function box() {
  const calls: string[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push(`${init?.method} ${url}${init?.body ? ` ${init.body}` : ''}`);
    const data = url.startsWith('/behind/account/messages?') || url === '/behind/account/messages' ? INBOX : {};
    return new Response(JSON.stringify({ code: 1, message: '', data: init?.method === 'GET' ? data : {} }));
  };
  const request = createRequest({
    fetch,
    getToken: () => 't',
    showError: () => {},
    onSessionInvalid: () => {},
    requestErrorText: () => '',
  });
  return { actions: createMessageActions(messagesApi(request)), calls };
}

describe('messages store', () => {
  beforeEach(() => $messages.set([]));

  it('loads the list and counts unread per type', async () => {
    const { actions, calls } = box();
    await actions.loadMessages();
    expect($messages.get()).toHaveLength(4);
    expect($unreadCount.get()).toBe(3);
    expect($unreadByType.get()).toEqual({ message: 2, notice: 1, todo: 0 });
    expect(calls).toEqual(['GET /behind/account/messages']);
  });

  it('marks read, marks all of a type read and empties a type on the server first', async () => {
    const { actions, calls } = box();
    await actions.loadMessages();
    await actions.markRead([2]);
    expect($unreadByType.get().notice).toBe(0);
    await actions.markAllRead('message');
    expect($unreadCount.get()).toBe(0);
    await actions.emptyMessages('todo');
    expect($messages.get().map((m) => m.id)).toEqual([1, 2, 4]);
    expect(calls.slice(1)).toEqual([
      'POST /behind/account/messages/read {"ids":[2]}',
      'POST /behind/account/messages/read-all?type=message',
      'DELETE /behind/account/messages?type=todo',
    ]);
  });
});

describe('messages store, live', () => {
  beforeEach(() => {
    $messages.set([]);
    $streamUnread.set(null);
  });

  it('puts a streamed message on top once, and lets the server counts drive the badge', async () => {
    const { actions, calls } = box();
    await actions.loadMessages();
    actions.receiveMessage(message(9, 'todo'));
    actions.receiveMessage(message(9, 'todo'));
    expect($messages.get().map((m) => m.id)).toEqual([9, 1, 2, 3, 4]);
    expect($unreadCount.get()).toBe(4);
    // The server says one to-do fewer is unread than the list shows: someone else did it; the list is read again.
    const before = calls.length;
    actions.receiveUnread({ message: 2, notice: 1, todo: 0 });
    expect($unreadCount.get()).toBe(3);
    expect($unreadByType.get().todo).toBe(0);
    expect(calls.length).toBe(before + 1);
    expect(calls.at(-1)).toMatch(/^GET \/behind\/account\/messages/);
  });
});
