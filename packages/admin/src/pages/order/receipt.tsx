/**
 * Receipts (/order/receipt): money received, allocated to the customer's open orders (their search shows only
 * that customer's orders that still owe; choosing one fills what it owes).
 */
import { amountDue, receipt, saleOrder } from '@soundboard/contract';
import { useT } from '../../i18n/use-t';
import { apiFor } from '../../resource/api';
import { ResourceScreen } from '../../resource/resource-screen';
import type { PageProps } from '../../routes/types';
import { receiptDefaults } from './document-forms';

export default function ReceiptPage({ route }: PageProps) {
  const t = useT();
  return (
    <ResourceScreen
      def={receipt}
      title={t(route.titleKey)}
      form={{
        defaults: () => ({ ...receiptDefaults(), lines: [] }),
        lines: {
          newLine: () => ({ orderId: null, amount: null }),
          refFilters: (values) => ({
            orderId: {
              ...(values.customerId ? { customerId: String(values.customerId) } : {}),
              status: 'submitted,approved,delivered,completed',
              payStatus: 'unpaid,partial',
            },
          }),
          async onFieldChange(_line, field, value) {
            if (field !== 'orderId' || value === null) return {};
            const order = await apiFor(saleOrder).get(Number(value));
            return { amount: amountDue(order as unknown as Parameters<typeof amountDue>[0]) };
          },
        },
      }}
    />
  );
}
