/**
 * Forgot password: files a reset request (POST /behind/account/forgot-password); an administrator sets a
 * temporary password and hands it over in person (no email is sent). The server answers alike whether the
 * account exists or not, so the screen says the same to everyone.
 */
import '../styles.css';
import { forgotPasswordSchema } from '@soundboard/contract';
import { useForm } from '@soundboard/ui/forms/form.tsx';
import { FormField } from '@soundboard/ui/forms/form-field.tsx';
import { TextArea } from '@soundboard/ui/inputs/text-area.tsx';
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';
import { accountApi } from '../api/account';
import { useT } from '../i18n/use-t';
import { schemaRule } from '../lib/schema-rules';
import { RequestScreen, useFiledRequest } from './login/request-screen';

const fields = forgotPasswordSchema.entries;

export default function ForgotPasswordPage() {
  const t = useT();
  const request = useFiledRequest();
  const form = useForm({
    initialValues: { username: '', note: '' },
    rules: { username: schemaRule(fields.username), note: schemaRule(fields.note) },
    onSubmit: (values) =>
      void request.file(() => accountApi.forgotPassword({ username: values.username.trim(), note: values.note })),
  });
  return (
    <RequestScreen
      id="forgot"
      form={form}
      request={request}
      words={{
        title: t('forgotPassword.title'),
        intro: t('forgotPassword.intro'),
        submit: t('forgotPassword.submit'),
        sentTitle: t('forgotPassword.sent.title'),
        sentSubtitle: t('forgotPassword.sent.subtitle'),
      }}
    >
      <FormField name="username" label={t('register.username')} isRequired>
        <TextField inputProps={{ autoComplete: 'username' }} />
      </FormField>
      <FormField name="note" label={t('forgotPassword.note')}>
        <TextArea />
      </FormField>
    </RequestScreen>
  );
}
