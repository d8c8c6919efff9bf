/**
 * The filters a definition declares, as a form above the list: free text (its search fields), choices for
 * enums and booleans, a record picker for references, ranges for dates and amounts. Nothing applies until
 * Search (or Enter in a text box); Reset clears them all. The values are the URL's list parameters.
 */
import { type FieldDef, type ResourceDef, searchFields } from '@soundboard/contract';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { MoneyField } from '@soundboard/ui/inputs/money-field.tsx';
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';
import { cx } from '@soundboard/ui/lib/cx.ts';
import { DateRangePicker } from '@soundboard/ui/pickers/date-range-picker.tsx';
import { SearchSelect } from '@soundboard/ui/pickers/search-select.tsx';
import { Select } from '@soundboard/ui/pickers/select.tsx';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useT } from '../i18n/use-t';
import { CategorySelect } from './category-values';
import { DictionarySelect } from './dictionary-values';
import { IntegerField } from './field-control';
import type { ResourceLabels } from './labels';
import { referencedDef, referenceSearch } from './references';
import { useReferenceName } from './use-reference-name';

type Params = Record<string, string>;

const FILTER_PARAMS = (def: ResourceDef) =>
  Object.entries(def.fields).flatMap(([name, field]) =>
    field.filter === 'range' ? [`${name}From`, `${name}To`] : field.filter ? [name] : [],
  );

/**
 * How a range filter is typed: days in the kit's date range picker (in the interface's language), money in
 * yuan (sent in fen), any other number as it is (a payment term of 30 days is 30, not 3000).
 */
export function rangeInput(field: FieldDef): 'days' | 'money' | 'number' {
  if (field.type === 'date' || field.type === 'datetime') return 'days';
  return field.type === 'money' ? 'money' : 'number';
}

/** Several texts typed with commas ("speaker, 5.1 , ") as the list's `in` parameter ("speaker,5.1"). */
export function listParam(text: string): string {
  return text
    .split(/[,，]/)
    .map((item) => item.trim())
    .filter(Boolean)
    .join(',');
}

/** The filter part of the URL parameters (without paging and sorting). */
export function filterParams(def: ResourceDef, params: Params): Params {
  const keys = new Set([...FILTER_PARAMS(def), 'q']);
  return Object.fromEntries(Object.entries(params).filter(([key]) => keys.has(key)));
}

interface ControlProps {
  name: string;
  field: FieldDef;
  labels: ResourceLabels;
  draft: Params;
  set: (patch: Params) => void;
}

function ReferenceFilter({ name, field, labels, draft, set }: ControlProps) {
  const target = referencedDef(field.ref);
  const selectedLabel = useReferenceName(target, draft[name]);
  if (!target) return null;
  return (
    <SearchSelect
      label={labels.field(name)}
      value={draft[name] ?? null}
      selectedLabel={selectedLabel}
      search={referenceSearch(target)}
      onChange={(id) => set({ [name]: id ?? '' })}
    />
  );
}

