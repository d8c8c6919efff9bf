/**
 * A company's customers the caller may see (the customer list filtered by companyId; the server leaves out other
 * salespeople's), each linking to the customer list searched for its code.
 */

import { useStore } from '@nanostores/react';
import { customer, type ResourceDef } from '@soundboard/contract';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { Empty } from '@soundboard/ui/feedback/empty.tsx';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { Link } from '@soundboard/ui/inputs/link.tsx';
import { DataTable } from '@soundboard/ui/table/data-table.tsx';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { apiFor, type ResourceRecord } from '../../resource/api';
import { fieldValue } from '../../resource/cells';
import { useResourceLabels } from '../../resource/labels';
import { $locale } from '../../stores/locale';
import { CUSTOMERS_PATH } from './customer-today';

const COLUMNS = ['code', 'name', 'ownerId', 'status', 'level', 'lastContactAt'] as const;

export function CompanyCustomers({ companyId }: { companyId: number }) {
  const t = useT();
  const locale = useStore($locale);
  const labels = useResourceLabels(customer as ResourceDef);
  const [rows, setRows] = useState<ResourceRecord[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setFailed(false);
    apiFor(customer)
      .list({ companyId: String(companyId), pageSize: '100' })
      .then(
        (page) => setRows(page.list),
        () => setFailed(true),
      );
  }, [companyId]);
  if (failed) return <Alert status="error">{t('crm.company.loadFailed')}</Alert>;
  if (!rows) return <Skeleton rows={3} />;
  if (rows.length === 0) return <Empty />;
  const context = { labels, locale, yes: t('resource.yes'), no: t('resource.no') };
  return (
    <DataTable<ResourceRecord>
      aria-label={t('crm.company.customers')}
      rows={rows}
      columns={COLUMNS.map((name) => ({
        id: name,
        title: labels.field(name),
        isRowHeader: name === 'name',
        cell: (row) =>
          name === 'code' ? (
            <Link href={`${CUSTOMERS_PATH}?${new URLSearchParams({ q: String(row.code) })}`}>{String(row.code)}</Link>
          ) : name === 'ownerId' && row.ownerId === null ? (
            t('crm.customer.inPool')
          ) : (
            fieldValue(name, customer.fields[name], row[name], { ...context, refLabels: row.refLabels })
          ),
      }))}
    />
  );
}
