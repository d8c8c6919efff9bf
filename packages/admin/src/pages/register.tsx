/**
 * Register: files an account request (POST /behind/account/register) that an administrator approves or
 * rejects; nobody is signed in by it. Username, password (the character rules plus the length, common-password and
 * username rules), its confirmation, email, nickname and an optional reason; the rules are the contract's, so the
 * server's answer matches what the form checks (the common-password list is the server's: its answer shows under
 * the field).
 */
import '../styles.css';
import { registerSchema } from '@soundboard/contract';
import { useForm } from '@soundboard/ui/forms/form.tsx';
import { FormField } from '@soundboard/ui/forms/form-field.tsx';
import { PasswordField } from '@soundboard/ui/inputs/password-field.tsx';
import { TextArea } from '@soundboard/ui/inputs/text-area.tsx';
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';
import { accountApi, type RegisterInput } from '../api/account';
import { useT } from '../i18n/use-t';
import { passwordRule } from '../lib/password-rule';
import { schemaRule } from '../lib/schema-rules';
import { RequestScreen, useFiledRequest } from './login/request-screen';

type Values = RegisterInput & { confirmPassword: string };

const fields = registerSchema.entries;
const EMPTY: Values = { username: '', password: '', confirmPassword: '', email: '', nickname: '', reason: '' };

export default function RegisterPage() {
  const t = useT();
  const request = useFiledRequest();
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
    onSubmit: ({ confirmPassword: _confirm, ...input }) =>
      void request.file(() => accountApi.register({ ...input, username: input.username.trim() })),
  });
  return (
    <RequestScreen
      id="register"
      form={form}
      request={request}
      words={{
        title: t('register.title'),
        intro: t('register.intro'),
        submit: t('register.submit'),
        sentTitle: t('register.sent.title'),
        sentSubtitle: t('register.sent.subtitle'),
      }}
    >
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
    </RequestScreen>
  );
}
