/**
 * The light facts of each definition that code without the definitions needs — the screens (which the admin's
 * login screen loads), the permission list, the role seed — as ./catalog.ts holds them. scripts/generate.mjs
 * writes that file with these functions, and a unit test checks it is current.
 */
import type { Grant, ResourceDef } from './define';

export interface CatalogScreen {
  name: string;
  group: string;
  path: string;
  key: string;
  icon?: string;
  first?: true;
  after?: string;
}

export interface CatalogEntry {
  read: string;
  write: string;
  /** Set when the resource has codes of its own (AccessDef). */
  module?: string;
  roles?: Readonly<Record<string, Grant>>;
  screen?: CatalogScreen;
}

export const pascalCase = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
export const kebabCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** What a value exported by a file of ./defs must look like to be a definition. */
export function isResourceDef(value: unknown): value is ResourceDef {
  const def = value as Partial<ResourceDef> | null;
  return (
    typeof def === 'object' &&
    def !== null &&
    typeof def.name === 'string' &&
    typeof def.path === 'string' &&
    typeof def.fields === 'object' &&
    typeof def.access === 'object'
  );
}

function screenOf(def: ResourceDef): CatalogScreen | undefined {
  const menu = def.menu;
  if (!menu) return undefined;
  return {
    name: menu.screen ?? pascalCase(def.name),
    group: menu.group,
    path: menu.path ?? `/${menu.group}/${kebabCase(def.name)}`,
    key: menu.key ?? def.name,
    ...(menu.icon ? { icon: menu.icon } : {}),
    ...(menu.first ? { first: true as const } : {}),
    ...(menu.after ? { after: menu.after } : {}),
  };
}

export function catalogEntry(def: ResourceDef): CatalogEntry {
  const screen = screenOf(def);
  const { module, roles } = def.access;
  return {
    read: def.permissions.read,
    write: def.permissions.write,
    ...(module ? { module } : {}),
    ...(roles && Object.keys(roles).length > 0 ? { roles } : {}),
    ...(screen ? { screen } : {}),
  };
}

/** The catalog of `defs`, by resource name in alphabetical order. */
export function catalogOf(defs: readonly ResourceDef[]): Record<string, CatalogEntry> {
  const sorted = [...defs].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return Object.fromEntries(sorted.map((def) => [def.name, catalogEntry(def)]));
}
