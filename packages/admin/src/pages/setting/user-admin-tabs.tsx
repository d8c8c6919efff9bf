/**
 * Settings → users in two tabs when the administrator may read account requests: the users, and the register /
 * forgot-password requests (the tab shows how many are pending; `?tab=requests` opens it). Without that
 * permission the users alone, as before.
 */
import { Tabs } from '@soundboard/ui/navigation/tabs.tsx';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { useT } from '../../i18n/use-t';
import { useCan } from '../../resource/can';
import { AccountRequests } from './account-requests';
import { listAccountRequests } from './account-requests-api';

export function UserAdminTabs({ users }: { users: ReactNode }) {
  const t = useT();
  const canRead = useCan()('account-request:read');
  const tab = new URLSearchParams(useSearch()).get('tab');
  const [pending, setPending] = useState(0);
  const countPending = useCallback(() => {
    listAccountRequests({ status: 'pending' }).then(
      (rows) => setPending(rows.length),
      () => undefined,
    );
  }, []);
  useEffect(() => {
    if (canRead) countPending();
  }, [canRead, countPending]);

  if (!canRead) return <div className="flex flex-col gap-4 rounded-lg bg-surface p-4 sm:p-6">{users}</div>;
  return (
    <div className="rounded-lg bg-surface px-4 pb-2 sm:px-6">
      <Tabs
        aria-label={t('accountRequests.tabs')}
        defaultSelectedKey={tab === 'requests' ? 'requests' : 'users'}
        panelClassName="flex flex-col gap-4 py-4 text-base text-default"
        items={[
          { id: 'users', title: t('accountRequests.usersTab'), content: users },
          {
            id: 'requests',
            title: t('accountRequests.tab'),
            ...(pending > 0 ? { count: pending } : {}),
            content: <AccountRequests onHandled={countPending} />,
          },
        ]}
      />
    </div>
  );
}
