/** The pieces of a Table row and header that are not data: sort arrow, skeleton bar, empty state. */
import { ArrowDown, ArrowUp, ChevronsUpDown, Inbox } from 'lucide-react';
import type { SortDirection } from 'react-aria-components';
import { useMessages } from '../i18n/messages';
import { cx } from '../lib/compose';
import { tableMessages } from './table.messages';

export function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ChevronsUpDown;
  return (
    <Icon
      aria-hidden="true"
      data-slot="sort-icon"
      className={cx('size-3.5', direction ? 'text-primary-text' : 'text-muted')}
    />
  );
}

/** A grey pulsing bar in place of a cell value while the table loads. Private until feedback/Skeleton lands. */
export function SkeletonBar() {
  const t = useMessages(tableMessages);
  return (
    <span data-slot="skeleton" className="block h-3 w-3/4 animate-pulse rounded-sm bg-fill-3">
      <span className="sr-only">{t.loading}</span>
    </span>
  );
}

/** The table's empty state. Private minimal copy until feedback/Empty lands. */
export function TableEmpty({ children }: { children?: React.ReactNode }) {
  const t = useMessages(tableMessages);
  return (
    <div data-slot="empty" className="flex flex-col items-center justify-center gap-2 py-10 text-sm text-muted">
      <Inbox aria-hidden="true" className="size-8" strokeWidth={1.5} />
      {children ?? t.empty}
    </div>
  );
}
