/** Select: choose one option from a list. Options come in as data; the value is the chosen option's id. */
import type { ReactNode } from 'react';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  type Key,
  SelectValue,
} from 'react-aria-components';
import { FieldHelp, fieldStack, Label } from '../forms/field-parts';
import { composeClassName, cx } from '../lib/compose';
import { Chevron, PickerListBox, type PickerOption, PickerPopover, renderOption, triggerBox } from './list-parts';

export interface SelectProps
  extends Omit<AriaSelectProps<PickerOption>, 'children' | 'value' | 'defaultValue' | 'onChange' | 'selectionMode'> {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  options: PickerOption[];
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
}

export function Select({
  label,
  description,
  errorMessage,
  options,
  placeholder,
  className,
  onChange,
  ...props
}: SelectProps) {
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder}
      onChange={(key: Key | null) => onChange?.(key == null ? null : String(key))}
      className={composeClassName(className, cx('group', fieldStack()))}
    >
      {label && <Label required={props.isRequired}>{label}</Label>}
      <Button data-slot="trigger" className={triggerBox}>
        <SelectValue className="flex-1 truncate data-placeholder:text-muted" />
        <Chevron />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <PickerPopover>
        <PickerListBox items={options}>{renderOption}</PickerListBox>
      </PickerPopover>
    </AriaSelect>
  );
}
