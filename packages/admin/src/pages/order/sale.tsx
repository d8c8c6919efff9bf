/**
 * Sale orders (/order/sale): the resource screen of the contract's saleOrder definition, with the line editor
 * (products, prices, discounts, live totals), and in its detail the customer (company, owner) and the order's
 * documents.
 */
import { businessDay, saleOrder } from '@soundboard/contract';
import { useT } from '../../i18n/use-t';
import { useResourceLabels } from '../../resource/labels';
import { ResourceScreen } from '../../resource/resource-screen';
import type { PageProps } from '../../routes/types';
import { OrderCustomer } from './order-customer';
import { OrderDocuments } from './order-documents';
import { useOrderLines } from './order-lines';

export default function SaleOrderPage({ route }: PageProps) {
  const t = useT();
  const lines = useOrderLines(useResourceLabels(saleOrder));
  return (
    <ResourceScreen
      def={saleOrder}
      title={t(route.titleKey)}
      form={{ defaults: () => ({ orderDate: businessDay(), lines: [] }), lines }}
      detail={{
        sections: (order, reload) => (
          <>
            <OrderCustomer order={order} />
            <OrderDocuments order={order} reload={reload} />
          </>
        ),
      }}
    />
  );
}
