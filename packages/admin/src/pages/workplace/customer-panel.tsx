/**
 * A Workplace panel listing customers (today's follow-ups, those returning to the pool): up to eight rows, each
 * the customer's name linking to its tracking page over its code, with what the panel says about it on the right;
 * a skeleton while loading, an empty text, and how many more there are.
 */
import { Empty } from '@soundboard/ui/feedback/empty.tsx';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { Link } from '@soundboard/ui/inputs/link.tsx';
import type { ReactNode } from 'react';
import { trackingHref } from '../crm/tracking-links';
import { Panel } from './panel';

export const CUSTOMERS_SHOWN = 8;

interface CustomerRow {
  customerId: number;
  customerCode: string;
  customerName: string;
}

interface CustomerPanelProps<R extends CustomerRow> {
  name: string;
  title: string;
  allHref?: string;
  /** Undefined while loading. */
  rows: R[] | undefined;
  empty: string;
  more: (count: number) => string;
  /** The row's right-hand side: when it is due, how many days are left. */
  aside: (row: R) => ReactNode;
}

export function CustomerPanel<R extends CustomerRow>(props: CustomerPanelProps<R>) {
  const { name, title, allHref, rows, empty, more, aside } = props;
  const hidden = (rows?.length ?? 0) - CUSTOMERS_SHOWN;
  return (
    <Panel name={name} title={title} {...(allHref ? { allHref } : {})}>
      {!rows ? (
        <Skeleton rows={4} />
      ) : rows.length === 0 ? (
        <Empty description={empty} />
      ) : (
        <>
          <ul aria-label={title}>
            {rows.slice(0, CUSTOMERS_SHOWN).map((row) => (
              <li
                key={row.customerId}
                className="flex items-center justify-between gap-3 border-b border-subtle py-2 last:border-b-0"
              >
                <div className="flex min-w-0 flex-col">
                  <Link href={trackingHref(row.customerId)} className="truncate">
                    {row.customerName}
                  </Link>
                  <span className="text-xs text-muted tabular-nums">{row.customerCode}</span>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1 text-sm">{aside(row)}</div>
              </li>
            ))}
          </ul>
          {hidden > 0 && <p className="text-sm text-secondary">{more(hidden)}</p>}
        </>
      )}
    </Panel>
  );
}
