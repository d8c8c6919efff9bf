/**
 * SearchSelect: pick one record out of many by typing — the options come from `search(text)` (a server
 * search), asked again 250 ms after typing stops, so a list of a hundred thousand is never loaded whole.
 * The value is the chosen option's id; `selectedLabel` names it while the list holds other options (a form
 * opened on an existing record). Clearing the text clears the value. The field is the kit's ComboBox, with the
 * list filled by the search instead of filtered.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { Key } from 'react-aria-components';
import { defineMessages, useMessages } from '../i18n/messages';
import { ComboBox } from './combo-box';
import type { PickerOption } from './list-parts';

export const searchSelectMessages = defineMessages({
  'zh-CN': { searching: '搜索中…' },
  'en-US': { searching: 'Searching…' },
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
  value = null,
  selectedLabel = '',
  onChange,
  onBlur,
  search,
  ...field
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
    <ComboBox
      {...field}
      options={options}
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
      emptyText={searching ? t.searching : undefined}
    />
  );
}
