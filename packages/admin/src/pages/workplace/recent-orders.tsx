/** The latest orders: number (a link to the order list searched for it), customer, date, total and status. */
import type { WorkplaceFigures } from '@soundboard/contract';
import { Money } from '@soundboard/ui/data-display/money.tsx';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { type DataColumn, DataTable } from '@soundboard/ui/table/data-table.tsx';
import { Link } from 'wouter';
import { useT } from '../../i18n/use-t';
import { formatDay } from '../../lib/format-date';
import { toneOf } from '../../resource/tones';
import { searchHref } from './figure-links';
import { linkText, Panel } from './panel';

type RecentOrder = WorkplaceFigures['recentOrders'][number];

const SALE_ORDERS = '/order/sale';

function useColumns(): DataColumn<RecentOrder>[] {
  const t = useT();
  return [
    {
      id: 'orderNo',
      title: t('workplace.orders.orderNo'),
      isRowHeader: true,
      cell: (order) => (
        <Link href={searchHref(SALE_ORDERS, order.orderNo)} className={`${linkText} tabular-nums`}>
          {order.orderNo}
        </Link>
      ),
    },
    { id: 'customer', title: t('workplace.orders.customer'), cell: (order) => order.customerName },
    { id: 'date', title: t('workplace.orders.date'), cell: (order) => formatDay(order.orderDate) },
    {
      id: 'total',
      title: t('workplace.orders.total'),
      align: 'end',
      cell: (order) => <Money minorUnits={order.total} />,
    },
    {
      id: 'status',
      title: t('workplace.orders.status'),
      cell: (order) => (
        <StatusTag color={toneOf(order.status)} size="sm">
          {t(`saleOrder.status.${order.status}`)}
        </StatusTag>
      ),
    },
  ];
}

export function RecentOrders({ orders, loading = false }: { orders?: RecentOrder[]; loading?: boolean }) {
  const t = useT();
  const title = t('workplace.orders.title');
  return (
    <Panel name="orders" title={title} allHref={SALE_ORDERS}>
      <DataTable
        aria-label={title}
        columns={useColumns()}
        rows={orders ?? []}
        loading={loading}
        emptyContent={t('workplace.orders.empty')}
      />
    </Panel>
  );
}
