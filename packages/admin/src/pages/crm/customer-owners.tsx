/** The owner history of a customer (GET /customers/:id/owners, newest first): who had it, who has it, why. */
import type { OwnerChange } from '@soundboard/contract';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { Empty } from '@soundboard/ui/feedback/empty.tsx';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { formatDateTime } from '../../lib/format-date';
import { StaffChip } from '../../lib/staff-chip';
import { StaffSentence } from '../../lib/staff-sentence';
import { customerApi } from './customer-api';

export function CustomerOwners({ id, version }: { id: number; version: number }) {
  const t = useT();
  const [changes, setChanges] = useState<OwnerChange[] | null>(null);
  const [failed, setFailed] = useState(false);
  // Read again when the customer changes (a claim or transfer in the same drawer).
  useEffect(() => {
    setFailed(false);
    customerApi.owners(id).then(setChanges, () => setFailed(true));
  }, [id, version]);
  if (failed) return <Alert status="error">{t('crm.company.loadFailed')}</Alert>;
  if (!changes) return <Skeleton rows={3} />;
  if (changes.length === 0) return <Empty description={t('crm.owners.empty')} />;
  const who = (name: string | null, userId: number | null) =>
    userId === null ? t('crm.owners.pool') : <StaffChip userId={userId} name={name} />;
  return (
    <ol className="flex flex-col gap-3" aria-label={t('crm.owners.title')}>
      {changes.map((change) => (
        <li key={change.id} className="flex flex-col gap-1 border-l-2 border-subtle pl-3">
          <span className="flex flex-wrap items-center gap-x-1.5 text-sm text-muted">
            <time dateTime={change.at}>{formatDateTime(change.at)}</time>
            {change.actorId !== null && (
              <>
                <span aria-hidden="true">·</span>
                <StaffSentence
                  sentence={(name) => t('crm.owners.by', { name })}
                  userId={change.actorId}
                  name={change.actorName}
                />
              </>
            )}
          </span>
          <span className="flex flex-wrap items-center gap-x-1.5 text-base text-default">
            <span className="font-medium">{t(`crm.owners.reason.${change.reason}`)}:</span>
            {/* A new customer came from nowhere: only who got it. */}
            {change.fromId === null && (change.reason === 'create' || change.reason === 'import') ? (
              who(change.toName, change.toId)
            ) : (
              <>
                {who(change.fromName, change.fromId)}
                <span>→</span>
                {who(change.toName, change.toId)}
              </>
            )}
          </span>
          {change.note && <span className="text-sm text-secondary">{change.note}</span>}
        </li>
      ))}
    </ol>
  );
}
