/**
 * DataTable: a server-paginated list's table on plain <table> semantics — a page holds at most a hundred rows,
 * so nothing needs virtualising (the virtualised Table is for long client-side lists). Sortable headers are
 * buttons with aria-sort on their column; an optional first column selects rows (Space on a focused check box)
 * and the page at once; every interactive cell is reached by Tab. Columns are data; hidden ones are not drawn.
 * While `loading` without rows, skeleton rows stand in; while loading with rows, the rows stay (dimmed, busy).
 */
import type { ReactNode } from 'react';
import { useMessages } from '../i18n/messages';
import { cn } from '../lib/cn';
import { cx } from '../lib/cx';
import { focusRingNative } from '../lib/focus-ring';
import { RowCheckbox } from './row-checkbox';
import { tableMessages } from './table.messages';
import { SkeletonBar, SortIcon, TableEmpty } from './table-parts';

export interface DataColumn<T> {
  id: string;
  title: string;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  align?: 'start' | 'end';
  /** CSS width, e.g. '8rem'; columns without one share the rest. */
  width?: string;
  /** The column that names the row (a <th scope="row">). */
  isRowHeader?: boolean;
  /** Let long text wrap (cells stay on one line by default; the table scrolls sideways when narrow). */
  wrap?: boolean;
}

export interface DataSort {
  column: string;
  direction: 'ascending' | 'descending';
}

export interface DataTableProps<T extends { id: string | number }> {
  'aria-label': string;
  columns: DataColumn<T>[];
  rows: T[];
  hiddenColumns?: Iterable<string>;
  sort?: DataSort;
  onSortChange?: (sort: DataSort) => void;
  /** Ids of the selected rows; with onSelectionChange a check box column is shown. */
  selected?: ReadonlySet<T['id']>;
  onSelectionChange?: (selected: Set<T['id']>) => void;
  loading?: boolean;
  emptyContent?: ReactNode;
  className?: string;
}

/** Fixed keys for the placeholder rows (they never reorder). */
const SKELETON_ROWS = ['s1', 's2', 's3', 's4', 's5'];

const cellBase = 'border-b border-subtle px-3 py-2.5 align-middle';

function nextSort(current: DataSort | undefined, column: string): DataSort {
  if (current?.column === column && current.direction === 'ascending') return { column, direction: 'descending' };
  return { column, direction: 'ascending' };
}

export function DataTable<T extends { id: string | number }>({
  columns,
  rows,
  hiddenColumns,
  sort,
  onSortChange,
  selected,
  onSelectionChange,
  loading = false,
  emptyContent,
  className,
  ...props
}: DataTableProps<T>) {
  const t = useMessages(tableMessages);
  const hidden = new Set(hiddenColumns ?? []);
  const shown = columns.filter((column) => !hidden.has(column.id));
  const selectable = Boolean(onSelectionChange);
  const chosen = selected ?? new Set<T['id']>();
  const pageIds = rows.map((row) => row.id);
  const allChosen = pageIds.length > 0 && pageIds.every((id) => chosen.has(id));
  const someChosen = !allChosen && pageIds.some((id) => chosen.has(id));
  const span = shown.length + (selectable ? 1 : 0);

  const toggleAll = () => {
    const next = new Set(chosen);
    for (const id of pageIds) {
      if (allChosen) next.delete(id);
      else next.add(id);
    }
    onSelectionChange?.(next);
  };
  const toggle = (id: T['id']) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectionChange?.(next);
  };

  return (
    <div data-slot="data-table" className={cn('w-full overflow-x-auto rounded-md border border-subtle', className)}>
      <table
        aria-label={props['aria-label']}
        aria-busy={loading || undefined}
        className="w-full border-collapse bg-surface text-base text-default"
      >
        <thead className="bg-fill-1">
          <tr>
            {selectable && (
              <th scope="col" className={cx(cellBase, 'w-10')}>
                <RowCheckbox
                  label={t.selectAll}
                  checked={allChosen}
                  indeterminate={someChosen}
                  disabled={pageIds.length === 0}
                  onChange={toggleAll}
                />
              </th>
            )}
            {shown.map((column) => {
              const direction = sort?.column === column.id ? sort.direction : undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={column.sortable ? (direction ?? 'none') : undefined}
                  style={column.width ? { width: column.width } : undefined}
                  className={cx(
                    cellBase,
                    'text-sm font-medium whitespace-nowrap text-secondary',
                    column.align === 'end' ? 'text-right' : 'text-left',
                  )}
                >
                  {column.sortable && onSortChange ? (
                    <button
                      type="button"
                      onClick={() => onSortChange(nextSort(sort, column.id))}
                      className={cx(
                        'inline-flex cursor-pointer items-center gap-1 rounded-sm hover:text-default',
                        focusRingNative,
                      )}
                    >
                      {column.title}
                      <SortIcon direction={direction} />
                    </button>
                  ) : (
                    column.title
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className={cx(loading && rows.length > 0 && 'opacity-60')}>
          {loading && rows.length === 0
            ? SKELETON_ROWS.map((key) => (
                <tr key={key}>
                  {[...(selectable ? ['select'] : []), ...shown.map((column) => column.id)].map((cell) => (
                    <td key={cell} className={cellBase}>
                      <SkeletonBar />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row) => (
                <tr
                  key={row.id}
                  data-selected={chosen.has(row.id) || undefined}
                  className="hover:bg-fill-1 data-selected:bg-primary-subtle"
                >
                  {selectable && (
                    <td className={cellBase}>
                      <RowCheckbox label={t.selectRow} checked={chosen.has(row.id)} onChange={() => toggle(row.id)} />
                    </td>
                  )}
                  {shown.map((column) => {
                    const Cell = column.isRowHeader ? 'th' : 'td';
                    return (
                      <Cell
                        key={column.id}
                        {...(column.isRowHeader ? { scope: 'row' } : {})}
                        className={cx(
                          cellBase,
                          'font-normal',
                          !column.wrap && 'whitespace-nowrap',
                          column.align === 'end' ? 'text-right tabular-nums' : 'text-left',
                        )}
                      >
                        {column.cell(row)}
                      </Cell>
                    );
                  })}
                </tr>
              ))}
          {!loading && rows.length === 0 && (
            <tr>
              <td colSpan={span}>
                <TableEmpty>{emptyContent}</TableEmpty>
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
