/**
 * Why a withdrawal waits where it does: above the configured amount a second, different finance user approves,
 * so after the first approval the record says who gave it and that the same user cannot give the second (and,
 * when the configuration is readable, before it that two are needed).
 */
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { useT } from '../../i18n/use-t';
import { StaffSentence } from '../../lib/staff-sentence';
import type { ResourceRecord } from '../../resource/api';

export function WithdrawalApprovalNote({
  record,
  secondApprovalAbove,
}: {
  record: ResourceRecord;
  /** From the configuration, when this user may read it: says before the first approval that two are needed. */
  secondApprovalAbove?: number;
}) {
  const t = useT();
  const approvals = Number(record.approvals ?? 0);
  const labels = (record.refLabels ?? {}) as Record<string, string | undefined>;
  if (record.status !== 'applied') return null;
  if (approvals < 1)
    return secondApprovalAbove !== undefined && Number(record.amount) > secondApprovalAbove ? (
      <Alert status="info" title={t('finance.withdrawal.approval.twoNeeded')} />
    ) : null;
  return (
    <Alert status="info" title={t('finance.withdrawal.approval.firstOfTwo')}>
      {typeof record.approvedBy === 'number' ? (
        <StaffSentence
          sentence={(name) => t('finance.withdrawal.approval.secondNeeded', { name })}
          userId={record.approvedBy}
          name={labels.approvedBy}
        />
      ) : (
        t('finance.withdrawal.approval.secondNeeded', { name: labels.approvedBy ?? '-' })
      )}
    </Alert>
  );
}
