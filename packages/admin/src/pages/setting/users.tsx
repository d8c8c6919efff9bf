/**
 * Users (/setting/user, user:read): filters by status, role and keyword; a table of users with their roles,
 * status, live sessions and last sign-in. With user:write: create (the generated password shown once), edit,
 * enable / disable, reset password, and each user's sessions with "end session". The server keeps the last active
 * administrator and refuses an administrator disabling or demoting themselves; its message is toasted. The
 * register / forgot-password requests are the second tab (user-admin-tabs.tsx).
 */
import { useStore } from '@nanostores/react';
import {
  type AdminRole,
  type AdminUser,
  type GeneratedPasswordAnswer,
  USER_STATUSES,
  type UserStatus,
} from '@soundboard/contract';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { Select } from '@soundboard/ui/pickers/select.tsx';
import { Table, type TableColumn } from '@soundboard/ui/table/table.tsx';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../../layout/load-failed';
import { formatDateTime } from '../../lib/format-date';
import { useLatestLoad } from '../../lib/use-latest-load';
import { useCan } from '../../resource/can';
import type { PageProps } from '../../routes/types';
import { $locale } from '../../stores/locale';
import { PasswordOnce } from './password-once';
import { ResetTwoFactor } from './reset-two-factor';
import { roleName } from './role-name';
import { loadRoles } from './roles-api';
import { UserAdminTabs } from './user-admin-tabs';
import { UserEditor } from './user-editor';
import { UserSessions } from './user-sessions';
import { listUsers, resetPassword, setUserStatus, type UserQuery } from './users-api';

const ALL = 'all';

