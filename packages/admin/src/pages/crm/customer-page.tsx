/**
 * Customers (/crm/customer): the contract definition's list screen with the owner's scope (Mine | Pool | All),
 * the today's-follow-ups toggle, follow-up / claim / release / transfer actions, the owner history in the
 * detail, and a form where a company customer picks its company (a private person has none).
 */
import { customer } from '@soundboard/contract';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { useT } from '../../i18n/use-t';
import { StaffChip } from '../../lib/staff-chip';
import type { ResourceRecord } from '../../resource/api';
import { ResourceScreen } from '../../resource/resource-screen';
import type { PageProps } from '../../routes/types';
import { CustomerDetailActions, CustomerRowActions } from './customer-actions';
import { CustomerListBar } from './customer-list-bar';
import { CustomerOwners } from './customer-owners';

function Owner({ row }: { row: ResourceRecord }) {
  const t = useT();
  if (row.ownerId === null || row.ownerId === undefined)
    return (
      <StatusTag color="warning" size="sm">
        {t('crm.customer.inPool')}
      </StatusTag>
    );
  return <StaffChip userId={Number(row.ownerId)} name={row.refLabels.ownerId} />;
}

export default function CustomerPage({ route }: PageProps) {
  const t = useT();
  return (
    <ResourceScreen
      def={customer}
      title={t(route.titleKey)}
      cells={{ ownerId: (row) => <Owner row={row} /> }}
      listBar={(query) => <CustomerListBar query={query} />}
      rowActions={(row, reload) => <CustomerRowActions row={row} reload={reload} />}
      form={{
        defaults: () => ({ kind: 'company' }),
        hideFor: (values) => (values.kind === 'company' ? [] : ['companyId']),
        requireFor: (values) => (values.kind === 'company' ? ['companyId'] : []),
      }}
      detail={{
        values: { ownerId: (record) => <Owner row={record} /> },
        actions: (record, reload) => <CustomerDetailActions record={record} reload={reload} />,
        tabs: (record) => [
          {
            id: 'owners',
            title: t('crm.owners.title'),
            content: <CustomerOwners id={record.id} version={record.version} />,
          },
        ],
      }}
    />
  );
}
