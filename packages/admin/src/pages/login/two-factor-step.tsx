/**
 * The login's second step for a user with two-factor sign-in (docs/security.md): a code from the
 * authenticator app or a recovery code answers the challenge the password step got; success goes on exactly as a
 * password-only sign-in. Loaded only when the server asks for a code, so the login screen itself stays small; built
 * from the same native controls as the login form. A spent or expired challenge sends the user back to the form.
 */
import { ResultCode } from '@soundboard/contract';
import { NativeButton } from '@soundboard/ui/inputs/native-button.tsx';
import { NativeTextField } from '@soundboard/ui/inputs/native-text-field.tsx';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../api/errors';
import { loginWithCode } from '../../api/two-factor';
import { useT } from '../../i18n/use-t';
import type { UserInfo } from '../../stores/session';

export { challengeOf } from '../../api/two-factor';

export interface TwoFactorStepProps {
  challenge: string;
  /** Signed in: the form finishes as after a password-only login. */
  onSignedIn: (user: UserInfo) => void;
  /** Back to the password (asked for, or the challenge is spent). */
  onBack: () => void;
}

export default function TwoFactorStep({ challenge, onSignedIn, onBack }: TwoFactorStepProps) {
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (code.trim() === '') {
      setError(t('twoFactor.codeRequired'));
      return;
    }
    setPending(true);
    try {
      onSignedIn(await loginWithCode(challenge, code));
    } catch (failure) {
      setPending(false);
      setCode('');
      // The server's reason is toasted; a challenge that is spent or expired needs the password again.
      if (isApiError(failure) && failure.code === ResultCode.TooManyRequests) onBack();
      else setError(isApiError(failure) ? failure.message : undefined);
      input.current?.focus();
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex w-full max-w-80 flex-col gap-4"
      aria-labelledby="two-factor-title"
    >
      <h1 id="two-factor-title" className="text-2xl font-semibold text-default">
        {t('twoFactor.step.title')}
      </h1>
      <p className="text-sm text-secondary">{t('twoFactor.step.hint')}</p>
      <NativeTextField
        label={t('twoFactor.step.code')}
        name="code"
        autoComplete="one-time-code"
        inputRef={input}
        value={code}
        onChange={(value) => {
          setCode(value);
          setError(undefined);
        }}
        errorMessage={error}
      />
      <NativeButton type="submit" variant="primary" size="lg" isPending={pending}>
        {t('twoFactor.step.submit')}
      </NativeButton>
      <NativeButton type="button" variant="text" onClick={onBack}>
        {t('twoFactor.step.back')}
      </NativeButton>
    </form>
  );
}
