/**
 * NumberField: numeric input with stepper buttons (Arco style: stacked on the right), min / max / step, locale
 * number formatting from RAC, and a `width` for compact places — the settings drawer's menu-width input is 80px.
 * Arrow Up / Down step the value; Page Up / Down, Home / End work as RAC defines.
 */
import { ChevronDown, ChevronUp } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { FieldHelp, fieldStack, inputFrame, Label } from '../forms/field-parts';
import { composeClassName, cx } from '../lib/compose';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children'> {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  placeholder?: string;
  /** Width of the input box (steppers included): a number is pixels. Defaults to the container's width. */
  width?: number | string;
  /** Hide the stepper buttons (arrow keys still step). */
  hideStepper?: boolean;
}

const stepper = cx(
  'flex flex-1 cursor-pointer items-center justify-center text-muted outline-none',
  'data-hovered:bg-fill-2 data-hovered:text-default data-pressed:bg-fill-3 data-disabled:cursor-not-allowed data-disabled:text-disabled',
);

export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  width,
  hideStepper,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField {...props} data-slot="number-field" className={composeClassName(className, fieldStack())}>
      {label && <Label required={props.isRequired}>{label}</Label>}
      <Group
        data-slot="number-box"
        style={width === undefined ? undefined : { width }}
        className={cx(inputFrame, 'flex overflow-hidden')}
      >
        <Input
          placeholder={placeholder}
          className="min-w-0 flex-1 bg-transparent py-1.5 pl-2 text-default outline-none"
        />
        {!hideStepper && (
          // The steppers repeat what the arrow keys do, so RAC keeps them out of the tab order.
          <div className="flex w-5 shrink-0 flex-col border-l border-default">
            <Button slot="increment" className={cx(stepper, 'border-b border-default')}>
              <ChevronUp aria-hidden="true" className="size-3" />
            </Button>
            <Button slot="decrement" className={stepper}>
              <ChevronDown aria-hidden="true" className="size-3" />
            </Button>
          </div>
        )}
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
