/**
 * Returning to the pool: the caller's customers the pool reclaims soon unless followed up (GET
 * /behind/customers/pool-warnings), with the days left and the day it happens, each linking to its tracking page.
 */
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { useT } from '../../i18n/use-t';
import { formatDate } from '../../lib/format-date';
import { CustomerPanel } from './customer-panel';
import { poolWarnings } from './prefetch';
import { useCrmList } from './use-crm-list';

export function PoolWarnings() {
  const t = useT();
  return (
    <CustomerPanel
      name="pool-warnings"
      title={t('workplace.pool.title')}
      rows={useCrmList(poolWarnings.take)}
      empty={t('workplace.pool.empty')}
      more={(count) => t('workplace.pool.more', { count })}
      aside={(row) => (
        <>
          <StatusTag size="sm" color={row.daysLeft <= 1 ? 'danger' : 'warning'}>
            {t('workplace.pool.daysLeft', { count: row.daysLeft })}
          </StatusTag>
          <time dateTime={row.reclaimAt} className="text-xs text-muted">
            {formatDate(row.reclaimAt)}
          </time>
        </>
      )}
    />
  );
}
