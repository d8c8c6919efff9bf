/**
 * A `datetime` field in a form (an ad's start and end): the browser-local day (the kit's DatePicker, which carries
 * the field's label and message) and the time of day beside it, as one ISO instant. Until both halves are filled
 * the value is empty, so the form's required check says so.
 */
import { DatePicker } from '@soundboard/ui/pickers/date-picker.tsx';
import { TimeField } from '@soundboard/ui/pickers/time-field.tsx';
import { type ReactNode, useState } from 'react';
import { useT } from '../i18n/use-t';
import { instantOf, splitInstant } from '../pages/crm/tracking-days';

export interface DateTimeFieldProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
  onBlur?: () => void;
  label?: ReactNode;
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
}

export function DateTimeField({ value, onChange, label, ...props }: DateTimeFieldProps) {
  const t = useT();
  // Kept here while half filled: the form's value is the whole instant or nothing.
  const [parts, setParts] = useState(() => splitInstant(value ?? null));
  const change = (next: typeof parts) => {
    setParts(next);
    onChange?.(instantOf(next.day, next.time));
  };
  return (
    <div className="flex items-start gap-2">
      <DatePicker
        {...props}
        label={label}
        className="min-w-0 flex-1"
        value={parts.day}
        onChange={(day) => change({ ...parts, day })}
      />
      <TimeField
        aria-label={t('resource.timeOfDay')}
        isInvalid={props.isInvalid}
        isDisabled={props.isDisabled}
        // Below the label, level with the day's box.
        className={label ? 'mt-6 w-28' : 'w-28'}
        value={parts.time}
        onChange={(time) => change({ ...parts, time })}
      />
    </div>
  );
}
