/** Customers (/crm/customer): the contract definition's list screen. */
import { customer } from '@soundboard/contract';
import { useT } from '../../i18n/use-t';
import { ResourceScreen } from '../../resource/resource-screen';
import type { PageProps } from '../../routes/types';

export default function CustomerPage({ route }: PageProps) {
  const t = useT();
  return <ResourceScreen def={customer} title={t(route.titleKey)} />;
}
