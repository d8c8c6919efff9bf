/**
 * Security settings: the account's sign-in facts and the change-password form. The new password follows the
 * password policy (contract passwordIssue: at least 8 characters, not containing the username; the hint's character
 * classes are advice, not enforced), checked as typed-and-left and again by the server
 * (which also applies the configured minimum and its common-password list); the server ends the user's
 * other sessions and keeps this one.
 */
import { Descriptions } from '@soundboard/ui/data-display/descriptions.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Form, useForm } from '@soundboard/ui/forms/form.tsx';
import { FormField } from '@soundboard/ui/forms/form-field.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { PasswordField } from '@soundboard/ui/inputs/password-field.tsx';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { accountApi, type Profile } from '../../api/account';
import { fieldErrors } from '../../api/errors';
import { useT } from '../../i18n/use-t';
import { formatDate } from '../../lib/format-date';
import { passwordRule } from '../../lib/password-rule';
import { DEFAULT_ROUTE_PATH } from '../../routes/table';
import { $session, passwordChanged } from '../../stores/session';
import { OwnSessions } from './own-sessions';
import { TwoFactorSettings } from './two-factor-settings';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: PasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function SecuritySettings({ profile }: { profile: Profile }) {
  const t = useT();
  const [, navigate] = useLocation();
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const form = useForm<PasswordValues>({
    initialValues: EMPTY,
    rules: {
      oldPassword: (value) => (value ? undefined : t('login.form.password.errMsg')),
      newPassword: (value) => passwordRule(value, profile.userName),
      confirmPassword: (value, values) =>
        value === values.newPassword ? undefined : t('userSetting.security.passwordMismatch'),
    },
    async onSubmit({ oldPassword, newPassword }) {
      setSaving(true);
      setServerErrors({});
      try {
        await accountApi.changePassword({ oldPassword, newPassword });
        toast.success(t('userSetting.security.passwordChanged'));
        form.reset();
        // A user who had to change a generated password goes on to the app.
        if ($session.get().mustChangePassword) {
          passwordChanged();
          navigate(DEFAULT_ROUTE_PATH);
        }
      } catch (error) {
        setServerErrors(fieldErrors(error));
      } finally {
        setSaving(false);
      }
    },
  });

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="account-title" className="flex flex-col gap-3">
        <h2 id="account-title" className="text-base font-medium text-default">
          {t('userSetting.security.account')}
        </h2>
        <Descriptions
          columns={1}
          items={[
            { label: t('userSetting.security.userName'), value: profile.userName },
            { label: t('userSetting.security.accountId'), value: profile.accountId || '—' },
            {
              label: t('userSetting.security.registrationDate'),
              value: formatDate(profile.registrationDate),
            },
          ]}
        />
      </section>
      <section aria-labelledby="change-password-title" className="flex flex-col gap-3">
        <h2 id="change-password-title" className="text-base font-medium text-default">
          {t('userSetting.security.password')}
        </h2>
        <p className="text-sm text-secondary">{t('userSetting.security.passwordHint')}</p>
        <p className="text-sm text-secondary">{t('userSetting.security.passwordRules')}</p>
        <Form form={form} validationErrors={serverErrors} className="flex w-full max-w-md flex-col gap-4">
          <FormField name="oldPassword" label={t('userSetting.security.oldPassword')} isRequired>
            <PasswordField autoComplete="current-password" />
          </FormField>
          <FormField name="newPassword" label={t('userSetting.security.newPassword')} isRequired>
            <PasswordField autoComplete="new-password" />
          </FormField>
          <FormField name="confirmPassword" label={t('userSetting.security.confirmPassword')} isRequired>
            <PasswordField autoComplete="new-password" />
          </FormField>
          <div>
            <Button type="submit" variant="primary" isPending={saving}>
              {t('userSetting.security.changePassword')}
            </Button>
          </div>
        </Form>
      </section>
      <TwoFactorSettings />
      <OwnSessions />
    </div>
  );
}
