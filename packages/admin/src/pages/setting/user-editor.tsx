/**
 * Creating or editing a user (user:write): username (fixed once created), display name, email, phone, office
 * location and roles. The server generates a new user's password; the page shows it once (./password-once.tsx).
 * The server's refusals are toasted and shown under their fields.
 */
import type { AdminRole, AdminUser, GeneratedPasswordAnswer } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';
import { Drawer } from '@soundboard/ui/overlays/drawer.tsx';
import { MultiSelect } from '@soundboard/ui/pickers/multi-select.tsx';
import { useState } from 'react';
import { fieldErrors } from '../../api/errors';
import { useT } from '../../i18n/use-t';
import { roleName } from './role-name';
import { createUser, updateUser } from './users-api';

type TextFieldName = 'username' | 'nickname' | 'email' | 'phone' | 'officeLocation';
/** The optional text fields, with their input types. */
const OPTIONAL_TEXT = [
  ['email', 'email'],
  ['phone', 'tel'],
  ['officeLocation', 'text'],
] as const;

export function UserEditor({
  user,
  roles,
  onClose,
  onCreated,
  onSaved,
}: {
  /** null: a new user. */
  user: AdminUser | null;
  roles: AdminRole[];
  onClose: () => void;
  onCreated: (answer: GeneratedPasswordAnswer) => void;
  onSaved: (user: AdminUser) => void;
}) {
  const t = useT();
  const [values, setValues] = useState({
    username: user?.username ?? '',
    nickname: user?.nickname ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    officeLocation: user?.officeLocation ?? '',
    roles: user?.roles ?? [],
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = (field: keyof typeof values) => (value: string | string[]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const bind = (field: TextFieldName) => ({
    value: values[field],
    onChange: set(field),
    errorMessage: errors[field],
    isInvalid: Boolean(errors[field]),
  });

  const save = async () => {
    setSaving(true);
    setErrors({});
    try {
      const { username, ...fields } = values;
      if (user) {
        const saved = await updateUser(user.id, { ...fields, version: user.version });
        toast.success(t('userAdmin.saved'));
        onSaved(saved);
      } else {
        onCreated(await createUser({ username, ...fields }));
      }
    } catch (error) {
      setErrors(fieldErrors(error)); // the request layer has toasted the reason
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      isOpen
      width={480}
      title={user ? t('userAdmin.editTitle', { name: user.username }) : t('userAdmin.createTitle')}
      isDismissable={false}
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button onPress={onClose}>{t('userAdmin.cancel')}</Button>
          <Button variant="primary" isPending={saving} onPress={() => void save()}>
            {t(user ? 'userAdmin.save' : 'userAdmin.create')}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField
          label={t('userAdmin.field.username')}
          description={user ? undefined : t('userAdmin.usernameHint')}
          isRequired
          isDisabled={Boolean(user)}
          {...bind('username')}
        />
        <TextField label={t('userAdmin.field.nickname')} isRequired {...bind('nickname')} />
        <MultiSelect
          label={t('userAdmin.field.roles')}
          options={roles.map((role) => ({ id: role.key, label: roleName(role) }))}
          value={values.roles}
          onChange={set('roles')}
          errorMessage={errors.roles}
        />
        {OPTIONAL_TEXT.map(([name, type]) => (
          <TextField key={name} label={t(`userAdmin.field.${name}`)} type={type} {...bind(name)} />
        ))}
        <button type="submit" hidden />
      </form>
    </Drawer>
  );
}
