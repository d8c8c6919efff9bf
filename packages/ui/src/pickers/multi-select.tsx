/**
 * MultiSelect: choose several options from a list; the choices show as removable tags in the field box.
 * RAC's Select in multiple mode (the list stays open while choosing). The tags sit beside the trigger button,
 * not inside it: a button may not contain other controls. `maxTagCount` folds the rest into "+N".
 */
import { type ReactNode, type RefObject, useContext, useRef } from 'react';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  type Key,
  SelectStateContext,
  SelectValue,
} from 'react-aria-components';
import { TagGroup } from '../data-display/tag';
import { FieldHelp, fieldStack, Label } from '../forms/field-parts';
import { defineMessages, format, useMessages } from '../i18n/messages';
import { composeClassName, cx } from '../lib/compose';
import { focusRing } from '../lib/focus-ring';
import { Chevron, PickerListBox, type PickerOption, PickerPopover, renderOption } from './list-parts';

export const multiSelectMessages = defineMessages({
  'zh-CN': { placeholder: '请选择', chosen: '已选择', count: '已选 {count} 项', more: '+{count}' },
  'en-US': { placeholder: 'Select items', chosen: 'Chosen', count: '{count} selected', more: '+{count}' },
});

export interface MultiSelectProps
  extends Omit<
    AriaSelectProps<PickerOption, 'multiple'>,
    'children' | 'value' | 'defaultValue' | 'onChange' | 'selectionMode' | 'className'
  > {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  options: PickerOption[];
  value?: string[];
  defaultValue?: string[];
  onChange?: (value: string[]) => void;
  /** Show at most this many tags, then "+N". */
  maxTagCount?: number;
  className?: string;
}

const fieldBox = cx(
  'flex min-h-9 w-full min-w-0 flex-wrap items-center gap-1 rounded-md border border-strong bg-surface py-1 pr-2 pl-1',
  'group-data-invalid:border-danger group-data-disabled:bg-fill-2 has-data-hovered:border-primary-border',
);

/**
 * The chosen options as removable tags (the tags read and change the Select's own selection state). Removing the
 * last tag unmounts the group, so focus goes to the trigger instead of falling back to the page.
 */
function ChosenTags({
  options,
  maxTagCount,
  isDisabled,
  triggerRef,
}: Pick<MultiSelectProps, 'options' | 'maxTagCount' | 'isDisabled'> & {
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const t = useMessages(multiSelectMessages);
  const state = useContext(SelectStateContext);
  if (!state) return null;
  const chosen = options.filter((option) => state.selectionManager.isSelected(option.id));
  const shown = maxTagCount === undefined ? chosen : chosen.slice(0, maxTagCount);
  const hidden = chosen.length - shown.length;
  if (chosen.length === 0) return null;
  return (
    <>
      <TagGroup
        aria-label={t.chosen}
        size="sm"
        isDisabled={isDisabled}
        items={shown.map((option) => ({ id: option.id, label: option.label }))}
        onRemove={(keys) => {
          if (keys.size >= chosen.length) triggerRef.current?.focus();
          for (const key of keys) state.selectionManager.toggleSelection(key);
        }}
      />
      {hidden > 0 && (
        <span data-slot="more" className="px-1 text-sm text-secondary">
          {format(t.more, { count: hidden })}
        </span>
      )}
    </>
  );
}

export function MultiSelect({
  label,
  description,
  errorMessage,
  options,
  placeholder,
  value,
  defaultValue,
  onChange,
  maxTagCount,
  className,
  ...props
}: MultiSelectProps) {
  const t = useMessages(multiSelectMessages);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <AriaSelect<PickerOption, 'multiple'>
      {...props}
      selectionMode="multiple"
      value={value}
      defaultValue={defaultValue}
      placeholder={placeholder ?? t.placeholder}
      onChange={(keys: Key[]) => onChange?.(keys.map(String))}
      className={composeClassName(className, cx('group', fieldStack()))}
    >
      {label && <Label required={props.isRequired}>{label}</Label>}
      <div data-slot="field-box" className={fieldBox}>
        <ChosenTags options={options} maxTagCount={maxTagCount} isDisabled={props.isDisabled} triggerRef={triggerRef} />
        <Button
          ref={triggerRef}
          data-slot="trigger"
          className={cx(
            'flex min-w-16 flex-1 cursor-default items-center gap-2 self-stretch rounded-sm py-0.5 pl-2',
            'text-left text-base outline-none data-disabled:text-disabled',
            focusRing,
          )}
        >
          <SelectValue<PickerOption>
            className={({ isPlaceholder }) => cx('truncate', isPlaceholder ? 'text-muted' : 'sr-only')}
          >
            {({ isPlaceholder, selectedItems, defaultChildren }) =>
              isPlaceholder ? defaultChildren : format(t.count, { count: selectedItems.length })
            }
          </SelectValue>
          <span aria-hidden="true" className="flex-1" />
          <Chevron />
        </Button>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <PickerPopover>
        <PickerListBox items={options}>{renderOption}</PickerListBox>
      </PickerPopover>
    </AriaSelect>
  );
}
