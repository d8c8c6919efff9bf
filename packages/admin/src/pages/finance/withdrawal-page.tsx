/**
 * Withdrawals (/finance/withdrawal/list): the totals (./withdrawal-summary.tsx) over the framework's list with its
 * status and partner filters and CSV export; "New withdrawal" on a partner's behalf (the server works out the fee
 * and the net, shown in the detail that opens on save); "Export for the bank" (approved ones); each row links its
 * printable slip. The detail carries the state changes: approve (saying when it is the first of two), reject,
 * cancel through the framework, and paying through ./withdrawal-pay.tsx with a proof from the library.
 */
import { useStore } from '@nanostores/react';
import { WITHDRAWAL_BANK_EXPORT_PATH, withdrawalFee } from '@soundboard/contract';
import { formatMoney } from '@soundboard/ui/data-display/format-money.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Link } from '@soundboard/ui/inputs/link.tsx';
import { Permission } from '@soundboard/ui/widgets/permission.tsx';
import { useState } from 'react';
import { loadWithdrawalSummary } from '../../api/finance-withdrawals';
import { useT } from '../../i18n/use-t';
import { useLatestLoad } from '../../lib/use-latest-load';
import { download } from '../../resource/download';
import { ResourceScreen } from '../../resource/resource-screen';
import { screenHref } from '../../resource/screen-href';
import type { PageProps } from '../../routes/types';
import { $locale } from '../../stores/locale';
import { WithdrawalApprovalNote } from './withdrawal-approval-note';
import { WithdrawalPay } from './withdrawal-pay';
import { WithdrawalProof } from './withdrawal-proof';
import { useWithdrawalRules } from './withdrawal-rules';
import { withdrawalScreenDef } from './withdrawal-screen-def';
import { WithdrawalSummary } from './withdrawal-summary';

export default function WithdrawalPage({ route }: PageProps) {
  const t = useT();
  const { data: summary, failed, reload: reloadSummary } = useLatestLoad(loadWithdrawalSummary);
  const locale = useStore($locale);
  const rules = useWithdrawalRules();
  const [exporting, setExporting] = useState(false);
  /** The fee and the net as the amount is typed, from the configuration when this user may read it. */
  const feeText = (amount: unknown) => {
    if (!rules || typeof amount !== 'number' || amount <= 0) return t('finance.withdrawal.feeByServer');
    const fee = withdrawalFee(amount, rules.feePercent);
    const money = (fen: number) => formatMoney(fen, 'CNY', locale);
    return t('finance.withdrawal.feePreview', {
      percent: rules.feePercent,
      fee: money(fee),
      net: money(amount - fee),
      minimum: money(rules.minimum),
    });
  };
  const exportForBank = async () => {
    setExporting(true);
    await download(WITHDRAWAL_BANK_EXPORT_PATH, 'withdrawals-bank.csv');
    setExporting(false);
  };
  return (
    <ResourceScreen
      def={withdrawalScreenDef}
      title={t(route.titleKey)}
      listBar={() => <WithdrawalSummary summary={summary} failed={failed} />}
      onReload={reloadSummary}
      toolbar={() => (
        <Permission required="finance:write" mode="disable" reason={t('resource.noPermission')}>
          <Button isPending={exporting} onPress={() => void exportForBank()}>
            {t('finance.withdrawal.bankExport')}
          </Button>
        </Permission>
      )}
      form={{ descriptions: (values) => ({ amount: feeText(values.amount) }) }}
      rowActions={(row) => (
        <Link
          size="sm"
          variant="text"
          href={screenHref('WithdrawalPrint', { id: row.id })}
          aria-label={t('finance.withdrawal.printFor', { no: String(row.withdrawalNo ?? row.id) })}
        >
          {t('finance.withdrawal.print')}
        </Link>
      )}
      detail={{
        values: {
          proofMaterialId: (record) =>
            typeof record.proofMaterialId === 'number' ? <WithdrawalProof id={record.proofMaterialId} /> : '-',
        },
        sections: (record, reload) => (
          <div className="mt-4 flex flex-col gap-3">
            <WithdrawalApprovalNote record={record} secondApprovalAbove={rules?.secondApprovalAbove} />
            <WithdrawalPay def={withdrawalScreenDef} record={record} onPaid={reload} />
          </div>
        ),
      }}
    />
  );
}
