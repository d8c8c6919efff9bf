/** Deliveries (/order/delivery): shipments of approved orders' open lines; shipping posts the stock movements. */
import { delivery } from '@soundboard/contract';
import { useT } from '../../i18n/use-t';
import { ResourceScreen } from '../../resource/resource-screen';
import type { PageProps } from '../../routes/types';
import { deliveryForm } from './document-forms';

export default function DeliveryPage({ route }: PageProps) {
  const t = useT();
  return <ResourceScreen def={delivery} title={t(route.titleKey)} form={deliveryForm(t('order.product'))} />;
}
