/**
 * Message box: tabs for message, notice and todo, each titled with its unread count; per tab the
 * actions empty the list, mark all read and view more; activating an unread item marks it read. Loading and
 * empty states. Store-agnostic: the caller owns the items and does the reading/clearing.
 */

import { useState } from 'react';
import { format, useMessages } from '../i18n/messages';
import { Button } from '../inputs/button';
import { cn } from '../lib/cn';
import { Tabs } from '../navigation/tabs';
import { messageBoxMessages } from './message-box.messages';
import { type MessageItem, MessageList, type MessageType } from './message-list';

export type { MessageItem, MessageType } from './message-list';

export const MESSAGE_TYPES: MessageType[] = ['message', 'notice', 'todo'];

export interface MessageBoxProps {
  items: MessageItem[];
  loading?: boolean;
  /** An unread item was opened. */
  onRead: (item: MessageItem) => void;
  /** Any item was opened (after onRead): open what it is about. */
  onOpen?: (item: MessageItem) => void;
  /** The server's unread counts per type when it knows more than `items` holds; else counted from `items`. */
  unreadCounts?: Record<MessageType, number>;
  onMarkAllRead: (type: MessageType) => void;
  onClear: (type: MessageType) => void;
  onViewMore: (type: MessageType) => void;
  className?: string;
}

export function MessageBox({
  items,
  loading,
  onRead,
  onOpen,
  unreadCounts,
  onMarkAllRead,
  onClear,
  onViewMore,
  className,
}: MessageBoxProps) {
  const t = useMessages(messageBoxMessages);
  const [type, setType] = useState<MessageType>('message');
  const ofType = (kind: MessageType) => items.filter((item) => item.type === kind);
  const unread = (kind: MessageType) => unreadCounts?.[kind] ?? ofType(kind).filter((item) => !item.read).length;

  return (
    // 400px, but on a phone 12px from each edge once inside the navbar's popover (whose border adds 1px a side).
    <div
      data-slot="message-box"
      className={cn('flex w-[min(400px,calc(100vw-26px))] flex-col rounded-md bg-elevated', className)}
    >
      <Tabs
        aria-label={t.label}
        selectedKey={type}
        onSelectionChange={(key) => setType(key as MessageType)}
        listClassName="px-4"
        panelClassName="outline-none"
        items={MESSAGE_TYPES.map((kind) => ({
          id: kind,
          title: format(t.tabTitle, { title: t[kind], count: loading ? 0 : unread(kind) }),
          content: (
            <MessageList label={t[kind]} items={ofType(kind)} loading={loading} onRead={onRead} onOpen={onOpen} />
          ),
        }))}
      />
      <footer className="flex border-t border-subtle">
        <Button
          variant="text"
          className="flex-1 rounded-none"
          isDisabled={ofType(type).length === 0}
          onPress={() => onClear(type)}
        >
          {t.clear}
        </Button>
        <Button
          variant="text"
          className="flex-1 rounded-none"
          isDisabled={unread(type) === 0}
          onPress={() => onMarkAllRead(type)}
        >
          {t.markAllRead}
        </Button>
        <Button variant="text" className="flex-1 rounded-none" onPress={() => onViewMore(type)}>
          {t.viewMore}
        </Button>
      </footer>
    </div>
  );
}
