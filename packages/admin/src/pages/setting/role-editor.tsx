/**
 * Creating or editing a role in a drawer: its key (fixed once created), names in both languages, the permission
 * matrix and the menu it sees. The server's refusals are toasted by the client and shown under their fields.
 */
import { useStore } from '@nanostores/react';
import { type AdminRole, type NotificationKindKey, PERMISSIONS, type Permission } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';
import { Drawer } from '@soundboard/ui/overlays/drawer.tsx';
import { useState } from 'react';
import { fieldErrors } from '../../api/errors';
import { useT } from '../../i18n/use-t';
import { NotificationKindsField } from '../../lib/notification-kinds-field';
import { $locale } from '../../stores/locale';
import { PermissionMatrix } from './permission-matrix';
import { RoleMenuPicker } from './role-menu-picker';
import { roleName } from './role-name';
import { orderedCodes } from './role-permissions';
import { createRole, updateRole } from './roles-api';

export function RoleEditor({
  role,
  readOnly,
  onClose,
  onSaved,
}: {
  /** null: a new role. */
  role: AdminRole | null;
  /** Looking only (role:read without role:write): nothing editable, no save. */
  readOnly?: boolean;
  onClose: () => void;
  onSaved: (role: AdminRole) => void;
}) {
  const t = useT();
  const locale = useStore($locale);
  const [key, setKey] = useState(role?.key ?? '');
  const [nameZh, setNameZh] = useState(role?.nameZh ?? '');
  const [nameEn, setNameEn] = useState(role?.nameEn ?? '');
  const [granted, setGranted] = useState<Set<Permission>>(() => new Set(role?.permissions ?? []));
  const [menuKeys, setMenuKeys] = useState<string[] | null>(role?.menuKeys ?? null);
  const [notifyOff, setNotifyOff] = useState<NotificationKindKey[]>(role?.notificationDefaults?.off ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    setErrors({});
    const fields = {
      nameZh,
      nameEn,
      permissions: orderedCodes(granted),
      menuKeys,
      // Every kind on (and no sound) is the same as no defaults at all.
      notificationDefaults:
        notifyOff.length > 0 || role?.notificationDefaults?.sound
          ? { off: notifyOff, sound: role?.notificationDefaults?.sound ?? false }
          : null,
    };
    try {
      const saved = role
        ? await updateRole(role.id, { ...fields, version: role.version })
        : await createRole({ ...fields, key });
      toast.success(t('role.saved', { name: roleName(saved, locale) }));
      onSaved(saved);
    } catch (error) {
      // The request layer has toasted the reason.
      setErrors(fieldErrors(error));
    } finally {
      setSaving(false);
    }
  };

  const field = (name: string) => ({ errorMessage: errors[name], isInvalid: Boolean(errors[name]) });

  return (
    <Drawer
      isOpen
      width={760}
      title={
        role
          ? t(readOnly ? 'role.viewTitle' : 'role.editTitle', { name: roleName(role, locale) })
          : t('role.createTitle')
      }
      isDismissable={false}
      onOpenChange={(open) => !open && onClose()}
      footer={
        readOnly ? (
          <Button onPress={onClose}>{t('role.close')}</Button>
        ) : (
          <>
            <Button onPress={onClose}>{t('role.cancel')}</Button>
            <Button variant="primary" isPending={saving} onPress={() => void save()}>
              {t('role.save')}
            </Button>
          </>
        )
      }
    >
      <form
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (!readOnly) void save();
        }}
      >
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <TextField
            label={t('role.key')}
            value={key}
            onChange={setKey}
            isRequired
            isReadOnly={Boolean(role) || readOnly}
            description={role ? undefined : t('role.keyHelp')}
            autoFocus={!role}
            {...field('key')}
          />
          <TextField
            label={t('role.nameZh')}
            value={nameZh}
            onChange={setNameZh}
            isRequired
            isReadOnly={readOnly}
            {...field('nameZh')}
          />
          <TextField
            label={t('role.nameEn')}
            value={nameEn}
            onChange={setNameEn}
            isRequired
            isReadOnly={readOnly}
            {...field('nameEn')}
          />
        </div>
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-1 flex w-full flex-wrap items-baseline justify-between gap-2">
            <span className="text-base font-medium text-default">{t('role.permissions')}</span>
            <span className="text-sm text-secondary" aria-live="polite">
              {t('role.permissionsSelected', { count: granted.size, total: PERMISSIONS.length })}
            </span>
          </legend>
          {!readOnly && <p className="text-sm text-secondary">{t('role.permissionsHelp')}</p>}
          {errors.permissions && <p className="text-sm text-danger-text">{errors.permissions}</p>}
          <PermissionMatrix granted={granted} onChange={setGranted} isDisabled={readOnly} />
        </fieldset>
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-1 text-base font-medium text-default">{t('role.menu')}</legend>
          {errors.menuKeys && <p className="text-sm text-danger-text">{errors.menuKeys}</p>}
          <RoleMenuPicker menuKeys={menuKeys} granted={granted} onChange={setMenuKeys} isDisabled={readOnly} />
        </fieldset>
        <fieldset className="flex min-w-0 flex-col gap-2" disabled={readOnly}>
          <legend className="mb-1 text-base font-medium text-default">{t('notifyChoice.roleDefaults')}</legend>
          <p className="text-sm text-secondary">{t('notifyChoice.roleDefaultsHint')}</p>
          <NotificationKindsField off={notifyOff} onChange={setNotifyOff} />
        </fieldset>
        {/* Enter in a text field saves. */}
        <button type="submit" hidden />
      </form>
    </Drawer>
  );
}
