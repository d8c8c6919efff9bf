/**
 * The one re-authentication dialog (issue 37): a sensitive act the server answered ReAuthRequired (api/core.ts)
 * asks here for the password again, or for a 6-digit code from the authenticator app for a user with two-factor
 * sign-in; once the server accepted the proof the call is sent again. Opened through the modal queue (no React
 * caller), so it takes the calls it makes from api/http.ts rather than importing them (no import cycle).
 * Keyboard only: the field has the focus, Enter confirms, Escape cancels, the focus goes back where it was.
 */
import type { ReAuthInput } from '@soundboard/contract';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { PasswordField } from '@soundboard/ui/inputs/password-field.tsx';
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';
import { confirm, modalStore } from '@soundboard/ui/overlays/modal-store.ts';
import { type FormEvent, useEffect, useState } from 'react';
import { fieldErrors } from '../api/errors';
import { t } from '../i18n';

export interface ReAuthCalls {
  /** POST the proof; rejects with the server's field issue when it is wrong. */
  prove: (proof: ReAuthInput) => Promise<unknown>;
  /** Whether the user has two-factor sign-in on (a code is then offered beside the password). */
  hasTwoFactor: () => Promise<boolean>;
}

type Kind = 'password' | 'code';

/** What the form shows and what OK (or Enter) sends: shared by the modal's OK button and the form's submit. */
interface Proof {
  kind: Kind;
  value: string;
  /** The form's setter of its error text, once mounted. */
  showError: (message: string | undefined) => void;
}

async function send(calls: ReAuthCalls, proof: Proof): Promise<void> {
  if (proof.value.trim() === '') {
    const message = t(proof.kind === 'password' ? 'reAuth.passwordRequired' : 'reAuth.codeRequired');
    proof.showError(message);
    throw new Error(message);
  }
  try {
    await calls.prove(proof.kind === 'password' ? { password: proof.value } : { code: proof.value });
  } catch (failure) {
    // A wrong proof shows under the field; anything else (the throttle's wait) the client has already toasted.
    proof.showError(fieldErrors(failure)[proof.kind]);
    throw failure;
  }
}

function ReAuthForm({ calls, proof, done }: { calls: ReAuthCalls; proof: Proof; done: () => void }) {
  const [kind, setKind] = useState<Kind>('password');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [offerCode, setOfferCode] = useState(false);
  useEffect(() => {
    proof.showError = setError;
    void calls.hasTwoFactor().then(setOfferCode, () => undefined);
  }, [calls, proof]);

  const change = (next: string) => {
    proof.value = next;
    setValue(next);
    setError(undefined);
  };
  const switchTo = (next: Kind) => {
    proof.kind = next;
    setKind(next);
    change('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(calls, proof).then(done, () => undefined);
  };

  // The same field either way: only its label and keyboard hints differ.
  const field = {
    autoFocus: true,
    isRequired: true,
    value,
    onChange: change,
    isInvalid: error !== undefined,
    errorMessage: error,
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" data-re-auth>
      <p>{t('reAuth.text')}</p>
      {kind === 'password' ? (
        <PasswordField key="password" label={t('reAuth.password')} {...field} />
      ) : (
        <TextField
          key="code"
          label={t('reAuth.code')}
          {...field}
          inputProps={{ inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 7 }}
        />
      )}
      {offerCode && (
        <Button variant="text" onPress={() => switchTo(kind === 'password' ? 'code' : 'password')}>
          {t(kind === 'password' ? 'reAuth.useCode' : 'reAuth.usePassword')}
        </Button>
      )}
    </form>
  );
}

let open: Promise<boolean> | null = null;

/** Opens the dialog (one at a time: calls refused together share it); true once a proof was accepted. */
export function askReAuth(calls: ReAuthCalls): Promise<boolean> {
  if (open) return open;
  const proof: Proof = { kind: 'password', value: '', showError: () => undefined };
  const before = new Set(modalStore.getSnapshot().map((entry) => entry.id));
  let settle: (confirmed: boolean) => void = () => undefined;
  open = confirm({
    title: t('reAuth.title'),
    content: <ReAuthForm calls={calls} proof={proof} done={() => settle(true)} />,
    okText: t('reAuth.confirm'),
    onOk: () => send(calls, proof),
  }).finally(() => {
    open = null;
  });
  // Enter in the field settles the same modal entry the OK button does.
  const entry = modalStore.getSnapshot().find((one) => !before.has(one.id));
  if (entry) settle = entry.settle;
  return open;
}
