/**
 * After-sale refunds (/order/refund): requests against an order (bounded by what was paid and delivered);
 * approving asks for the amount, starting from the requested one.
 */
import { refund } from '@soundboard/contract';
import { useT } from '../../i18n/use-t';
import { ResourceScreen } from '../../resource/resource-screen';
import type { PageProps } from '../../routes/types';
import { refundForm } from './document-forms';

export default function RefundPage({ route }: PageProps) {
  const t = useT();
  return (
    <ResourceScreen
      def={refund}
      title={t(route.titleKey)}
      form={refundForm(t('order.product'))}
      detail={{
        inputDefaults: (action, record) => (action === 'approve' ? { approvedAmount: record.requestedAmount } : {}),
      }}
    />
  );
}
