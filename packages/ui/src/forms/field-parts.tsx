/** The parts every form control shares: label (with required marker), help text, error text and the input box look. */
import type { ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  type LabelProps as AriaLabelProps,
  type FieldErrorProps,
  Text,
  type TextProps,
} from 'react-aria-components';
import { cn } from '../lib/cn';
import { cx } from '../lib/compose';
import { focusRing } from '../lib/focus-ring';

export interface LabelProps extends AriaLabelProps {
  /** Shows the required marker (the field itself carries isRequired / aria-required). */
  required?: boolean;
}

export function Label({ required, className, children, ...props }: LabelProps) {
  return (
    <AriaLabel {...props} data-slot="label" className={cn('text-sm font-medium text-default', className)}>
      {required && (
        <span aria-hidden="true" className="mr-0.5 text-danger-text">
          *
        </span>
      )}
      {children}
    </AriaLabel>
  );
}

export function FieldDescription({ className, ...props }: TextProps) {
  return <Text {...props} slot="description" data-slot="description" className={cn('text-xs text-muted', className)} />;
}

export function FieldError({ className, ...props }: FieldErrorProps) {
  return (
    <AriaFieldError
      {...props}
      data-slot="error"
      className={cn('text-xs text-danger-text', typeof className === 'string' ? className : undefined)}
    />
  );
}

/**
 * The frame of text-like inputs without padding: border, background, hover, focus and invalid states from RAC
 * data attributes. For groups (number field, password field) that place their own input and buttons inside.
 */
export const inputFrame = cx(
  'w-full min-w-0 rounded-md border border-strong bg-surface text-base text-default',
  'placeholder:text-muted data-hovered:border-primary-border',
  'data-focused:border-primary data-focus-within:border-primary data-invalid:border-danger',
  'data-disabled:bg-fill-2 data-disabled:text-disabled',
  focusRing,
);

/** The box of text-like inputs: the frame plus the standard padding. */
export const inputBox = cx(inputFrame, 'px-3 py-1.5');

/** Vertical stack of label, control, help and error. */
export function fieldStack(className?: string): string {
  return cn('flex flex-col gap-1', className);
}

export function FieldHelp({ description, errorMessage }: { description?: ReactNode; errorMessage?: ReactNode }) {
  return (
    <>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}
