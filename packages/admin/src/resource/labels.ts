/** The texts of a resource definition (contract resource dictionaries, the `resources` namespace). */
import { type Fields, type ResourceDef, resourceKeys } from '@soundboard/contract';
import { useT } from '../i18n/use-t';

export interface ResourceLabels {
  title: string;
  /** The title inside a sentence ('New sale order'): a capital only a sentence start needs is lowered. */
  titleInText: string;
  field: (name: string) => string;
  line: (name: string) => string;
  value: (field: string, value: string, line?: boolean) => string;
  action: (action: string) => string;
  group: (group: string) => string;
}

export function useResourceLabels(def: ResourceDef): ResourceLabels {
  const t = useT();
  const title = t(resourceKeys.title(def));
  return {
    title,
    titleInText: inSentence(title),
    field: (name) => t(resourceKeys.field(def, name)),
    line: (name) => t(resourceKeys.line(def, name)),
    value: (field, value, line = false) => t(resourceKeys.value(def, field, value, line)),
    action: (action) => t(resourceKeys.action(def, action)),
    group: (group) => t(resourceKeys.group(def, group)),
  };
}

/** 'Sale order' -> 'sale order'; 'SKU' and texts without case (zh-CN) stay as they are. */
export function inSentence(title: string): string {
  const [first = '', second = ''] = title;
  return second !== second.toUpperCase() ? first.toLowerCase() + title.slice(1) : title;
}

/**
 * The labels of a named line set's controls and cells (ResourceDef.lineSets): an enum value is named by its
 * field's shared `valueLabels` (a store's weekday), which the record's `lines` lookup would not find.
 */
export function lineSetLabels(labels: ResourceLabels, fields: Fields, t: (key: string) => string): ResourceLabels {
  return {
    ...labels,
    value: (field, value, line) => {
      const shared = fields[field]?.valueLabels;
      return shared ? t(`${shared}.${value}`) : labels.value(field, value, line);
    },
  };
}
