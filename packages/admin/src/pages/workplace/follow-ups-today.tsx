/**
 * Today's follow-ups: the caller's customers due today or overdue (GET /behind/follow-ups/today, soonest
 * first), each linking to its tracking page; "View all" opens the customer list's today filter.
 */
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { useT } from '../../i18n/use-t';
import { formatDateTime } from '../../lib/format-date';
import { todayFollowUpsHref } from '../crm/customer-today';
import { CustomerPanel } from './customer-panel';
import { followUpsToday } from './prefetch';
import { useCrmList } from './use-crm-list';

export function FollowUpsToday() {
  const t = useT();
  return (
    <CustomerPanel
      name="follow-ups-today"
      title={t('workplace.followUps.title')}
      allHref={todayFollowUpsHref()}
      rows={useCrmList(followUpsToday.take)}
      empty={t('workplace.followUps.empty')}
      more={(count) => t('workplace.followUps.more', { count })}
      aside={(row) => (
        <>
          <time dateTime={row.nextContactAt} className="text-secondary tabular-nums">
            {formatDateTime(row.nextContactAt)}
          </time>
          {row.overdue && (
            <StatusTag size="sm" color="danger">
              {t('workplace.followUps.overdue')}
            </StatusTag>
          )}
        </>
      )}
    />
  );
}
