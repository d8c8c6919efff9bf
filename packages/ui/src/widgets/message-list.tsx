/** One tab of the message box: its items (unread ones marked), or the loading / empty state. */
import { ListBox, ListBoxItem } from 'react-aria-components';
import { Spinner } from '../feedback/spinner';
import { useMessages } from '../i18n/messages';
import { cx } from '../lib/compose';
import { focusRingInset } from '../lib/focus-ring';
import { messageBoxMessages } from './message-box.messages';

export type MessageType = 'message' | 'notice' | 'todo';

export interface MessageItem {
  id: string | number;
  type: MessageType;
  title: string;
  content?: string;
  /** Already formatted for the user's locale. */
  time?: string;
  read: boolean;
  /** A to-do someone has done: shown with a "done" tag. */
  done?: boolean;
}

export interface MessageListProps {
  label: string;
  items: MessageItem[];
  loading?: boolean;
  onRead: (item: MessageItem) => void;
  /** Opens what the item is about (after marking it read); absent: choosing an item only marks it read. */
  onOpen?: (item: MessageItem) => void;
}

export function MessageList({ label, items, loading, onRead, onOpen }: MessageListProps) {
  const t = useMessages(messageBoxMessages);
  if (loading) {
    return (
      <div className="flex h-40 items-center justify-center">
        <Spinner label={t.loading} showLabel />
      </div>
    );
  }
  return (
    <ListBox
      aria-label={label}
      items={items}
      selectionMode="none"
      onAction={(key) => {
        const item = items.find((candidate) => String(candidate.id) === String(key));
        if (item && !item.read) onRead(item);
        if (item) onOpen?.(item);
      }}
      renderEmptyState={() => <p className="py-10 text-center text-base text-muted">{t.empty}</p>}
      className="max-h-80 overflow-auto outline-none"
    >
      {(item) => (
        <ListBoxItem
          id={item.id}
          textValue={item.title}
          data-read={item.read || undefined}
          className={cx(
            'flex cursor-pointer flex-col gap-0.5 border-b border-subtle px-4 py-3',
            'data-focus-visible:bg-fill-2 data-hovered:bg-fill-1',
            focusRingInset,
          )}
        >
          <span
            className={cx(
              'flex items-center gap-2 text-base',
              item.read ? 'text-secondary' : 'text-default font-medium',
            )}
          >
            {!item.read && (
              <span aria-label={t.unread} role="img" className="size-1.5 shrink-0 rounded-full bg-danger" />
            )}
            {item.title}
            {item.done && (
              <span className="shrink-0 rounded-sm bg-fill-2 px-1.5 text-xs font-normal text-secondary">{t.done}</span>
            )}
          </span>
          {item.content && <span className="text-sm text-secondary">{item.content}</span>}
          {item.time && <span className="text-xs text-muted">{item.time}</span>}
        </ListBoxItem>
      )}
    </ListBox>
  );
}
