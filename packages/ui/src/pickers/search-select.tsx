/**
 * SearchSelect: pick one record out of many by typing — the options come from `search(text)` (a server
 * search), asked again 250 ms after typing stops, so a list of a hundred thousand is never loaded whole.
 * The value is the chosen option's id; `selectedLabel` names it while the list holds other options (a form
 * opened on an existing record). Clearing the text clears the value.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ComboBox as AriaComboBox, Button, Group, Input, type Key } from 'react-aria-components';
import { FieldHelp, fieldStack, Label } from '../forms/field-parts';
import { defineMessages, useMessages } from '../i18n/messages';
import { cn } from '../lib/cn';
import { cx } from '../lib/compose';
import { Chevron, PickerListBox, type PickerOption, PickerPopover, renderOption } from './list-parts';

export const searchSelectMessages = defineMessages({
  'zh-CN': { showOptions: '显示选项', noMatch: '无匹配项', searching: '搜索中…' },
  'en-US': { showOptions: 'Show options', noMatch: 'No matches', searching: 'Searching…' },
});

export const SEARCH_DELAY_MS = 250;

export interface SearchSelectProps {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  placeholder?: string;
  value?: string | null;
  /** The label of `value` (shown until the user types). */
  selectedLabel?: string;
  onChange?: (value: string | null, option: PickerOption | null) => void;
  onBlur?: () => void;
  search: (text: string) => Promise<PickerOption[]>;
  isRequired?: boolean;
  isDisabled?: boolean;
  isInvalid?: boolean;
  name?: string;
  className?: string;
  'aria-label'?: string;
}

export function SearchSelect({
  label,
  description,
  errorMessage,
  placeholder,
  value = null,
  selectedLabel = '',
  onChange,
  onBlur,
  search,
  className,
  ...props
}: SearchSelectProps) {
  const t = useMessages(searchSelectMessages);
  const [text, setText] = useState(selectedLabel);
  const [options, setOptions] = useState<PickerOption[]>([]);
  const [searching, setSearching] = useState(false);
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // A new value from outside (a reset, another record) shows its label.
  useEffect(() => setText(selectedLabel), [selectedLabel]);

  // Only the newest search may fill the list (an older, slower answer is dropped).
  const ask = (query: string) => {
    clearTimeout(timer.current);
    const ticket = ++latest.current;
    setSearching(true);
    timer.current = setTimeout(() => {
      search(query)
        .then((found) => {
          if (ticket === latest.current) setOptions(found);
        })
        .catch(() => {
          if (ticket === latest.current) setOptions([]);
        })
        .finally(() => {
          if (ticket === latest.current) setSearching(false);
        });
    }, SEARCH_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <AriaComboBox
      {...props}
      menuTrigger="focus"
      allowsEmptyCollection
      items={options}
      inputValue={text}
      selectedKey={value}
      onInputChange={(next) => {
        setText(next);
        ask(next);
        if (next === '' && value !== null) onChange?.(null, null);
      }}
      onOpenChange={(open) => {
        if (open && options.length === 0) ask(text === selectedLabel ? '' : text);
      }}
      onSelectionChange={(key: Key | null) => {
        const option = options.find((candidate) => candidate.id === String(key)) ?? null;
        if (option) setText(option.label);
        onChange?.(key == null ? null : String(key), option);
      }}
      onBlur={() => {
        // Leaving with text that names nothing puts the chosen label back.
        if (text !== selectedLabel && !options.some((option) => option.label === text)) setText(selectedLabel);
        onBlur?.();
      }}
      className={cn('group', fieldStack(className))}
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
          renderEmptyState={() => (
            <div className="px-2 py-1.5 text-sm text-muted">{searching ? t.searching : t.noMatch}</div>
          )}
        >
          {renderOption}
        </PickerListBox>
      </PickerPopover>
    </AriaComboBox>
  );
}
