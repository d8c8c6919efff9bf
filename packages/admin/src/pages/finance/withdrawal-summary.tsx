/**
 * The totals above the withdrawal list (CRMEB-style statistic cards): waiting for approval, approved and waiting
 * to be paid, paid this month, and what partners may still withdraw. Reloaded with the list after a change.
 */
import { Statistic } from '@soundboard/ui/data-display/statistic.tsx';
import type { WithdrawalSummary as Summary } from '../../api/finance-withdrawals';
import { useT } from '../../i18n/use-t';

export function WithdrawalSummary({ summary, failed }: { summary: Summary | undefined; failed: boolean }) {
  const t = useT();
  if (failed) return <p className="text-sm text-secondary">{t('finance.withdrawal.summary.failed')}</p>;
  const cards = [
    { key: 'pending', value: summary?.pending.amount, count: summary?.pending.count },
    { key: 'approved', value: summary?.approved.amount, count: summary?.approved.count },
    { key: 'paidThisMonth', value: summary?.paidThisMonth.amount, count: summary?.paidThisMonth.count },
    { key: 'available', value: summary?.available, count: undefined },
  ];
  return (
    <ul
      aria-label={t('finance.withdrawal.summary.title')}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4"
      data-section="withdrawal-summary"
    >
      {cards.map((card) => (
        <li key={card.key} className="rounded-lg bg-surface p-4">
          <Statistic
            title={t(`finance.withdrawal.summary.${card.key}`)}
            value={card.value ?? 0}
            currency="CNY"
            className={summary ? undefined : 'opacity-50'}
          />
          {card.count !== undefined && (
            <p className="mt-1 text-sm text-secondary">
              {t('finance.withdrawal.summary.count', { count: card.count })}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
