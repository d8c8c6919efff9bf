/**
 * Adjustments waiting for a decision, across partners (in the page's drawer) or one partner's (in its detail):
 * each with its partner, signed amount, reason and who asked, and Approve / Reject for finance:write. The server
 * refuses the user who asked (a second person decides); its message says so. The page loads the list once.
 */
import { useStore } from '@nanostores/react';
import { type PartnerAdjustmentRow as PartnerAdjustment, partner } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { Permission } from '@soundboard/ui/widgets/permission.tsx';
import { useId, useState } from 'react';
import { decideAdjustment } from '../../api/finance-partners';
import { useT } from '../../i18n/use-t';
import { formatDateTime } from '../../lib/format-date';
import { StaffSentence } from '../../lib/staff-sentence';
import { useReferenceName } from '../../resource/use-reference-name';
import { $locale } from '../../stores/locale';
import { formatDelta } from './ledger-table';

function PartnerName({ id }: { id: number }) {
  return <>{useReferenceName(partner, String(id)) || `#${id}`}</>;
}

export function PartnerPendingAdjustments({
  items,
  failed,
  partnerId,
  onDecided,
}: {
  /** Every pending adjustment; undefined while loading. */
  items: readonly PartnerAdjustment[] | undefined;
  failed: boolean;
  /** Only this partner's (in its detail); absent: every partner's. */
  partnerId?: number;
  onDecided: () => void;
}) {
  const t = useT();
  const locale = useStore($locale);
  const [busy, setBusy] = useState<number | null>(null);
  const headingId = useId();
  const pending = (items ?? []).filter((item) => partnerId === undefined || item.partnerId === partnerId);

  const decide = async (item: PartnerAdjustment, decision: 'approve' | 'reject') => {
    const action = t(`finance.partner.pending.${decision}`);
    const ok = await confirm({
      title: t('resource.confirmAction.title', { action }),
      content: t('finance.partner.pending.confirm', {
        amount: formatDelta(item.amount, locale),
        reason: item.reason,
      }),
      danger: decision === 'reject',
      okText: action,
    });
    if (!ok) return;
    setBusy(item.id);
    const done = await decideAdjustment(item.id, decision).then(
      () => true,
      () => false,
    );
    setBusy(null);
    if (!done) return;
    toast.success(t('resource.done', { action }));
    onDecided();
  };

  if (partnerId !== undefined && pending.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2" data-section="pending-adjustments">
      {/* In the page's drawer its title names the list already. */}
      <h3 id={headingId} className={partnerId === undefined ? 'sr-only' : 'text-base font-semibold text-default'}>
        {t('finance.partner.pending.title')}
      </h3>
      <p className="text-sm text-secondary">{t('finance.partner.pending.rule')}</p>
      {failed ? (
        <p className="text-sm text-secondary">{t('finance.partner.pending.failed')}</p>
      ) : items && pending.length === 0 ? (
        <p className="text-sm text-secondary">{t('finance.partner.pending.none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-[var(--sb-border-subtle)] rounded-md border border-subtle">
          {pending.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm"
              data-adjustment={item.id}
            >
              {partnerId === undefined && (
                <span className="font-medium text-default">
                  <PartnerName id={item.partnerId} />
                </span>
              )}
              <span className="font-medium tabular-nums text-default">{formatDelta(item.amount, locale)}</span>
              <span className="min-w-0 flex-1 basis-40 text-default">{item.reason}</span>
              <span className="text-secondary">
                {item.requestedBy === null ? (
                  t('finance.partner.pending.asked', { name: '-', date: formatDateTime(item.requestedAt) })
                ) : (
                  <StaffSentence
                    sentence={(name) =>
                      t('finance.partner.pending.asked', { name, date: formatDateTime(item.requestedAt) })
                    }
                    userId={item.requestedBy}
                  />
                )}
              </span>
              <Permission required="finance:write">
                <span className="flex gap-1">
                  <Button
                    size="sm"
                    variant="text"
                    isDisabled={busy !== null}
                    onPress={() => void decide(item, 'approve')}
                  >
                    {t('finance.partner.pending.approve')}
                  </Button>
                  <Button
                    size="sm"
                    variant="text"
                    isDisabled={busy !== null}
                    onPress={() => void decide(item, 'reject')}
                  >
                    {t('finance.partner.pending.reject')}
                  </Button>
                </span>
              </Permission>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
