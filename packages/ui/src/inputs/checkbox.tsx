/** Checkbox (with indeterminate) and CheckboxGroup (label, help, error; vertical or horizontal). */
import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { FieldHelp, fieldStack, Label } from '../forms/field-parts';
import { composeClassName, cx } from '../lib/compose';
import { focusRingGroup } from '../lib/focus-ring';

export type CheckboxProps = AriaCheckboxProps;

export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox
      {...props}
      data-slot="checkbox"
      className={composeClassName(
        className,
        'group inline-flex cursor-pointer items-center gap-2 text-base text-default data-disabled:cursor-not-allowed data-disabled:text-disabled',
      )}
    >
      {(renderProps) => (
        <>
          <span
            data-slot="box"
            className={cx(
              'flex size-4 shrink-0 items-center justify-center rounded-sm border transition-colors',
              focusRingGroup,
              renderProps.isSelected || renderProps.isIndeterminate
                ? 'border-primary bg-primary text-on-primary group-data-hovered:bg-primary-hover'
                : 'border-strong bg-surface group-data-hovered:border-primary',
              renderProps.isInvalid && 'border-danger',
              renderProps.isDisabled && 'border-default bg-fill-2 text-disabled',
            )}
          >
            {renderProps.isIndeterminate ? (
              <Minus aria-hidden="true" className="size-3" strokeWidth={3} />
            ) : renderProps.isSelected ? (
              <Check aria-hidden="true" className="size-3" strokeWidth={3} />
            ) : null}
          </span>
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </AriaCheckbox>
  );
}

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'children'> {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  orientation?: 'vertical' | 'horizontal';
  children?: ReactNode;
}

export function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  className,
  children,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} data-slot="checkbox-group" className={composeClassName(className, fieldStack())}>
      {label && <Label required={props.isRequired}>{label}</Label>}
      <div className={cx('flex gap-2', orientation === 'vertical' ? 'flex-col' : 'flex-row flex-wrap gap-x-5')}>
        {children}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaCheckboxGroup>
  );
}
