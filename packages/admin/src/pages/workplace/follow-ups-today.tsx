/**
 * Today's follow-ups: the caller's customers due today or overdue (GET /behind/follow-ups/today, soonest
 * first), up to eight, each linking to its tracking page; "View all" opens the customer list's today filter.
 */
import type { TodayFollowUp } from '@soundboard/contract';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { Empty } from '@soundboard/ui/feedback/empty.tsx';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { Link } from '@soundboard/ui/inputs/link.tsx';
import { crmTrackingApi } from '../../api/crm-tracking';
import { useT } from '../../i18n/use-t';
import { formatDateTime } from '../../lib/format-date';
import { todayFollowUpsHref } from '../crm/customer-today';
import { trackingHref } from '../crm/tracking-links';
import { Panel } from './panel';
import { useCrmList } from './use-crm-list';

export const FOLLOW_UPS_SHOWN = 8;

function Row({ row }: { row: TodayFollowUp }) {
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
        <time dateTime={row.nextContactAt} className="text-secondary tabular-nums">
          {formatDateTime(row.nextContactAt)}
        </time>
        {row.overdue && (
          <StatusTag size="sm" color="danger">
            {t('workplace.followUps.overdue')}
          </StatusTag>
        )}
      </div>
    </li>
  );
}

export function FollowUpsToday() {
  const t = useT();
  const rows = useCrmList(crmTrackingApi.today);
  const title = t('workplace.followUps.title');
  const more = (rows?.length ?? 0) - FOLLOW_UPS_SHOWN;
  return (
    <Panel name="follow-ups-today" title={title} allHref={todayFollowUpsHref()}>
      {!rows ? (
        <Skeleton rows={4} />
      ) : rows.length === 0 ? (
        <Empty description={t('workplace.followUps.empty')} />
      ) : (
        <>
          <ul aria-label={title}>
            {rows.slice(0, FOLLOW_UPS_SHOWN).map((row) => (
              <Row key={row.customerId} row={row} />
            ))}
          </ul>
          {more > 0 && <p className="text-sm text-secondary">{t('workplace.followUps.more', { count: more })}</p>}
        </>
      )}
    </Panel>
  );
}
