/**
 * A date and a time (the kit has no combined picker): the kit's DatePicker and TimeField side by side under one
 * label, holding the ISO instant the API takes. Choosing a day first fills 09:00, so a keyboard user who only
 * types the day still gets a complete time; clearing either clears the value.
 */
import { DatePicker } from '@soundboard/ui/pickers/date-picker.tsx';
import { TimeField } from '@soundboard/ui/pickers/time-field.tsx';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { instantOf, splitInstant } from './tracking-days';

const MORNING = '09:00';

export function DateTimeControl({
  label,
  value,
  onChange,
  onBlur,
  errorMessage: clientError,
  serverError,
  isInvalid,
}: {
  label?: ReactNode;
  value?: string | null;
  onChange?: (value: string | null) => void;
  onBlur?: () => void;
  errorMessage?: ReactNode;
  /** The server's refusal (a form's own errors come as errorMessage). */
  serverError?: string | undefined;
  isInvalid?: boolean;
}) {
  const errorMessage = clientError ?? serverError;
  const t = useT();
  const labelId = useId();
  const errorId = useId();
  const [parts, setParts] = useState(() => splitInstant(value ?? null));
  // A value set from outside (the form reset after saving) replaces what was typed.
  useEffect(() => {
    setParts((current) =>
      instantOf(current.day, current.time) === (value ?? null) ? current : splitInstant(value ?? null),
    );
  }, [value]);
  const change = (next: { day: string | null; time: string | null }) => {
    const filled = next.day && !next.time && !parts.time ? { ...next, time: MORNING } : next;
    setParts(filled);
    onChange?.(instantOf(filled.day, filled.time));
  };
  const invalid = Boolean(isInvalid || errorMessage);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend cannot be laid out like the kit's labels.
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={invalid ? errorId : undefined}
      className="flex flex-col gap-1"
    >
      <span id={labelId} className="text-sm font-medium text-default">
        {label}
      </span>
      <div className="flex flex-wrap gap-2">
        <DatePicker
          aria-label={t('crm.tracking.day')}
          className="min-w-40 flex-1"
          value={parts.day}
          isInvalid={invalid || undefined}
          onChange={(day) => change({ ...parts, day })}
          onBlur={onBlur}
        />
        <TimeField
          aria-label={t('crm.tracking.time')}
          className="w-32"
          value={parts.time}
          isInvalid={invalid || undefined}
          onChange={(time) => change({ ...parts, time })}
          onBlur={onBlur}
        />
      </div>
      {invalid && errorMessage && (
        <p id={errorId} className="text-xs text-danger-text">
          {errorMessage}
        </p>
      )}
    </div>
  );
}
