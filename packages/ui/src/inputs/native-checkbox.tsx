/**
 * NativeCheckbox: the Checkbox look on a real <input type="checkbox"> inside its <label>, with no React Aria —
 * for screens that must paint before the rest of the kit loads (see NativeTextField). Space toggles it, as any
 * native checkbox. Everywhere else use Checkbox.
 */
import type { ReactNode } from 'react';
import { cx } from '../lib/cx';
import { focusRingNative } from '../lib/focus-ring';
import { CheckMark } from './native-icons';

export interface NativeCheckboxProps {
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  children: ReactNode;
  name?: string;
  isDisabled?: boolean;
  className?: string;
}

export function NativeCheckbox({ isSelected, onChange, children, name, isDisabled, className }: NativeCheckboxProps) {
  return (
    <label
      data-slot="checkbox"
      className={cx(
        'inline-flex cursor-pointer items-center gap-2 text-base text-default has-disabled:cursor-not-allowed has-disabled:text-disabled',
        className,
      )}
    >
      <span className="relative flex size-4 shrink-0">
        <input
          type="checkbox"
          name={name}
          checked={isSelected}
          disabled={isDisabled}
          onChange={(event) => onChange(event.target.checked)}
          className={cx(
            'peer size-4 cursor-[inherit] appearance-none rounded-sm border border-strong bg-surface transition-colors',
            'hover:border-primary checked:border-primary checked:bg-primary checked:hover:bg-primary-hover',
            'disabled:border-default disabled:bg-fill-2',
            focusRingNative,
          )}
        />
        <CheckMark
          strokeWidth={3}
          className="pointer-events-none absolute inset-0.5 hidden size-3 text-on-primary peer-checked:block peer-disabled:text-disabled"
        />
      </span>
      {children}
    </label>
  );
}
