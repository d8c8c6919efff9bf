/**
 * The kit control for one field of a definition, to be wrapped in a FormField (which gives it the value,
 * change, blur, label and error). Numbers are held as null when empty (the kit's NumberField speaks NaN).
 */
import type { FieldDef } from '@soundboard/contract';
import { MoneyField } from '@soundboard/ui/inputs/money-field.tsx';
import { NumberField, type NumberFieldProps } from '@soundboard/ui/inputs/number-field.tsx';
import { Switch } from '@soundboard/ui/inputs/switch.tsx';
import { TextArea } from '@soundboard/ui/inputs/text-area.tsx';
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';
import { Cascader } from '@soundboard/ui/pickers/cascader.tsx';
import { DatePicker } from '@soundboard/ui/pickers/date-picker.tsx';
import type { PickerOption } from '@soundboard/ui/pickers/list-parts.tsx';
import { MultiSelect } from '@soundboard/ui/pickers/multi-select.tsx';
import { SearchSelect } from '@soundboard/ui/pickers/search-select.tsx';
import { Select } from '@soundboard/ui/pickers/select.tsx';
import { type ReactElement, useEffect, useState } from 'react';
import { useT } from '../i18n/use-t';
import { CategorySelect } from './category-values';
import { DateTimeField } from './date-time-field';
import { DictionarySelect } from './dictionary-values';
import { ImagesField } from './images-field';
import type { ResourceLabels } from './labels';
import { colleagueSearch, referencedDef, referenceSearch } from './references';
import { useRegions } from './region-text';

/** NumberField holding null for empty. */
export function IntegerField({
  value,
  onChange,
  ...props
}: Omit<NumberFieldProps, 'value' | 'onChange'> & {
  value?: number | null;
  onChange?: (value: number | null) => void;
}) {
  return (
    <NumberField
      {...props}
      value={value ?? Number.NaN}
      onChange={(next) => onChange?.(Number.isNaN(next) ? null : Math.trunc(next))}
    />
  );
}

/** One item a line: serial numbers typed or scanned one below the other. */
function TextListField({
  value,
  onChange,
  ...props
}: { value?: string[]; onChange?: (value: string[]) => void } & Record<string, unknown>) {
  return (
    <TextArea
      {...props}
      value={(value ?? []).join('\n')}
      onChange={(text: string) =>
        onChange?.(
          text
            .split('\n')
            .map((item) => item.trim())
            .filter(Boolean),
        )
      }
    />
  );
}

/** SearchSelect holding a numeric id, naming the chosen record itself. */
function ReferenceField({
  value,
  onChange,
  refLabel = '',
  search,
  ...props
}: {
  value?: number | null;
  onChange?: (value: number | null, option: PickerOption | null) => void;
  refLabel?: string;
  search: (text: string) => Promise<PickerOption[]>;
} & Record<string, unknown>) {
  const [label, setLabel] = useState(refLabel);
  useEffect(() => setLabel(refLabel), [refLabel]);
  return (
    <SearchSelect
      {...props}
      value={value === null || value === undefined ? null : String(value)}
      selectedLabel={label}
      search={search}
      onChange={(id, option) => {
        setLabel(option?.label ?? '');
        onChange?.(id === null ? null : Number(id), option);
      }}
    />
  );
}

/** The region cascader over the server's region tree (loaded once, when a form first needs it). */
function RegionField(props: Record<string, unknown>) {
  const t = useT();
  return (
    <Cascader
      {...props}
      placeholder={t('resource.choose')}
      options={useRegions()}
      columnLabels={[t('resource.region.province'), t('resource.region.city'), t('resource.region.district')]}
    />
  );
}

export interface ControlOptions {
  name: string;
  field: FieldDef;
  labels: ResourceLabels;
  /** The label of the current reference (from the record's refLabels). */
  refLabel?: string;
  /** Fixed filters for a reference search (e.g. on-sale products only). */
  refFilters?: Record<string, string>;
  line?: boolean;
  /** The record is shown on public pages (contract SHOWN_PUBLICLY_RESOURCES): its media pickers offer public ones. */
  shownPublicly?: boolean;
}

/**
 * `control` is what a FormField (or the lines editor) hands over: value, onChange, onBlur, label, errors; it
 * goes to the kit control as it is.
 */
export function FieldControl({
  name,
  field,
  labels,
  refLabel,
  refFilters,
  line,
  shownPublicly,
  ...control
}: ControlOptions & Record<string, unknown>): ReactElement {
  const t = useT();
  // The name reaches the control so the Form's server errors (validationErrors, keyed by name) show under it; a
  // line's cell keeps none (a record field of the same name must not mark every line).
  // biome-ignore lint/suspicious/noExplicitAny: the props of whichever control renders; each checks its own.
  const props = (line ? control : { ...control, name }) as any;
  switch (field.type) {
    case 'longText':
      return <TextArea {...props} maxCount={field.max ?? 2000} />;
    case 'integer':
      return (
        <IntegerField
          {...props}
          minValue={field.min ?? 0}
          {...(field.max === undefined ? {} : { maxValue: field.max })}
        />
      );
    case 'money':
      return <MoneyField {...props} hideStepper minValue={field.min ?? 0} />;
    case 'boolean':
      return <Switch {...props}>{props.label ?? t('resource.yes')}</Switch>;
    case 'enum':
      return (
        <Select
          {...props}
          placeholder={t('resource.choose')}
          options={(field.values ?? []).map((value) => ({ id: value, label: labels.value(name, value, line) }))}
        />
      );
    case 'enumList':
      return (
        <MultiSelect
          {...props}
          value={props.value ?? []}
          placeholder={t('resource.choose')}
          options={(field.values ?? []).map((value) => ({ id: value, label: labels.value(name, value, line) }))}
        />
      );
    case 'dictionary':
      return <DictionarySelect {...props} code={field.dictionary ?? ''} placeholder={t('resource.choose')} />;
    case 'region':
      return <RegionField {...props} />;
    case 'category':
      return <CategorySelect {...props} tree={field.tree} placeholder={t('resource.choose')} />;
    case 'date':
      return <DatePicker {...props} value={props.value ?? null} />;
    case 'datetime':
      return <DateTimeField {...props} />;
    case 'reference': {
      const target = referencedDef(field.ref);
      return (
        <ReferenceField
          {...props}
          placeholder={t('resource.search')}
          refLabel={refLabel ?? ''}
          search={
            target ? referenceSearch(target, refFilters, true) : field.ref === 'user' ? colleagueSearch : async () => []
          }
        />
      );
    }
    case 'images':
      return <ImagesField {...props} max={field.max ?? 8} shownPublicly={shownPublicly} />;
    case 'textList':
      return <TextListField {...props} description={t('resource.onePerLine')} />;
    default:
      return <TextField {...props} />;
  }
}
