/** Companies (/crm/company): the contract definition's list screen. */
import { company } from '@soundboard/contract';
import { useT } from '../../i18n/use-t';
import { ResourceScreen } from '../../resource/resource-screen';
import type { PageProps } from '../../routes/types';

export default function CompanyPage({ route }: PageProps) {
  const t = useT();
  return <ResourceScreen def={company} title={t(route.titleKey)} />;
}
