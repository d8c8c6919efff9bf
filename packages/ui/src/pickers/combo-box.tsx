/**
 * ComboBox: a text input that filters the options as the user types (case- and accent-insensitive "contains").
 * Given `items` (and usually `inputValue`), the caller fills the list itself: SearchSelect does, from a server
 * search, and says what the empty list means with `emptyText`.
 */
import type { ReactNode } from 'react';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  Group,
  Input,
  type Key,
} from 'react-aria-components';
import { FieldHelp, fieldStack, Label } from '../forms/field-parts';
import { defineMessages, useMessages } from '../i18n/messages';
import { composeClassName, cx } from '../lib/compose';
import { Chevron, PickerListBox, type PickerOption, PickerPopover, renderOption } from './list-parts';

const messages = defineMessages({
  'zh-CN': { showOptions: '显示选项', noMatch: '无匹配项' },
  'en-US': { showOptions: 'Show options', noMatch: 'No matches' },
});

export interface ComboBoxProps
  extends Omit<AriaComboBoxProps<PickerOption>, 'children' | 'value' | 'defaultValue' | 'onChange' | 'selectionMode'> {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  placeholder?: string;
  options: PickerOption[];
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  /** What an empty list says (default: no matches). */
  emptyText?: string;
}

export function ComboBox({
  label,
  description,
  errorMessage,
  options,
  placeholder,
  className,
  onChange,
  emptyText,
  ...props
}: ComboBoxProps) {
  const t = useMessages(messages);
  return (
    <AriaComboBox
      menuTrigger="focus"
      allowsEmptyCollection
      {...props}
      defaultItems={options}
      onChange={(key: Key | null) => onChange?.(key == null ? null : String(key))}
      className={composeClassName(className, cx('group', fieldStack()))}
    >
      {label && <Label required={props.isRequired}>{label}</Label>}
      <Group
        data-slot="control"
        className={cx(
          'flex items-center rounded-md border border-strong bg-surface data-hovered:border-primary-border',
          'data-focus-within:border-primary group-data-invalid:border-danger data-disabled:bg-fill-2',
        )}
      >
        <Input
          placeholder={placeholder}
          className="w-full min-w-0 bg-transparent px-3 py-1.5 text-base text-default outline-none placeholder:text-muted disabled:text-disabled"
        />
        <Button aria-label={t.showOptions} data-slot="chevron-button" className="px-2 outline-none">
          <Chevron />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <PickerPopover>
        <PickerListBox
          renderEmptyState={() => <div className="px-2 py-1.5 text-sm text-muted">{emptyText ?? t.noMatch}</div>}
        >
          {renderOption}
        </PickerListBox>
      </PickerPopover>
    </AriaComboBox>
  );
}
