/** Story-only demo: the login form's rules ('username cannot be empty' / 'password cannot be empty'). */
import { defineMessages, useMessages } from '../i18n/messages';
import { Button } from '../inputs/button';
import { Checkbox } from '../inputs/checkbox';
import { PasswordField } from '../inputs/password-field';
import { TextField } from '../inputs/text-field';
import { Form, required, useForm } from './form';
import { FormField } from './form-field';

export const loginMessages = defineMessages({
  'zh-CN': {
    username: '用户名',
    password: '密码',
    remember: '记住密码',
    login: '登录',
    usernameRequired: '用户名不能为空',
    passwordRequired: '密码不能为空',
  },
  'en-US': {
    username: 'Username',
    password: 'Password',
    remember: 'Remember password',
    login: 'Login',
    usernameRequired: 'username cannot be empty',
    passwordRequired: 'password cannot be empty',
  },
});

export interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
}

export function LoginFormDemo({ onSubmit }: { onSubmit?: (values: LoginValues) => void }) {
  const t = useMessages(loginMessages);
  const form = useForm<LoginValues>({
    initialValues: { username: '', password: '', remember: true },
    rules: { username: required(t.usernameRequired), password: required(t.passwordRequired) },
    onSubmit,
  });
  return (
    <Form form={form} className="w-80">
      <FormField name="username" label={t.username}>
        <TextField inputProps={{ autoComplete: 'username' }} />
      </FormField>
      <FormField name="password" label={t.password}>
        <PasswordField />
      </FormField>
      <FormField name="remember" valueProp="isSelected">
        <Checkbox>{t.remember}</Checkbox>
      </FormField>
      <Button type="submit" variant="primary" className="w-full">
        {t.login}
      </Button>
    </Form>
  );
}