function FilterControl(props: ControlProps) {
  const t = useT();
  const { name, field, labels, draft, set } = props;
  const label = labels.field(name);
  if (field.type === 'reference') return <ReferenceFilter {...props} />;
  if (field.type === 'category')
    return (
      <CategorySelect
        tree={field.tree}
        label={label}
        all={t('resource.filter.all')}
        placeholder={t('resource.filter.all')}
        value={draft[name] ?? ''}
        onChange={(id) => set({ [name]: id === null ? '' : String(id) })}
      />
    );
  if (field.type === 'textList')
    return (
      <TextField
        label={label}
        placeholder={t('resource.filter.tagsHint')}
        value={draft[name] ?? ''}
        onChange={(value) => set({ [name]: value })}
      />
    );
  if (field.type === 'dictionary')
    return (
      <DictionarySelect
        code={field.dictionary ?? ''}
        label={label}
        all={t('resource.filter.all')}
        placeholder={t('resource.filter.all')}
        value={draft[name] ?? ''}
        onChange={(value) => set({ [name]: value ?? '' })}
      />
    );
  if (field.filter === 'range') {
    const from = `${name}From`;
    const to = `${name}To`;
    const kind = rangeInput(field);
    if (kind === 'days') {
      return (
        <DateRangePicker
          label={label}
          value={draft[from] && draft[to] ? { start: draft[from], end: draft[to] } : null}
          onChange={(range) => set({ [from]: range?.start ?? '', [to]: range?.end ?? '' })}
        />
      );
    }
    const bound = (key: string, text: string) => {
      const common = { 'aria-label': text, className: 'min-w-0 flex-1', hideStepper: true };
      const value = draft[key] ? Number(draft[key]) : null;
      const change = (next: number | null) => set({ [key]: next === null ? '' : String(next) });
      return kind === 'money' ? (
        <MoneyField {...common} value={value} onChange={change} />
      ) : (
        <IntegerField {...common} value={value} onChange={change} />
      );
    };
    return (
      <fieldset className="flex min-w-0 flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-default">{label}</legend>
        <div className="flex items-center gap-2">
          {bound(from, `${label} ${t('resource.filter.from')}`)}
          <span aria-hidden="true" className="text-muted">
            ~
          </span>
          {bound(to, `${label} ${t('resource.filter.to')}`)}
        </div>
      </fieldset>
    );
  }
  const options =
    field.type === 'boolean' || field.filter === 'bool'
      ? [
          { id: 'true', label: t('resource.yes') },
          { id: 'false', label: t('resource.no') },
        ]
      : (field.values ?? []).map((value) => ({ id: value, label: labels.value(name, value) }));
  if (options.length > 0) {
    return (
      <Select
        label={label}
        placeholder={t('resource.filter.all')}
        options={[{ id: '', label: t('resource.filter.all') }, ...options]}
        value={draft[name] ?? ''}
        onChange={(value) => set({ [name]: value ?? '' })}
      />
    );
  }
  return <TextField label={label} value={draft[name] ?? ''} onChange={(value) => set({ [name]: value })} />;
}

export interface FilterBarProps {
  def: ResourceDef;
  labels: ResourceLabels;
  /** The applied filters (from the URL). */
  value: Params;
  onApply: (filters: Params) => void;
  /** Extra controls at the end of the bar. */
  extra?: ReactNode;
}

export function FilterBar({ def, labels, value, onApply, extra }: FilterBarProps) {
  const t = useT();
  const [draft, setDraft] = useState<Params>(value);
  // Narrow screens show the filters on demand, so the list is not a screen away.
  const [open, setOpen] = useState(false);
  const active = Object.keys(value).length;
  const applied = new URLSearchParams(value).toString();
  // The URL changed elsewhere (a link, Back): show what it says.
  useEffect(() => setDraft(Object.fromEntries(new URLSearchParams(applied))), [applied]);
  const set = (patch: Params) => setDraft((current) => ({ ...current, ...patch }));
  const searchable = searchFields(def);
  const filters = Object.entries(def.fields).filter(([, field]) => field.filter);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cleaned = Object.entries(draft).map(([key, text]): [string, string] =>
      def.fields[key]?.type === 'textList' ? [key, listParam(text)] : [key, text],
    );
    onApply(Object.fromEntries(cleaned.filter(([, text]) => text !== '')));
  };

  return (
    <search aria-label={t('resource.filter.label')} className="flex flex-col gap-3">
      <Button className="self-start sm:hidden" aria-expanded={open} onPress={() => setOpen(!open)}>
        {active > 0 ? t('resource.filter.toggleActive', { count: active }) : t('resource.filter.toggle')}
      </Button>
      <form
        onSubmit={submit}
        className={cx(
          'grid-cols-1 items-end gap-x-4 gap-y-3 sm:grid sm:grid-cols-2 xl:grid-cols-4',
          open ? 'grid' : 'hidden',
        )}
      >
        {searchable.length > 0 && (
          <TextField
            label={t('resource.filter.search')}
            placeholder={searchable.map((name) => labels.field(name)).join(' / ')}
            value={draft.q ?? ''}
            onChange={(q) => set({ q })}
          />
        )}
        {filters.map(([name, field]) => (
          <FilterControl key={name} name={name} field={field} labels={labels} draft={draft} set={set} />
        ))}
        {extra}
        <div className="flex gap-2">
          <Button type="submit" variant="primary">
            {t('resource.filter.apply')}
          </Button>
          <Button
            type="button"
            onPress={() => {
              setDraft({});
              onApply({});
            }}
          >
            {t('resource.filter.reset')}
          </Button>
        </div>
      </form>
    </search>
  );
}
