/**
 * The check box of a DataTable row or of its select-all header: a native checkbox named by `label` (the row
 * itself is the context), drawn like the kit's Checkbox, with the indeterminate state a native box supports.
 */
import { useEffect, useRef } from 'react';
import { CheckMark, DashMark } from '../inputs/native-icons';
import { cx } from '../lib/cx';
import { focusRingNative } from '../lib/focus-ring';

export interface RowCheckboxProps {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: () => void;
}

export function RowCheckbox({ label, checked, indeterminate = false, disabled, onChange }: RowCheckboxProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const Mark = indeterminate ? DashMark : CheckMark;
  return (
    <span className="relative flex size-4">
      <input
        ref={input}
        type="checkbox"
        aria-label={label}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className={cx(
          'peer size-4 cursor-pointer appearance-none rounded-sm border border-strong bg-surface',
          'hover:border-primary checked:border-primary checked:bg-primary indeterminate:border-primary indeterminate:bg-primary',
          'disabled:cursor-not-allowed disabled:opacity-50',
          focusRingNative,
        )}
      />
      <Mark
        strokeWidth={3}
        className="pointer-events-none absolute inset-0.5 hidden size-3 text-on-primary peer-checked:block peer-indeterminate:block"
      />
    </span>
  );
}
