/**
 * Enrolling a second factor: the QR code the server rendered (an SVG shown as an image, no script of its own), the
 * key as text for apps that cannot scan, and the 6-digit code that proves the app is set up.
 */
import type { TwoFactorEnrolment } from '@soundboard/contract';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../api/errors';
import { twoFactorApi } from '../../api/two-factor';
import { useT } from '../../i18n/use-t';

/** The key in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function TwoFactorEnrol({
  enrolment,
  onEnrolled,
  onCancel,
}: {
  enrolment: TwoFactorEnrolment;
  onEnrolled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return setError(t('twoFactor.codeRequired'));
    setPending(true);
    try {
      onEnrolled((await twoFactorApi.confirm(code)).recoveryCodes);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : undefined);
      setPending(false);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-secondary">{t('twoFactor.scan')}</p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
        alt={t('twoFactor.qrAlt')}
        width={200}
        height={200}
        className="rounded-md border border-subtle"
      />
      <p className="text-sm text-secondary">
        {t('twoFactor.cantScan')}{' '}
        <code data-two-factor-secret className="break-all font-mono text-default select-all">
          {grouped(enrolment.secret)}
        </code>
      </p>
      <form noValidate onSubmit={submit} className="flex w-full max-w-md flex-col gap-3">
        <TextField
          label={t('twoFactor.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          onChange={(value) => {
            setCode(value);
            setError(undefined);
          }}
          isInvalid={error !== undefined}
          errorMessage={error}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="primary" isPending={pending}>
            {t('twoFactor.confirm')}
          </Button>
          <Button onPress={onCancel}>{t('twoFactor.cancel')}</Button>
        </div>
      </form>
    </div>
  );
}
