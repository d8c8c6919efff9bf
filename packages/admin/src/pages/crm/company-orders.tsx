/** A company's latest sale orders (GET /companies/:id/orders), each linking to the sale order list searched for it. */
import { type CompanyOrder, saleOrder } from '@soundboard/contract';
import { Money } from '@soundboard/ui/data-display/money.tsx';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { Empty } from '@soundboard/ui/feedback/empty.tsx';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { Link } from '@soundboard/ui/inputs/link.tsx';
import { DataTable } from '@soundboard/ui/table/data-table.tsx';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { formatDay } from '../../lib/format-date';
import { toneOf } from '../../resource/tones';
import { companyApi } from './company-api';

const SALE_ORDERS = '/order/sale';

export function CompanyOrders({ companyId }: { companyId: number }) {
  const t = useT();
  const [orders, setOrders] = useState<CompanyOrder[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setFailed(false);
    companyApi.orders(companyId).then(setOrders, () => setFailed(true));
  }, [companyId]);
  if (failed) return <Alert status="error">{t('crm.company.loadFailed')}</Alert>;
  if (!orders) return <Skeleton rows={3} />;
  if (orders.length === 0) return <Empty />;
  return (
    <DataTable<CompanyOrder>
      aria-label={t('crm.company.orders')}
      rows={orders}
      columns={[
        {
          id: 'orderNo',
          title: t('saleOrder.field.orderNo'),
          isRowHeader: true,
          cell: (order) => (
            <Link href={`${SALE_ORDERS}?${new URLSearchParams({ q: order.orderNo })}`} className="tabular-nums">
              {order.orderNo}
            </Link>
          ),
        },
        { id: 'orderDate', title: t('saleOrder.field.orderDate'), cell: (order) => formatDay(order.orderDate) },
        {
          id: 'customer',
          title: t('saleOrder.field.customerId'),
          wrap: true,
          cell: (order) => `${order.customerCode} ${order.customerName}`,
        },
        {
          id: 'status',
          title: t('saleOrder.field.status'),
          cell: (order) => (
            <StatusTag color={toneOf(saleOrder.fields.status, order.status)} size="sm">
              {t(`saleOrder.status.${order.status}`)}
            </StatusTag>
          ),
        },
        {
          id: 'total',
          title: t('saleOrder.field.total'),
          align: 'end',
          cell: (order) => <Money minorUnits={order.total} />,
        },
      ]}
    />
  );
}
