/**
 * Data table on RAC's Table, always virtualised (Virtualizer + TableLayout): only the rows in view are in the DOM,
 * so 10,000 rows scroll smoothly. The header stays on top while the body scrolls. Columns are data; hidden
 * columns are not rendered at all. While `loading`, skeleton rows stand in for the data.
 */
import { type ReactNode, useMemo } from 'react';
import {
  Table as AriaTable,
  Cell,
  Collection,
  Column,
  type Key,
  Row,
  type Selection,
  type SortDescriptor,
  TableBody,
  TableHeader,
  TableLayout,
  Virtualizer,
} from 'react-aria-components';
import { useMessages } from '../i18n/messages';
import { cx } from '../lib/compose';
import { SelectionCheckbox } from './selection-checkbox';
import { tableMessages } from './table.messages';
import { SkeletonBar, SortIcon, TableEmpty } from './table-parts';
import './virtualizer-env';
import { cn } from '../lib/cn';
import { focusRingInset } from '../lib/focus-ring';

export interface TableColumn<T> {
  id: string;
  title: string;
  cell: (row: T) => ReactNode;
  /** The column that names the row for screen readers (one per table). */
  isRowHeader?: boolean;
  allowsSorting?: boolean;
  align?: 'start' | 'end';
  /** Fixed width in px, or a fraction such as '2fr'. */
  width?: number | `${number}fr`;
}

export interface TableProps<T extends { id: Key }> {
  'aria-label': string;
  /**
   * Keep this array stable (module constant or useMemo): a new array each render makes RAC rebuild the header
   * collection, and a rebuild racing the virtualizer's layout can leave the fixed-width columns off-screen.
   */
  columns: TableColumn<T>[];
  rows: T[];
  /** Ids of columns not to render (see ColumnVisibility). */
  hiddenColumns?: Iterable<Key>;
  selectionMode?: 'none' | 'single' | 'multiple';
  selectedKeys?: Selection;
  defaultSelectedKeys?: Selection;
  onSelectionChange?: (keys: Selection) => void;
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  loading?: boolean;
  /** Height of the scrolling viewport in px; without it the table grows with its rows. */
  height?: number;
  rowHeight?: number;
  emptyContent?: ReactNode;
  className?: string;
}

const SKELETON_COUNT = 5;
type SkeletonRow = { id: string; skeleton: true };
const skeletonRows: SkeletonRow[] = Array.from({ length: SKELETON_COUNT }, (_, i) => ({
  id: `skeleton-${i}`,
  skeleton: true,
}));
const isSkeleton = (row: object): row is SkeletonRow => 'skeleton' in row && row.skeleton === true;

/** The text a row is found by (type-ahead, screen readers), when its row-header cell is plain text. */
const textOf = (content: ReactNode) =>
  typeof content === 'string' || typeof content === 'number' ? String(content) : undefined;

const headerCell = cx(
  'flex h-full items-center gap-1 border-b border-subtle bg-fill-1 px-3 text-left text-sm font-medium text-secondary',
  focusRingInset,
  'data-[allows-sorting]:cursor-pointer data-hovered:data-[allows-sorting]:bg-fill-2',
);
const bodyRow = cx(
  'border-b border-subtle text-base text-default data-hovered:bg-fill-1 data-selected:bg-primary-subtle',
  focusRingInset,
);
const bodyCell = cx('flex h-full items-center truncate px-3', focusRingInset);

export function Table<T extends { id: Key }>({
  columns,
  rows,
  hiddenColumns,
  selectionMode = 'none',
  loading = false,
  height,
  rowHeight = 44,
  emptyContent,
  className,
  ...props
}: TableProps<T>) {
  const t = useMessages(tableMessages);
  // Stable while the inputs are: a new `visible` makes RAC rebuild the whole row collection.
  const hiddenKey = [...(hiddenColumns ?? [])].join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: hiddenKey stands for hiddenColumns' content
  const visible = useMemo(() => {
    const hidden = new Set<Key>(hiddenColumns ?? []);
    return columns.filter((column) => !hidden.has(column.id));
  }, [columns, hiddenKey]);
  const selectable = selectionMode !== 'none';
  const items: (T | SkeletonRow)[] = loading ? skeletonRows : rows;

  return (
    <div data-slot="table" aria-busy={loading || undefined} className="relative">
      <span role="status" className="sr-only">
        {loading ? t.loading : ''}
      </span>
      <Virtualizer layout={TableLayout} layoutOptions={{ rowHeight, headingHeight: rowHeight }}>
        <AriaTable
          {...props}
          selectionMode={selectionMode}
          disabledKeys={loading ? skeletonRows.map((row) => row.id) : undefined}
          style={height ? { height } : undefined}
          className={cn('relative overflow-auto rounded-md border border-default bg-surface', className)}
        >
          <TableHeader data-slot="header" dependencies={[visible, selectionMode]}>
            {selectable && (
              <Column width={44} minWidth={44} className={headerCell}>
                {selectionMode === 'multiple' ? (
                  <SelectionCheckbox slot="selection" aria-label={t.selectAll} />
                ) : (
                  <span className="sr-only">{t.selectRow}</span>
                )}
              </Column>
            )}
            <Collection items={visible}>
              {(column) => (
                <Column
                  id={column.id}
                  isRowHeader={column.isRowHeader}
                  allowsSorting={column.allowsSorting}
                  width={column.width}
                  textValue={column.title}
                  className={cx(headerCell, column.align === 'end' && 'justify-end')}
                >
                  {({ allowsSorting, sortDirection }) => (
                    <>
                      <span className="truncate">{column.title}</span>
                      {allowsSorting && <SortIcon direction={sortDirection} />}
                    </>
                  )}
                </Column>
              )}
            </Collection>
          </TableHeader>
          <TableBody
            items={items}
            dependencies={[visible, loading]}
            renderEmptyState={() => <TableEmpty>{emptyContent}</TableEmpty>}
          >
            {(row) => (
              <Row id={row.id} columns={visible} className={bodyRow} data-slot="row">
                {selectable && (
                  <Cell className={bodyCell}>
                    {!isSkeleton(row) && <SelectionCheckbox slot="selection" aria-label={t.selectRow} />}
                  </Cell>
                )}
                {visible.map((column) => (
                  <Cell
                    key={column.id}
                    textValue={column.isRowHeader && !isSkeleton(row) ? textOf(column.cell(row)) : undefined}
                    className={cx(bodyCell, column.align === 'end' && 'justify-end tabular-nums')}
                  >
                    {/* A function: RAC builds every row's collection node, but renders cell content only in view. */}
                    {isSkeleton(row) ? <SkeletonBar /> : () => column.cell(row)}
                  </Cell>
                ))}
              </Row>
            )}
          </TableBody>
        </AriaTable>
      </Virtualizer>
    </div>
  );
}
