/**
 * User settings → Security → Two-factor sign-in: its state, enrolment (two-factor-enrol.tsx), the recovery codes
 * shown once (recovery-codes.tsx), and — with a current code or a recovery code — new recovery codes or turning it
 * off (refused while a role of the user requires it). A user who must enrol first sees why, and is let go once on.
 */
import { useStore } from '@nanostores/react';
import type { TwoFactorEnrolment, TwoFactorStatus } from '@soundboard/contract';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { isApiError } from '../../api/errors';
import { twoFactorApi } from '../../api/two-factor';
import { needMessages } from '../../i18n';
import { useT } from '../../i18n/use-t';
import { formatDate } from '../../lib/format-date';
import { DEFAULT_ROUTE_PATH } from '../../routes/table';
import { $session, twoFactorEnrolled } from '../../stores/session';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorEnrol } from './two-factor-enrol';

export function TwoFactorSettings() {
  const t = useT();
  const [, navigate] = useLocation();
  const mustEnrol = useStore($session).mustEnrolTwoFactor;
  /** Kept here until enrolled: once the codes are saved, go on to the app as after a forced password change. */
  const forced = useRef(mustEnrol);
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [proof, setProof] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const reload = () => twoFactorApi.status().then(setStatus, () => undefined);
  useEffect(() => {
    void needMessages(['two-factor']).then(() => setReady(true));
    void reload();
  }, []);
  if (!ready || !status) return null;

  const withProof = async (action: (code: string) => Promise<unknown>) => {
    if (proof.trim() === '') return setError(t('twoFactor.codeRequired'));
    setBusy(true);
    try {
      await action(proof);
      setProof('');
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="two-factor-title" className="flex flex-col gap-3">
      <h2 id="two-factor-title" className="text-base font-medium text-default">
        {t('twoFactor.title')}
      </h2>
      {mustEnrol && <Alert status="warning">{t('twoFactor.requiredNotice')}</Alert>}
      {codes ? (
        <RecoveryCodes
          codes={codes}
          onDone={() => {
            setCodes(null);
            if (forced.current) navigate(DEFAULT_ROUTE_PATH);
            forced.current = false;
          }}
        />
      ) : enrolment ? (
        <TwoFactorEnrol
          enrolment={enrolment}
          onCancel={() => setEnrolment(null)}
          onEnrolled={(recoveryCodes) => {
            toast.success(t('twoFactor.enabled'));
            setEnrolment(null);
            setCodes(recoveryCodes);
            twoFactorEnrolled();
            void reload();
          }}
        />
      ) : !status.enabled ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-secondary">{t('twoFactor.off')}</p>
          <Button variant="primary" onPress={() => void twoFactorApi.start().then(setEnrolment, () => undefined)}>
            {t('twoFactor.start')}
          </Button>
        </div>
      ) : (
        <div className="flex w-full max-w-md flex-col gap-3">
          <p className="text-sm text-default">
            {t('twoFactor.on', { date: formatDate(status.enabledAt ?? ''), left: status.recoveryCodesLeft })}
          </p>
          <p className="text-sm text-secondary">{t('twoFactor.proofHint')}</p>
          <TextField
            label={t('twoFactor.proofCode')}
            autoComplete="one-time-code"
            value={proof}
            onChange={(value) => {
              setProof(value);
              setError(undefined);
            }}
            isInvalid={error !== undefined}
            errorMessage={error}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              isPending={busy}
              onPress={() =>
                void withProof(async (code) => {
                  setCodes((await twoFactorApi.newRecoveryCodes(code)).recoveryCodes);
                  void reload();
                })
              }
            >
              {t('twoFactor.newCodes')}
            </Button>
            <Button
              isDisabled={status.required || busy}
              onPress={() =>
                void withProof(async (code) => {
                  setStatus(await twoFactorApi.disable(code));
                  toast.success(t('twoFactor.disabled'));
                })
              }
            >
              {t('twoFactor.disable')}
            </Button>
          </div>
          {status.required && <p className="text-sm text-secondary">{t('twoFactor.requiredLocked')}</p>}
        </div>
      )}
    </section>
  );
}