export default function UsersPage(_props: PageProps) {
  const titleId = useId(); // unique: the pages kept in other tabs are in the document too
  const t = useT();
  useStore($locale);
  const can = useCan();
  const canWrite = can('user:write');
  const [status, setStatus] = useState<string>(ALL);
  const [role, setRole] = useState<string>(ALL);
  const [keyword, setKeyword] = useState('');
  const [typed, setTyped] = useState('');
  const query = useMemo(
    (): UserQuery => ({
      ...(status !== ALL ? { status: status as UserStatus } : {}),
      ...(role !== ALL ? { role } : {}),
      ...(keyword ? { keyword } : {}),
    }),
    [status, role, keyword],
  );
  const { data: users, failed, reload } = useLatestLoad(useCallback(() => listUsers(query), [query]));
  const [roles, setRoles] = useState<AdminRole[]>([]);
  useEffect(() => {
    if (can('role:read')) loadRoles().then(setRoles, () => undefined);
  }, [can]);
  const [editing, setEditing] = useState<AdminUser | null | undefined>(undefined);
  const [generated, setGenerated] = useState<GeneratedPasswordAnswer | null>(null);
  const [sessionsOf, setSessionsOf] = useState<AdminUser | null>(null);
  const nameOfRole = useCallback(
    (key: string) => {
      const found = roles.find((candidate) => candidate.key === key);
      return found ? roleName(found) : key;
    },
    [roles],
  );

  const toggleStatus = useCallback(
    async (user: AdminUser) => {
      const next: UserStatus = user.status === 'active' ? 'disabled' : 'active';
      if (next === 'disabled') {
        const ok = await confirm({
          title: t('userAdmin.disable.title', { name: user.username }),
          content: t('userAdmin.disable.content'),
          danger: true,
          okText: t('userAdmin.disable'),
        });
        if (!ok) return;
      }
      await setUserStatus(user.id, next).then(
        () => toast.success(t(next === 'active' ? 'userAdmin.enabled' : 'userAdmin.disabled')),
        () => undefined, // the refusal is toasted by the request layer
      );
      reload();
    },
    [reload, t],
  );

  const reset = useCallback(
    async (user: AdminUser) => {
      const ok = await confirm({
        title: t('userAdmin.reset.title', { name: user.username }),
        content: t('userAdmin.reset.content'),
        okText: t('userAdmin.reset'),
      });
      if (!ok) return;
      await resetPassword(user.id).then(setGenerated, () => undefined);
      reload();
    },
    [reload, t],
  );

  const columns = useMemo((): TableColumn<AdminUser>[] => {
    const list: TableColumn<AdminUser>[] = [
      {
        id: 'username',
        title: t('userAdmin.field.username'),
        isRowHeader: true,
        width: 120,
        cell: (user) => user.username,
      },
      { id: 'nickname', title: t('userAdmin.field.nickname'), width: 140, cell: (user) => user.nickname },
      {
        id: 'roles',
        title: t('userAdmin.field.roles'),
        width: 150,
        cell: (user) => user.roles.map(nameOfRole).join('、'),
      },
      {
        id: 'status',
        title: t('userAdmin.field.status'),
        width: 130,
        cell: (user) => (
          <span className="flex flex-wrap gap-1">
            <StatusTag size="sm" color={user.status === 'active' ? 'success' : 'default'}>
              {t(`userAdmin.status.${user.status}`)}
            </StatusTag>
            {user.mustChangePassword && (
              <StatusTag size="sm" color="warning">
                {t('userAdmin.mustChange')}
              </StatusTag>
            )}
          </span>
        ),
      },
      {
        id: 'sessions',
        title: t('userAdmin.field.sessions'),
        width: 90,
        align: 'end',
        cell: (user) => (
          <Button size="sm" variant="text" onPress={() => setSessionsOf(user)}>
            {t('userAdmin.sessionsCount', { count: user.sessions })}
          </Button>
        ),
      },
      {
        id: 'lastSeen',
        title: t('userAdmin.field.lastSeen'),
        width: 160,
        cell: (user) => (user.lastSeenAt ? formatDateTime(user.lastSeenAt) : t('userAdmin.never')),
      },
    ];
    if (canWrite) {
      list.push({
        id: 'actions',
        title: t('userAdmin.actions'),
        width: 340,
        cell: (user) => (
          <span className="flex gap-1 whitespace-nowrap">
            <Button size="sm" variant="text" onPress={() => setEditing(user)}>
              {t('userAdmin.edit')}
            </Button>
            <Button size="sm" variant="text" onPress={() => void toggleStatus(user)}>
              {t(user.status === 'active' ? 'userAdmin.disable' : 'userAdmin.enable')}
            </Button>
            <Button size="sm" variant="text" onPress={() => void reset(user)}>
              {t('userAdmin.reset')}
            </Button>
            <ResetTwoFactor user={user} />
          </span>
        ),
      });
    }
    return list;
  }, [t, canWrite, nameOfRole, toggleStatus, reset]);

  return (
    <section className="flex flex-col gap-4" aria-labelledby={titleId} aria-busy={!users || undefined}>
      <div className="flex flex-col gap-4 rounded-lg bg-surface p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 id={titleId} className="text-xl font-semibold text-default">
              {t('menu.setting.user')}
            </h1>
            <p className="mt-1 text-secondary">{t('userAdmin.subtitle')}</p>
          </div>
          {canWrite && (
            <Button variant="primary" onPress={() => setEditing(null)}>
              {t('userAdmin.new')}
            </Button>
          )}
        </div>
      </div>
      <UserAdminTabs
        users={
          <>
            <form
              className="flex flex-wrap items-end gap-3"
              onSubmit={(event) => {
                event.preventDefault();
                setKeyword(typed.trim());
              }}
            >
              <TextField
                label={t('userAdmin.filter.keyword')}
                placeholder={t('userAdmin.filter.keywordHint')}
                className="w-full sm:w-64"
                value={typed}
                onChange={setTyped}
              />
              <Select
                label={t('userAdmin.field.status')}
                className="w-full sm:w-40"
                options={[ALL, ...USER_STATUSES].map((id) => ({
                  id,
                  label: id === ALL ? t('userAdmin.filter.all') : t(`userAdmin.status.${id}`),
                }))}
                value={status}
                onChange={(value) => value && setStatus(String(value))}
              />
              <Select
                label={t('userAdmin.field.roles')}
                className="w-full sm:w-48"
                options={[
                  { id: ALL, label: t('userAdmin.filter.all') },
                  ...roles.map((entry) => ({ id: entry.key, label: roleName(entry) })),
                ]}
                value={role}
                onChange={(value) => value && setRole(String(value))}
              />
              <Button type="submit">{t('userAdmin.filter.search')}</Button>
            </form>
            {failed && <LoadFailed title={t('userAdmin.failed')} onRetry={reload} />}
            <div className="overflow-x-auto">
              <Table
                aria-label={t('menu.setting.user')}
                columns={columns}
                rows={users ?? []}
                loading={!users && !failed}
              />
            </div>
          </>
        }
      />
      {editing !== undefined && (
        <UserEditor
          user={editing}
          roles={roles}
          onClose={() => setEditing(undefined)}
          onCreated={(answer) => {
            setEditing(undefined);
            setGenerated(answer);
            reload();
          }}
          onSaved={() => {
            setEditing(undefined);
            reload();
          }}
        />
      )}
      {generated && <PasswordOnce answer={generated} onClose={() => setGenerated(null)} />}
      {sessionsOf && <UserSessions user={sessionsOf} canWrite={canWrite} onClose={() => setSessionsOf(null)} />}
    </section>
  );
}
