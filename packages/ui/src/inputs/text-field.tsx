/** TextField: a labelled single-line input with help text and error message (the shared field anatomy). */
import type { ReactNode } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
  type InputProps,
} from 'react-aria-components';
import { FieldHelp, fieldStack, inputBox, Label } from '../forms/field-parts';
import { composeClassName } from '../lib/compose';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'> {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  placeholder?: string;
  /** Extra props for the <input> (e.g. autoComplete, className). */
  inputProps?: Omit<InputProps, 'placeholder'>;
}

export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  inputProps,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} data-slot="text-field" className={composeClassName(className, fieldStack())}>
      {label && <Label required={props.isRequired}>{label}</Label>}
      <Input {...inputProps} placeholder={placeholder} className={composeClassName(inputProps?.className, inputBox)} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
