/**
 * Forgot password: files a reset request (POST /behind/account/forgot-password); an administrator sets a
 * temporary password and hands it over in person (no email is sent). The server answers alike whether the
 * account exists or not, so the screen says the same to everyone.
 */
import '../styles.css';
import { forgotPasswordSchema } from '@soundboard/contract';
import { Form, useForm } from '@soundboard/ui/forms/form.tsx';
import { FormField } from '@soundboard/ui/forms/form-field.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { TextArea } from '@soundboard/ui/inputs/text-area.tsx';
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';
import { useState } from 'react';
import { accountApi } from '../api/account';
import { AriaLocale } from '../i18n/aria-locale';
import { useT } from '../i18n/use-t';
import { schemaRule } from '../lib/schema-rules';
import { EntryLayout } from './login/entry-layout';
import { EntryLink } from './login/entry-link';
import { RequestSent } from './login/request-sent';

const fields = forgotPasswordSchema.entries;

function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const form = useForm({
    initialValues: { username: '', note: '' },
    rules: { username: schemaRule(fields.username), note: schemaRule(fields.note) },
    async onSubmit(values) {
      setPending(true);
      try {
        await accountApi.forgotPassword({ username: values.username.trim(), note: values.note });
        onSent();
      } catch {
        setPending(false);
      }
    },
  });
  return (
    <Form form={form} aria-labelledby="forgot-title" className="flex w-full max-w-80 flex-col gap-4">
      <h1 id="forgot-title" className="text-2xl font-semibold text-default">
        {t('forgotPassword.title')}
      </h1>
      <p className="text-sm text-secondary">{t('forgotPassword.intro')}</p>
      <FormField name="username" label={t('register.username')} isRequired>
        <TextField inputProps={{ autoComplete: 'username' }} />
      </FormField>
      <FormField name="note" label={t('forgotPassword.note')}>
        <TextArea />
      </FormField>
      <Button type="submit" variant="primary" size="lg" isPending={pending}>
        {t('forgotPassword.submit')}
      </Button>
      <p className="text-center">
        <EntryLink href="/login">{t('entry.backToLogin')}</EntryLink>
      </p>
    </Form>
  );
}

export default function ForgotPasswordPage() {
  const t = useT();
  const [sent, setSent] = useState(false);
  return (
    <AriaLocale>
      <EntryLayout>
        {sent ? (
          <RequestSent title={t('forgotPassword.sent.title')} subtitle={t('forgotPassword.sent.subtitle')} />
        ) : (
          <ForgotPasswordForm onSent={() => setSent(true)} />
        )}
      </EntryLayout>
    </AriaLocale>
  );
}
