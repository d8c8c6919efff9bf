/**
 * The certification records as a plain table: a user has a handful, so nothing to virtualise, and the kit's
 * virtualised Table misplaced its columns here after the page above it changed height (see the issue note).
 */
import type { TableColumn } from '@soundboard/ui/table/table.tsx';

/** The kit Table's column shape, minus what only a virtualised layout uses. */
export type RecordColumn<T> = Pick<TableColumn<T>, 'id' | 'title' | 'cell' | 'isRowHeader'>;

const cellClass = 'border-b border-subtle px-3 py-2.5 text-left align-middle';

export function RecordsTable<T extends { id: number }>({
  label,
  columns,
  rows,
  loading,
  empty,
}: {
  label: string;
  columns: RecordColumn<T>[];
  rows: T[];
  loading: boolean;
  empty: string;
}) {
  return (
    <div className="overflow-x-auto rounded-md border border-default" aria-busy={loading || undefined}>
      <table aria-label={label} className="w-full min-w-[640px] border-collapse bg-surface text-base text-default">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={`${cellClass} bg-fill-1 text-sm font-medium text-secondary`}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="hover:bg-fill-1">
              {columns.map((column) =>
                column.isRowHeader ? (
                  <th key={column.id} scope="row" className={`${cellClass} font-normal`}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.id} className={cellClass}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
          {!loading && rows.length === 0 && (
            <tr>
              <td colSpan={columns.length} className={`${cellClass} py-8 text-center text-secondary`}>
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
