/**
 * The totals over the withdrawal list (CRMEB-style statistic cards, between the filters and the table): waiting
 * for approval, approved and waiting to be paid, paid this month, and what partners may still withdraw. The page
 * reads them again whenever the list is (after any change made on the screen, or its Refresh).
 */
import type { WithdrawalSummary as Summary } from '@soundboard/contract';
import { Statistic } from '@soundboard/ui/data-display/statistic.tsx';
import { useT } from '../../i18n/use-t';

export function WithdrawalSummary({ summary, failed }: { summary: Summary | undefined; failed: boolean }) {
  const t = useT();
  const cards = [
    { key: 'pending', value: summary?.pending.amount, count: summary?.pending.count },
    { key: 'approved', value: summary?.approved.amount, count: summary?.approved.count },
    { key: 'paidThisMonth', value: summary?.paidThisMonth.amount, count: summary?.paidThisMonth.count },
    { key: 'available', value: summary?.available, count: undefined },
  ];
  return (
    <section
      aria-label={t('finance.withdrawal.summary.title')}
      className="flex w-full flex-col gap-2"
      data-section="withdrawal-summary"
    >
      <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        {cards.map((card) => (
          <li key={card.key} className="rounded-md border border-subtle p-3">
            <Statistic
              title={t(`finance.withdrawal.summary.${card.key}`)}
              value={card.value ?? 0}
              currency="CNY"
              className={summary ? '[&_[data-slot=value]]:text-2xl' : 'opacity-50 [&_[data-slot=value]]:text-2xl'}
            />
            {card.count !== undefined && (
              <p className="mt-1 text-sm text-secondary">
                {t('finance.withdrawal.summary.count', { count: card.count })}
              </p>
            )}
          </li>
        ))}
      </ul>
      {failed && <p className="text-sm text-danger-text">{t('finance.withdrawal.summary.failed')}</p>}
    </section>
  );
}
