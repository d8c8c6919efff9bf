/**
 * Roles (/setting/role, role:read): the roles with their holders and permission counts. Holders of role:write
 * create and edit a role (permission matrix and menu) in a drawer, and delete one after a confirmation that
 * shows the server's refusal (system roles, roles users hold); others open the drawer to look only. A change
 * reaches signed-in users at their next request (the server drops their cached sessions).
 */
import { useStore } from '@nanostores/react';
import type { AdminRole } from '@soundboard/contract';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { ConfirmDialog } from '@soundboard/ui/overlays/confirm-dialog.tsx';
import { useCallback, useId, useState } from 'react';
import { isApiError } from '../../api/errors';
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../../layout/load-failed';
import { useLatestLoad } from '../../lib/use-latest-load';
import { useCan } from '../../resource/can';
import type { PageProps } from '../../routes/types';
import { $locale } from '../../stores/locale';
import { RoleEditor } from './role-editor';
import { roleName } from './role-name';
import { deleteRole, loadRoles } from './roles-api';
import { RolesTable } from './roles-table';

export default function RolesPage(_props: PageProps) {
  const titleId = useId(); // unique: the pages kept in other tabs are in the document too
  const t = useT();
  const locale = useStore($locale);
  const can = useCan();
  const canWrite = can('role:write');
  const { data: roles, failed, reload } = useLatestLoad(loadRoles);
  /** undefined: closed; null: a new role. */
  const [editing, setEditing] = useState<AdminRole | null>();
  const [viewing, setViewing] = useState<AdminRole>();
  const [deleting, setDeleting] = useState<AdminRole>();
  const [refusal, setRefusal] = useState<string>();
  const edit = useCallback((role: AdminRole) => setEditing(role), []);
  const askDelete = useCallback((role: AdminRole) => {
    setRefusal(undefined);
    setDeleting(role);
  }, []);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteRole(deleting.id);
    } catch (error) {
      // Shown in the dialog too, which stays open: the toast goes, the reason should not.
      setRefusal(isApiError(error) ? error.message : t('request.error'));
      throw error;
    }
    toast.success(t('role.deleted', { name: roleName(deleting, locale) }));
    reload();
  };

  return (
    <section className="flex flex-col gap-4" aria-labelledby={titleId} aria-busy={!roles || undefined}>
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3 rounded-lg bg-surface p-4 sm:p-6">
        <div className="min-w-0 max-w-3xl">
          <h1 id={titleId} className="text-xl font-semibold text-default">
            {t('menu.setting.role')}
          </h1>
          <p className="mt-1 text-secondary">{t('role.subtitle')}</p>
        </div>
        {canWrite && (
          <Button variant="primary" onPress={() => setEditing(null)}>
            {t('role.create')}
          </Button>
        )}
      </div>
      {!canWrite && <Alert status="info" title={t('role.readOnly')} />}
      {failed && <LoadFailed title={t('role.failed')} onRetry={reload} />}
      <div className="rounded-lg bg-surface p-4">
        <RolesTable
          roles={roles ?? []}
          loading={!roles && !failed}
          onView={setViewing}
          {...(canWrite ? { onEdit: edit, onDelete: askDelete } : {})}
        />
      </div>
      {editing !== undefined && (
        <RoleEditor
          role={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            reload();
          }}
        />
      )}
      {viewing && (
        <RoleEditor role={viewing} readOnly onClose={() => setViewing(undefined)} onSaved={() => undefined} />
      )}
      {deleting && (
        <ConfirmDialog
          isOpen
          danger
          status="warning"
          title={t('role.deleteTitle', { name: roleName(deleting, locale) })}
          okText={t('role.delete')}
          content={
            <div className="flex flex-col gap-3">
              <p>{t('role.deleteContent')}</p>
              {refusal && (
                <p role="alert" data-slot="role-refusal" className="text-danger-text">
                  {refusal}
                </p>
              )}
            </div>
          }
          onConfirm={confirmDelete}
          onOpenChange={(open) => !open && setDeleting(undefined)}
        />
      )}
    </section>
  );
}
