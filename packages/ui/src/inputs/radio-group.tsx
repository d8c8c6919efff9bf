/**
 * RadioGroup with Radio: classic (circle + label) or `variant="button"` (a segmented row of buttons, Arco's
 * button-style radio). Arrow keys move the selection inside the group; Tab enters and leaves it.
 */
import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { FieldHelp, fieldStack, Label } from '../forms/field-parts';
import { composeClassName, cx } from '../lib/compose';
import { focusRing, focusRingGroup } from '../lib/focus-ring';

type RadioVariant = 'classic' | 'button';
const VariantContext = createContext<RadioVariant>('classic');

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'> {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  variant?: RadioVariant;
  children?: ReactNode;
}

export function RadioGroup({
  label,
  description,
  errorMessage,
  variant = 'classic',
  orientation = variant === 'button' ? 'horizontal' : 'vertical',
  className,
  children,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      orientation={orientation}
      data-slot="radio-group"
      className={composeClassName(className, fieldStack())}
    >
      {label && <Label required={props.isRequired}>{label}</Label>}
      <div
        className={cx(
          'flex',
          variant === 'button'
            ? 'w-fit rounded-md bg-fill-2 p-0.5'
            : orientation === 'vertical'
              ? 'flex-col gap-2'
              : 'flex-row flex-wrap gap-x-5 gap-y-2',
        )}
      >
        <VariantContext.Provider value={variant}>{children}</VariantContext.Provider>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}

export function Radio({ className, children, ...props }: AriaRadioProps) {
  const variant = useContext(VariantContext);
  if (variant === 'button') {
    return (
      <AriaRadio
        {...props}
        data-slot="radio"
        className={composeClassName(
          className,
          cx(
            'cursor-pointer rounded-sm px-3 py-1 text-base text-secondary transition-colors',
            'data-hovered:bg-fill-3 data-selected:bg-surface data-selected:text-primary-text data-selected:shadow-sm',
            'data-disabled:cursor-not-allowed data-disabled:text-disabled',
            focusRing,
          ),
        )}
      >
        {children}
      </AriaRadio>
    );
  }
  return (
    <AriaRadio
      {...props}
      data-slot="radio"
      className={composeClassName(
        className,
        'group inline-flex cursor-pointer items-center gap-2 text-base text-default data-disabled:cursor-not-allowed data-disabled:text-disabled',
      )}
    >
      {(renderProps) => (
        <>
          <span
            data-slot="circle"
            className={cx(
              'flex size-4 shrink-0 items-center justify-center rounded-full border bg-surface transition-colors',
              focusRingGroup,
              renderProps.isSelected ? 'border-primary' : 'border-strong group-data-hovered:border-primary',
              renderProps.isInvalid && 'border-danger',
              renderProps.isDisabled && 'border-default bg-fill-2',
            )}
          >
            {renderProps.isSelected && (
              <span className={cx('size-2 rounded-full', renderProps.isDisabled ? 'bg-neutral-5' : 'bg-primary')} />
            )}
          </span>
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </AriaRadio>
  );
}
