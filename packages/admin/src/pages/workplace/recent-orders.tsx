/** The latest orders: number (a link to the order list searched for it), customer, date, total and status. */
import { saleOrder, type WorkplaceFigures } from '@soundboard/contract';
import { Money } from '@soundboard/ui/data-display/money.tsx';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { Link } from '@soundboard/ui/inputs/link.tsx';
import { type DataColumn, DataTable } from '@soundboard/ui/table/data-table.tsx';
import { useT } from '../../i18n/use-t';
import { formatDay } from '../../lib/format-date';
import { toneOf } from '../../resource/tones';
import { searchHref } from './figure-links';
import { Panel } from './panel';
import { useNarrow } from './use-narrow';

type RecentOrder = WorkplaceFigures['recentOrders'][number];

const SALE_ORDERS = '/order/sale';

function OrderLink({ order }: { order: RecentOrder }) {
  return (
    <Link href={searchHref(SALE_ORDERS, order.orderNo)} className="tabular-nums">
      {order.orderNo}
    </Link>
  );
}

function Status({ order }: { order: RecentOrder }) {
  const t = useT();
  return (
    <StatusTag color={toneOf(saleOrder.fields.status, order.status)} size="sm">
      {t(`saleOrder.status.${order.status}`)}
    </StatusTag>
  );
}

/** A wide screen: one column per fact. */
function useWideColumns(): DataColumn<RecentOrder>[] {
  const t = useT();
  return [
    { id: 'orderNo', title: t('workplace.orders.orderNo'), isRowHeader: true, cell: (o) => <OrderLink order={o} /> },
    { id: 'customer', title: t('workplace.orders.customer'), cell: (order) => order.customerName },
    { id: 'date', title: t('workplace.orders.date'), cell: (order) => formatDay(order.orderDate) },
    { id: 'total', title: t('workplace.orders.total'), align: 'end', cell: (o) => <Money minorUnits={o.total} /> },
    { id: 'status', title: t('workplace.orders.status'), cell: (order) => <Status order={order} /> },
  ];
}

/** A phone: the same facts in two columns (five do not fit 390 px, and a sideways scroll hides the status). */
function useNarrowColumns(): DataColumn<RecentOrder>[] {
  const t = useT();
  return [
    {
      id: 'order',
      title: t('workplace.orders.order'),
      isRowHeader: true,
      wrap: true,
      cell: (order) => (
        <span className="flex flex-col gap-0.5">
          <OrderLink order={order} />
          <span className="text-sm text-secondary">{order.customerName}</span>
          <span className="text-xs text-muted">{formatDay(order.orderDate)}</span>
        </span>
      ),
    },
    {
      id: 'totalStatus',
      title: t('workplace.orders.totalStatus'),
      align: 'end',
      cell: (order) => (
        <span className="flex flex-col items-end gap-1">
          <Money minorUnits={order.total} />
          <Status order={order} />
        </span>
      ),
    },
  ];
}

export function RecentOrders({ orders, loading = false }: { orders?: RecentOrder[]; loading?: boolean }) {
  const t = useT();
  const title = t('workplace.orders.title');
  const narrow = useNarrow();
  const wideColumns = useWideColumns();
  const narrowColumns = useNarrowColumns();
  return (
    <Panel name="orders" title={title} allHref={SALE_ORDERS}>
      <DataTable
        aria-label={title}
        columns={narrow ? narrowColumns : wideColumns}
        rows={orders ?? []}
        loading={loading}
        emptyContent={t('workplace.orders.empty')}
      />
    </Panel>
  );
}
