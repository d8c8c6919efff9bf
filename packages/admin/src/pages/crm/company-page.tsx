/**
 * Companies (/crm/company): the contract definition's list screen; the detail adds the company's customers (those
 * the caller may see) and its latest orders to the generic tabs (overview, contacts, sites, history).
 */
import { company } from '@soundboard/contract';
import { useT } from '../../i18n/use-t';
import { ResourceScreen } from '../../resource/resource-screen';
import type { PageProps } from '../../routes/types';
import { CompanyCustomers } from './company-customers';
import { CompanyOrders } from './company-orders';

export default function CompanyPage({ route }: PageProps) {
  const t = useT();
  return (
    <ResourceScreen
      def={company}
      title={t(route.titleKey)}
      detail={{
        tabs: (record) => [
          { id: 'customers', title: t('crm.company.customers'), content: <CompanyCustomers companyId={record.id} /> },
          { id: 'orders', title: t('crm.company.orders'), content: <CompanyOrders companyId={record.id} /> },
        ],
      }}
    />
  );
}
