/**
 * "Check balances" on the partners list: the server's proof that every partner's stored balances are the sums of
 * its ledger rows (contract LEDGER_CHECK_PATH). Sound: a toast says so; otherwise a dialog lists each partner
 * whose stored figures differ from its rows, bucket by bucket.
 */
import { useStore } from '@nanostores/react';
import type { LedgerCheck, LedgerMismatchRow } from '@soundboard/contract';
import { formatMoney } from '@soundboard/ui/data-display/format-money.ts';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Modal } from '@soundboard/ui/overlays/modal.tsx';
import { useState } from 'react';
import { checkLedgers } from '../../api/finance-partners';
import { useT } from '../../i18n/use-t';
import { $locale } from '../../stores/locale';

const BUCKETS = ['frozen', 'available', 'held', 'totalEarned'] as const;

export function PartnerLedgerCheck() {
  const t = useT();
  const locale = useStore($locale);
  const [checking, setChecking] = useState(false);
  const [found, setFound] = useState<LedgerCheck | null>(null);
  const check = async () => {
    setChecking(true);
    const answer = await checkLedgers().catch(() => null);
    setChecking(false);
    if (!answer) return;
    if (answer.sound) toast.success(t('finance.partner.check.sound'));
    else setFound(answer);
  };
  const money = (fen: number) => formatMoney(fen, 'CNY', locale);
  // A bucket that differs from its rows, or (the other way a check fails) one stored below zero.
  const differences = (row: LedgerMismatchRow) =>
    BUCKETS.filter((bucket) => row.stored[bucket] !== row.sums[bucket] || row.stored[bucket] < 0).map((bucket) =>
      t('finance.partner.check.difference', {
        bucket: t(`finance.partner.check.bucket.${bucket}`),
        stored: money(row.stored[bucket]),
        sum: money(row.sums[bucket]),
      }),
    );
  return (
    <>
      <Button isPending={checking} onPress={() => void check()}>
        {t('finance.partner.check.open')}
      </Button>
      {found && (
        <Modal
          isOpen
          isDismissable
          onOpenChange={(open) => !open && setFound(null)}
          title={t('finance.partner.check.title', { count: found.mismatches.length })}
          footer={<Button onPress={() => setFound(null)}>{t('finance.partner.check.close')}</Button>}
        >
          <ul className="flex flex-col gap-2 text-sm text-default">
            {found.mismatches.map((row) => (
              <li key={row.partnerId}>
                <strong>{`${row.code} ${row.name}`}</strong>
                <ul className="ms-4 list-disc text-secondary">
                  {differences(row).map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </Modal>
      )}
    </>
  );
}
