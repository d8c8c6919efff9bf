/**
 * The roles table: name in the interface language, key with a system tag, holders, permission count, and (with
 * role:write) edit and delete.
 */
import { useStore } from '@nanostores/react';
import type { AdminRole } from '@soundboard/contract';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Table, type TableColumn } from '@soundboard/ui/table/table.tsx';
import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { $locale } from '../../stores/locale';
import { roleName } from './role-name';

export function RolesTable({
  roles,
  loading,
  onView,
  onEdit,
  onDelete,
}: {
  roles: AdminRole[];
  loading: boolean;
  onView: (role: AdminRole) => void;
  /** Both absent without role:write: a view button instead. */
  onEdit?: (role: AdminRole) => void;
  onDelete?: (role: AdminRole) => void;
}) {
  const t = useT();
  const locale = useStore($locale);
  const columns = useMemo((): TableColumn<AdminRole>[] => {
    const list: TableColumn<AdminRole>[] = [
      { id: 'name', title: t('role.name'), isRowHeader: true, width: 180, cell: (role) => roleName(role, locale) },
      {
        id: 'key',
        title: t('role.key'),
        width: 220,
        cell: (role) => (
          <span className="flex min-w-0 items-center gap-2">
            <code className="truncate font-mono text-sm">{role.key}</code>
            {role.system && (
              <StatusTag color="primary" size="sm">
                {t('role.system')}
              </StatusTag>
            )}
          </span>
        ),
      },
      { id: 'users', title: t('role.holders'), align: 'end', width: 110, cell: (role) => role.users },
      {
        id: 'permissions',
        title: t('role.permissionCount'),
        align: 'end',
        width: 110,
        cell: (role) => role.permissions.length,
      },
    ];
    // Second, as in the KPI table: on a phone the table scrolls sideways and the actions stay in view.
    list.splice(1, 0, {
      id: 'actions',
      title: t('role.actions'),
      width: 170,
      cell: (role) => {
        const name = roleName(role, locale);
        if (!onEdit || !onDelete) {
          return (
            <Button variant="secondary" size="sm" aria-label={t('role.viewFor', { name })} onPress={() => onView(role)}>
              {t('role.view')}
            </Button>
          );
        }
        return (
          <span className="flex gap-2">
            <Button variant="secondary" size="sm" aria-label={t('role.editFor', { name })} onPress={() => onEdit(role)}>
              {t('role.edit')}
            </Button>
            <Button
              variant="text"
              size="sm"
              className="text-danger-text"
              aria-label={t('role.deleteFor', { name })}
              onPress={() => onDelete(role)}
            >
              {t('role.delete')}
            </Button>
          </span>
        );
      },
    });
    return list;
  }, [t, locale, onView, onEdit, onDelete]);
  return (
    <Table
      aria-label={t('role.tableLabel')}
      columns={columns}
      rows={roles}
      loading={loading}
      emptyContent={t('role.empty')}
    />
  );
}
