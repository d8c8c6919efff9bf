/**
 * NativeDateField: a day on the browser's own date input (its calendar and keyboard entry; the order of day,
 * month and year follows the browser's language), in the kit's field anatomy (./native-text-field.tsx).
 * Light: React Aria's date pickers cost some 25 KB that the list screens and forms do not need.
 */
import { NativeField, type NativeTextFieldProps } from './native-text-field';

export interface NativeDateFieldProps
  extends Omit<NativeTextFieldProps, 'value' | 'onChange' | 'placeholder' | 'autoComplete'> {
  /** 'YYYY-MM-DD', or null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Earliest and latest day, 'YYYY-MM-DD'. */
  min?: string;
  max?: string;
}

export function NativeDateField({ value, onChange, ...props }: NativeDateFieldProps) {
  return (
    <NativeField {...props} type="date" value={value ?? ''} onChange={(text) => onChange(text === '' ? null : text)} />
  );
}
