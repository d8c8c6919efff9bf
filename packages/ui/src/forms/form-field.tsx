/**
 * FormField: connects one control to the nearest <Form>'s state. It passes the control its name, label, required
 * marker, help text, value, onChange, onBlur, isInvalid and errorMessage, so any kit control (TextField,
 * TextArea, NumberField, CheckboxGroup, RadioGroup, Select …) works unchanged:
 *   <FormField name="email" label={t.email} isRequired><TextField /></FormField>
 * Controls whose value is a boolean (Checkbox, Switch) use `valueProp="isSelected"`.
 * When the field has no client error, isInvalid stays unset so a server error from <Form validationErrors> shows.
 */
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { useFormContext } from './form';

export interface FormFieldProps {
  name: string;
  label?: ReactNode;
  description?: ReactNode;
  isRequired?: boolean;
  valueProp?: 'value' | 'isSelected';
  // biome-ignore lint/suspicious/noExplicitAny: the child is any kit control; its own props are checked where it is written.
  children: ReactElement<any>;
}

export function FormField({ name, label, description, isRequired, valueProp = 'value', children }: FormFieldProps) {
  const form = useFormContext<Record<string, unknown>>();
  const error = form.errors[name];
  return (
    <div data-form-field={name} className="contents">
      {cloneElement(children, {
        name,
        label,
        description,
        isRequired,
        [valueProp]: form.values[name],
        onChange: (value: unknown) => form.setValue(name, value),
        onBlur: () => form.touch(name),
        isInvalid: error ? true : undefined,
        errorMessage: error,
      })}
    </div>
  );
}
