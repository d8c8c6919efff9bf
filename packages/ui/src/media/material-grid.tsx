/**
 * MaterialGrid: the media library's cards (thumbnail or kind icon, name, size, duration) on RAC's GridList in grid
 * layout: the arrows move in two dimensions, Space toggles a card's check box, Enter opens it (onAction). It only
 * shows what it gets: the thumbnail is the caller's `renderThumb`, because the library's files need the admin's
 * token (the admin renders an image it loaded with its token, or a blob URL).
 */
import type { KeyboardEvent, ReactNode } from 'react';
import { GridList, GridListItem, type Key, type Selection } from 'react-aria-components';
import { Empty } from '../feedback/empty';
import { defineMessages, useMessages } from '../i18n/messages';
import { cn } from '../lib/cn';
import { cx } from '../lib/compose';
import { focusRing } from '../lib/focus-ring';
import { formatSize } from '../pickers/upload-files';
import { SelectionCheckbox } from '../table/selection-checkbox';
import { formatDuration } from './format-duration';
import { MaterialKindIcon } from './material-kind';

const messages = defineMessages({
  'zh-CN': { empty: '暂无素材' },
  'en-US': { empty: 'No materials' },
});

/** What a card needs; the contract's Material fits it, and callbacks get the caller's own item type back. */
export interface MaterialGridItem {
  id: Key;
  /** 'image' | 'audio' | 'video' | 'document' (another value shows a plain file icon). */
  kind: string;
  name: string;
  /** Bytes. */
  size: number;
  /** Seconds (audio, video). */
  duration?: number | null;
}

export interface MaterialGridProps<T extends MaterialGridItem> {
  'aria-label': string;
  items: T[];
  /** 'none' by default; 'multiple' shows a check box per card. */
  selectionMode?: 'none' | 'single' | 'multiple';
  selectedKeys?: Iterable<Key>;
  defaultSelectedKeys?: Iterable<Key>;
  onSelectionChange?: (keys: Set<Key>) => void;
  disabledKeys?: Iterable<Key>;
  /** Enter (or a click when nothing is selectable) on a card: e.g. open its detail. */
  onAction?: (item: T) => void;
  /** The card's picture; without it (or when it returns nothing) the kind's icon. */
  renderThumb?: (item: T) => ReactNode;
  /** Shown when there are no items (default "No materials"). */
  emptyText?: ReactNode;
  className?: string;
}

const card = cx(
  'group relative flex min-w-0 cursor-default flex-col overflow-hidden rounded-md border border-default bg-surface',
  'data-hovered:border-primary-border data-selected:border-primary data-selected:ring-1 data-selected:ring-primary',
  'data-disabled:opacity-60',
  focusRing,
);

export function MaterialGrid<T extends MaterialGridItem>({
  items,
  selectionMode = 'none',
  onSelectionChange,
  onAction,
  renderThumb,
  emptyText,
  className,
  ...props
}: MaterialGridProps<T>) {
  const t = useMessages(messages);
  const byKey = new Map(items.map((item) => [item.id, item]));
  // RAC turns Enter into "toggle selection" once something is selected; Enter must still open the focused card.
  const enterOpens = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = (event.target as Element).closest('[role="row"]');
    const item = [...byKey.values()].find((candidate) => String(candidate.id) === row?.getAttribute('data-key'));
    if (event.key !== 'Enter' || !onAction || !item || event.target !== row) return;
    event.preventDefault();
    event.stopPropagation();
    onAction(item);
  };
  return (
    <div onKeyDownCapture={enterOpens} className="contents">
      <GridList
        {...props}
        layout="grid"
        items={items}
        selectionMode={selectionMode}
        onSelectionChange={(keys: Selection) =>
          onSelectionChange?.(keys === 'all' ? new Set(items.map((item) => item.id)) : new Set(keys))
        }
        onAction={onAction ? (key) => byKey.has(key) && onAction(byKey.get(key) as T) : undefined}
        renderEmptyState={() => <Empty description={emptyText ?? t.empty} />}
        data-slot="material-grid"
        className={cn(
          'grid grid-cols-[repeat(auto-fill,minmax(132px,1fr))] gap-3 outline-none data-empty:grid-cols-1',
          className,
        )}
      >
        {(item) => (
          <GridListItem id={item.id} textValue={item.name} className={card}>
            {({ selectionMode: mode }) => (
              <>
                <div className="flex aspect-[4/3] items-center justify-center overflow-hidden bg-fill-1 text-muted">
                  {renderThumb?.(item) ?? <MaterialKindIcon kind={item.kind} className="size-10" />}
                </div>
                {mode === 'multiple' && (
                  <SelectionCheckbox
                    slot="selection"
                    excludeFromTabOrder
                    className="absolute top-2 left-2 rounded-sm bg-surface"
                  />
                )}
                <div className="flex flex-col gap-0.5 px-2 py-1.5">
                  <span className="truncate text-sm text-default" title={item.name}>
                    {item.name}
                  </span>
                  <span className="flex gap-2 text-xs text-muted tabular-nums">
                    <span>{formatSize(item.size)}</span>
                    {item.duration != null && <span>{formatDuration(item.duration)}</span>}
                  </span>
                </div>
              </>
            )}
          </GridListItem>
        )}
      </GridList>
    </div>
  );
}
