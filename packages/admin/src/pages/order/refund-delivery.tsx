/** Refund deliveries (/order/refund/delivery): goods coming back under approved return refunds. */
import { refundDelivery } from '@soundboard/contract';
import { useT } from '../../i18n/use-t';
import { ResourceScreen } from '../../resource/resource-screen';
import type { PageProps } from '../../routes/types';

export default function RefundDeliveryPage({ route }: PageProps) {
  const t = useT();
  return (
    <ResourceScreen
      def={refundDelivery}
      title={t(route.titleKey)}
      detail={{ inputDefaults: (action) => (action === 'receive' ? { condition: 'good' } : {}) }}
    />
  );
}
