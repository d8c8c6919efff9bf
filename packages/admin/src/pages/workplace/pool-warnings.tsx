/**
 * Returning to the pool: the caller's customers the pool reclaims soon unless followed up (GET
 * /behind/customers/pool-warnings), with the days left and the day it happens, each linking to its tracking page.
 */
import type { PoolWarning } from '@soundboard/contract';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { Empty } from '@soundboard/ui/feedback/empty.tsx';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { Link } from '@soundboard/ui/inputs/link.tsx';
import { crmTrackingApi } from '../../api/crm-tracking';
import { useT } from '../../i18n/use-t';
import { formatDate } from '../../lib/format-date';
import { trackingHref } from '../crm/tracking-links';
import { FOLLOW_UPS_SHOWN } from './follow-ups-today';
import { Panel } from './panel';
import { useCrmList } from './use-crm-list';

function Row({ row }: { row: PoolWarning }) {
  const t = useT();
  return (
    <li className="flex items-center justify-between gap-3 border-b border-subtle py-2 last:border-b-0">
      <div className="flex min-w-0 flex-col">
        <Link href={trackingHref(row.customerId)} className="truncate">
          {row.customerName}
        </Link>
        <span className="text-xs text-muted tabular-nums">{row.customerCode}</span>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1 text-sm">
        <StatusTag size="sm" color={row.daysLeft <= 1 ? 'danger' : 'warning'}>
          {t('workplace.pool.daysLeft', { count: row.daysLeft })}
        </StatusTag>
        <time dateTime={row.reclaimAt} className="text-xs text-muted">
          {formatDate(row.reclaimAt)}
        </time>
      </div>
    </li>
  );
}

export function PoolWarnings() {
  const t = useT();
  const rows = useCrmList(crmTrackingApi.poolWarnings);
  const title = t('workplace.pool.title');
  const more = (rows?.length ?? 0) - FOLLOW_UPS_SHOWN;
  return (
    <Panel name="pool-warnings" title={title}>
      {!rows ? (
        <Skeleton rows={4} />
      ) : rows.length === 0 ? (
        <Empty description={t('workplace.pool.empty')} />
      ) : (
        <>
          <ul aria-label={title}>
            {rows.slice(0, FOLLOW_UPS_SHOWN).map((row) => (
              <Row key={row.customerId} row={row} />
            ))}
          </ul>
          {more > 0 && <p className="text-sm text-secondary">{t('workplace.pool.more', { count: more })}</p>}
        </>
      )}
    </Panel>
  );
}
