/**
 * The frame every docs helper renders in: the kit's surface and text tokens (so it follows dark mode), outside
 * Storybook's prose styles (`sb-unstyled`), and a table whose cells the pages fill.
 */
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export function DocPanel({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'sb-unstyled my-4 rounded-lg border border-default bg-surface p-4 font-sans text-base text-default',
        className,
      )}
    >
      {children}
    </div>
  );
}

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Token names and values read best in the monospace face. */
  mono?: boolean;
}

/** A captioned table of token rows; the first column heads each row. */
export function TokenTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
}) {
  return (
    <DocPanel className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-2 text-left text-base font-medium text-default">{caption}</caption>
        <thead>
          <tr className="border-b border-default text-xs text-muted">
            {columns.map((column) => (
              <th key={column.header} scope="col" className="py-2 pr-4 font-medium">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-subtle align-middle">
              {columns.map((column, i) => {
                const Cell = i === 0 ? 'th' : 'td';
                return (
                  <Cell
                    key={column.header}
                    scope={i === 0 ? 'row' : undefined}
                    className={cn('py-2 pr-4 font-normal text-secondary', column.mono && 'font-mono text-xs')}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </DocPanel>
  );
}
