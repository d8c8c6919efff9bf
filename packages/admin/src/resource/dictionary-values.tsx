/**
 * Dictionary fields (FieldType 'dictionary'): the value is a code of a Settings dictionary; its label (in the
 * interface language) and tone come from the dictionary's enabled values (GET /dictionary-options/:code, asked
 * once per code: pages/setting/dictionary-options.ts). A value disabled since it was chosen still shows: as its
 * code, plain.
 */
import { StatusTag, type TagColor } from '@soundboard/ui/data-display/tag.tsx';
import { Select, type SelectProps } from '@soundboard/ui/pickers/select.tsx';
import { type DictionaryPick, useDictionaryOptions } from '../pages/setting/dictionary-options';

/** How a stored code shows: its enabled value's label and tone, else the code itself. */
export function dictionaryPick(options: readonly DictionaryPick[], code: string): DictionaryPick {
  return options.find((option) => option.id === code) ?? { id: code, label: code, tone: 'default' as TagColor };
}

/** The options a select offers: the enabled values, plus the current one when it is no longer among them. */
export function dictionaryChoices(options: readonly DictionaryPick[], current: string | null | undefined) {
  const known = !current || options.some((option) => option.id === current);
  return known ? [...options] : [...options, dictionaryPick(options, current)];
}

export function DictionaryTag({ code, value }: { code: string; value: string }) {
  const pick = dictionaryPick(useDictionaryOptions(code), value);
  return (
    <StatusTag color={pick.tone} size="sm">
      {pick.label}
    </StatusTag>
  );
}

/** A Select of the dictionary's values (a form control, or a filter with a leading "all" option). */
export function DictionarySelect({
  code,
  all,
  ...props
}: Omit<SelectProps, 'options'> & { code: string /** The "any value" option of a filter. */; all?: string }) {
  const options = dictionaryChoices(useDictionaryOptions(code), props.value);
  return (
    <Select
      {...props}
      options={[
        ...(all === undefined ? [] : [{ id: '', label: all }]),
        ...options.map(({ id, label }) => ({ id, label })),
      ]}
    />
  );
}
