/**
 * The small check box used inside collections (table selection column, tree check column). It is RAC's
 * Checkbox, so placed with slot="selection" it reads and toggles the row's selection.
 */
import { Check, Minus } from 'lucide-react';
import { Checkbox, type CheckboxProps } from 'react-aria-components';
import { composeClassName, cx } from '../lib/compose';
import { focusRing } from '../lib/focus-ring';

export function SelectionCheckbox({ className, ...props }: Omit<CheckboxProps, 'children'>) {
  return (
    <Checkbox
      {...props}
      data-slot="checkbox"
      className={composeClassName(className, cx('group flex items-center justify-center rounded-sm', focusRing))}
    >
      {({ isSelected, isIndeterminate }) => (
        <span
          aria-hidden="true"
          className={cx(
            'flex size-4 items-center justify-center rounded-sm border text-on-primary',
            isSelected || isIndeterminate ? 'border-primary bg-primary' : 'border-strong bg-surface',
            'group-data-hovered:border-primary group-data-disabled:opacity-50',
          )}
        >
          {isIndeterminate ? <Minus className="size-3" strokeWidth={3} /> : null}
          {isSelected && !isIndeterminate ? <Check className="size-3" strokeWidth={3} /> : null}
        </span>
      )}
    </Checkbox>
  );
}
