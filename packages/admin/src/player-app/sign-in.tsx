/** The device token's screen: typed here, or taken from the URL fragment before this shows (./token.ts). */
import type { PlayerTimeline } from '@soundboard/contract';
import { NativeButton } from '@soundboard/ui/inputs/native-button.tsx';
import { NativePasswordField } from '@soundboard/ui/inputs/native-text-field.tsx';
import { type FormEvent, useState } from 'react';
import { playerApi, TokenRejected } from '../api/player';
import type { PlayerAppText } from './messages';

interface SignInProps {
  text: PlayerAppText;
  locale: string;
  /** Why the player is back here (a refused token). */
  notice: string | null;
  onSignedIn: (token: string, timeline: PlayerTimeline) => void;
}

export function SignIn({ text, locale, notice, onSignedIn }: SignInProps) {
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = token.trim();
    if (!value) {
      setError(text.tokenRequired);
      return;
    }
    setPending(true);
    setError(null);
    try {
      onSignedIn(value, await playerApi(value, locale).timeline());
    } catch (failure) {
      setError(failure instanceof TokenRejected ? text.tokenRejected : text.unreachable);
      setPending(false);
    }
  };

  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex w-full max-w-sm flex-col gap-4 rounded-lg border border-subtle bg-surface p-6 shadow-sm"
      >
        <div className="flex flex-col gap-1">
          <h1 className="text-xl font-semibold text-default">{text.signInTitle}</h1>
          <p className="text-sm text-secondary">{text.signInIntro}</p>
        </div>
        {notice && (
          <p role="alert" className="rounded-md bg-danger-subtle p-3 text-sm text-danger-text">
            {notice}
          </p>
        )}
        <NativePasswordField
          label={text.tokenLabel}
          name="token"
          value={token}
          onChange={setToken}
          isRequired
          errorMessage={error ?? undefined}
        />
        <NativeButton type="submit" variant="primary" size="lg" isPending={pending}>
          {text.signIn}
        </NativeButton>
      </form>
    </main>
  );
}
