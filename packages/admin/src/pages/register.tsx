/**
 * Register: files an account request (POST /behind/account/register) that an administrator approves or
 * rejects; nobody is signed in by it. Username, password (the spec's policy plus the length, common-password and
 * username rules), its confirmation, email, nickname and an optional reason; the rules are the contract's, so the
 * server's answer matches what the form checks (the common-password list is the server's: its answer shows under
 * the field).
 */
import '../styles.css';
import { registerSchema } from '@soundboard/contract';
import { Form, useForm } from '@soundboard/ui/forms/form.tsx';
import { FormField } from '@soundboard/ui/forms/form-field.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { PasswordField } from '@soundboard/ui/inputs/password-field.tsx';
import { TextArea } from '@soundboard/ui/inputs/text-area.tsx';
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';
import { useState } from 'react';
import { accountApi, type RegisterInput } from '../api/account';
import { fieldErrors } from '../api/errors';
import { AriaLocale } from '../i18n/aria-locale';
import { useT } from '../i18n/use-t';
import { passwordRule } from '../lib/password-rule';
import { schemaRule } from '../lib/schema-rules';
import { EntryLayout } from './login/entry-layout';
import { EntryLink } from './login/entry-link';
import { RequestSent } from './login/request-sent';

type Values = RegisterInput & { confirmPassword: string };

const fields = registerSchema.entries;
const EMPTY: Values = { username: '', password: '', confirmPassword: '', email: '', nickname: '', reason: '' };

function RegisterForm({ onSent }: { onSent: () => void }) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const form = useForm<Values>({
    initialValues: EMPTY,
    rules: {
      username: schemaRule(fields.username),
      password: (value, values) => passwordRule(value, values.username),
      confirmPassword: (value, values) =>
        value === values.password ? undefined : t('userSetting.security.passwordMismatch'),
      email: schemaRule(fields.email),
      nickname: schemaRule(fields.nickname),
      reason: schemaRule(fields.reason),
    },
    async onSubmit({ confirmPassword: _confirm, ...input }) {
      setPending(true);
      setServerErrors({});
      try {
        await accountApi.register({ ...input, username: input.username.trim() });
        onSent();
      } catch (error) {
        // The request layer has toasted the reason; a refused password (too common) shows under its field too.
        setServerErrors(fieldErrors(error));
        setPending(false);
      }
    },
  });
  return (
    <Form
      form={form}
      validationErrors={serverErrors}
      aria-labelledby="register-title"
      className="flex w-full max-w-80 flex-col gap-4"
    >
      <h1 id="register-title" className="text-2xl font-semibold text-default">
        {t('register.title')}
      </h1>
      <p className="text-sm text-secondary">{t('register.intro')}</p>
      <FormField name="username" label={t('register.username')} description={t('validation.username')} isRequired>
        <TextField inputProps={{ autoComplete: 'username' }} />
      </FormField>
      <FormField name="password" label={t('register.password')} description={t('register.passwordHint')} isRequired>
        <PasswordField autoComplete="new-password" />
      </FormField>
      <FormField name="confirmPassword" label={t('userSetting.security.confirmPassword')} isRequired>
        <PasswordField autoComplete="new-password" />
      </FormField>
      <FormField name="email" label={t('userSetting.basicInfo.email')} isRequired>
        <TextField type="email" inputProps={{ autoComplete: 'email' }} />
      </FormField>
      <FormField name="nickname" label={t('userSetting.basicInfo.nickname')} isRequired>
        <TextField inputProps={{ autoComplete: 'nickname' }} />
      </FormField>
      <FormField name="reason" label={t('register.reason')}>
        <TextArea />
      </FormField>
      <Button type="submit" variant="primary" size="lg" isPending={pending}>
        {t('register.submit')}
      </Button>
      <p className="text-center">
        <EntryLink href="/login">{t('entry.backToLogin')}</EntryLink>
      </p>
    </Form>
  );
}

export default function RegisterPage() {
  const t = useT();
  const [sent, setSent] = useState(false);
  return (
    <AriaLocale>
      <EntryLayout>
        {sent ? (
          <RequestSent title={t('register.sent.title')} subtitle={t('register.sent.subtitle')} />
        ) : (
          <RegisterForm onSent={() => setSent(true)} />
        )}
      </EntryLayout>
    </AriaLocale>
  );
}
