/**
 * The i18n keys of a resource's texts, by convention, in the resource dictionaries (./locales/<locale>.json).
 * A contract test checks that every key a definition implies exists in both locales.
 */
import type { ResourceDef } from './define';

export const resourceKeys = {
  /** The resource's name, e.g. 'Product'. */
  title: (def: ResourceDef) => `${def.name}.title`,
  field: (def: ResourceDef, field: string) =>
    isSystemField(field) ? `common.field.${field}` : `${def.name}.field.${field}`,
  line: (def: ResourceDef, field: string) => `${def.name}.line.${field}`,
  /** An enum value of a field (or of a line field with `line: true`); shared labels per `valueLabels`. */
  value: (def: ResourceDef, field: string, value: string, line = false) => {
    const shared = (line ? def.lines?.fields[field] : def.fields[field])?.valueLabels;
    return shared ? `${shared}.${value}` : `${def.name}.${line ? 'line.' : ''}${field}.${value}`;
  },
  /** A named line set (ResourceDef.lineSets): its title and its fields. */
  lineSet: (def: ResourceDef, set: string) => `${def.name}.${set}.title`,
  lineSetField: (def: ResourceDef, set: string, field: string) => `${def.name}.${set}.field.${field}`,
  action: (def: ResourceDef, action: string) => `${def.name}.action.${action}`,
  group: (def: ResourceDef, group: string) => `${def.name}.group.${group}`,
};

const SYSTEM = new Set(['id', 'createdAt', 'createdBy', 'updatedAt', 'updatedBy', 'version']);

export function isSystemField(field: string): boolean {
  return SYSTEM.has(field);
}

/** Every key a definition implies (for the dictionary test). */
export function impliedKeys(def: ResourceDef): string[] {
  const keys = new Set<string>([resourceKeys.title(def)]);
  for (const [name, field] of Object.entries(def.fields)) {
    keys.add(resourceKeys.field(def, name));
    for (const value of field.values ?? []) keys.add(resourceKeys.value(def, name, value));
    if (field.group) keys.add(resourceKeys.group(def, field.group));
  }
  for (const [name, field] of Object.entries(def.lines?.fields ?? {})) {
    keys.add(resourceKeys.line(def, name));
    for (const value of field.values ?? []) keys.add(resourceKeys.value(def, name, value, true));
  }
  for (const [set, { fields }] of Object.entries(def.lineSets ?? {})) {
    keys.add(resourceKeys.lineSet(def, set));
    for (const name of Object.keys(fields)) keys.add(resourceKeys.lineSetField(def, set, name));
  }
  for (const [action, transition] of Object.entries(def.states?.transitions ?? {})) {
    keys.add(resourceKeys.action(def, action));
    for (const name of Object.keys(transition.input ?? {})) keys.add(resourceKeys.field(def, name));
  }
  for (const field of SYSTEM) keys.add(`common.field.${field}`);
  return [...keys];
}
