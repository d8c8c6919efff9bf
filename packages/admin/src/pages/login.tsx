/** The login screen: the banner (what the back-office is for), the sign-in form and the language choice. */
import { EntryLayout } from './login/entry-layout';
import { LoginForm } from './login/login-form';

export default function LoginPage() {
  return (
    <EntryLayout>
      <LoginForm />
    </EntryLayout>
  );
}
