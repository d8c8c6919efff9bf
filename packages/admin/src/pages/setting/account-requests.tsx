/**
 * The Requests tab of Settings → users (account-request:read): register and forgot-password requests with who,
 * when and from which address they were filed, and whether an account of that name exists (a registration
 * whose name is taken cannot be approved; a reset of an unknown account has nothing to reset). With
 * account-request:handle: approve or reject after a confirmation; approving a reset shows the one-time password
 * the server generated, once.
 */
import { ACCOUNT_REQUEST_STATUSES, type AccountRequest, type AccountRequestStatus } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { Select } from '@soundboard/ui/pickers/select.tsx';
import { Table } from '@soundboard/ui/table/table.tsx';
import { useCallback, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../../layout/load-failed';
import { formatDateTime } from '../../lib/format-date';
import { useLatestLoad } from '../../lib/use-latest-load';
import { useCan } from '../../resource/can';
import { approveAccountRequest, listAccountRequests, rejectAccountRequest } from './account-requests-api';
import { useAccountRequestColumns } from './account-requests-columns';
import { type OneTimePassword, PasswordOnce } from './password-once';

const ALL = 'all';

export function AccountRequests({ onHandled }: { onHandled?: () => void }) {
  const t = useT();
  const can = useCan();
  const [status, setStatus] = useState<string>('pending');
  const load = useCallback(
    () => listAccountRequests(status === ALL ? {} : { status: status as AccountRequestStatus }),
    [status],
  );
  const { data: rows, failed, reload } = useLatestLoad(load);
  const [generated, setGenerated] = useState<OneTimePassword | null>(null);

  const handle = useCallback(
    async (row: AccountRequest, approve: boolean) => {
      const action = approve ? 'approve' : 'reject';
      const ok = await confirm({
        title: t(`accountRequests.${action}.title`, { name: row.username }),
        content: t(`accountRequests.${action}.${row.kind}`, {
          at: formatDateTime(row.createdAt),
          address: row.ip || '—',
        }),
        danger: !approve,
        okText: t(`accountRequests.${action}`),
      });
      if (!ok) return;
      const answer = await (approve ? approveAccountRequest : rejectAccountRequest)(row.id).catch(() => null);
      if (answer?.password) setGenerated({ user: { username: row.username }, password: answer.password });
      else if (answer) toast.success(t(`accountRequests.${answer.status}`));
      reload();
      onHandled?.();
    },
    [t, reload, onHandled],
  );

  const columns = useAccountRequestColumns(can('account-request:handle') ? handle : null);

  return (
    <div className="flex flex-col gap-4" aria-busy={!rows || undefined}>
      <p className="text-secondary">{t('accountRequests.intro')}</p>
      <Select
        label={t('userAdmin.field.status')}
        className="w-full sm:w-48"
        options={[...ACCOUNT_REQUEST_STATUSES, ALL].map((id) => ({
          id,
          label: id === ALL ? t('userAdmin.filter.all') : t(`accountRequests.status.${id}`),
        }))}
        value={status}
        onChange={(value) => value && setStatus(String(value))}
      />
      {failed && <LoadFailed title={t('accountRequests.failed')} onRetry={reload} />}
      <div className="overflow-x-auto">
        <Table
          aria-label={t('accountRequests.tab')}
          columns={columns}
          rows={rows ?? []}
          loading={!rows && !failed}
          emptyContent={t('accountRequests.none')}
        />
      </div>
      {generated && <PasswordOnce answer={generated} onClose={() => setGenerated(null)} />}
    </div>
  );
}
