/** The texts of a resource definition (contract resource dictionaries, the `resources` namespace). */
import { type ResourceDef, resourceKeys } from '@soundboard/contract';
import { useT } from '../i18n/use-t';

export interface ResourceLabels {
  title: string;
  field: (name: string) => string;
  line: (name: string) => string;
  value: (field: string, value: string, line?: boolean) => string;
  action: (action: string) => string;
  group: (group: string) => string;
}

export function useResourceLabels(def: ResourceDef): ResourceLabels {
  const t = useT();
  return {
    title: t(resourceKeys.title(def)),
    field: (name) => t(resourceKeys.field(def, name)),
    line: (name) => t(resourceKeys.line(def, name)),
    value: (field, value, line = false) => t(resourceKeys.value(def, field, value, line)),
    action: (action) => t(resourceKeys.action(def, action)),
    group: (group) => t(resourceKeys.group(def, group)),
  };
}
