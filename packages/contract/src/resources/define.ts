/**
 * The resource framework's vocabulary: one definition per resource says its fields (type, validation, list
 * behaviour), its line items, its state machine, who may read and write it and where its screen sits in the menu.
 * Everything that lists resources derives from the definitions (./defs/index.ts and ./catalog.ts are generated
 * from them: `npm run generate -w @soundboard/contract`). The server builds its routes from it
 * (packages/server/src/resources), the admin its screens (packages/admin/src/resource); ./schemas.ts derives
 * the valibot schemas both apply. Texts are not here: every label has a key by convention (./keys.ts) in the
 * resource dictionaries (./locales/*.json), which the admin loads and the server reads for CSV headers.
 */
import type { CategoryTree } from '../media/categories';
import type { Permission, SeededRole } from '../permissions';
import type { MenuIcon } from '../settings/menus';

export type FieldType =
  /** One line of text. */
  | 'text'
  /** Several lines. */
  | 'longText'
  | 'integer'
  /** Integer minor units (fen) of the record's currency; never a float. */
  | 'money'
  | 'boolean'
  /** One of `values`. */
  | 'enum'
  /** A calendar day, 'YYYY-MM-DD'. */
  | 'date'
  /** An instant, ISO-8601 UTC on the wire. */
  | 'datetime'
  /** The id of a record of resource `ref`. */
  | 'reference'
  /** Ids of uploaded image files. */
  | 'images'
  /** A list of short texts (serial numbers). */
  | 'textList'
  /** Several of `values` (a set, kept in declared order), e.g. the product kinds a supplier offers. */
  | 'enumList'
  /** A GB/T 2260 region path: province, city and district codes (the region cascader). */
  | 'region'
  /**
   * The code of a value of Settings dictionary `dictionary` (a customer's level, a follow-up's type): the values
   * and their labels are data, so the server checks the code against the dictionary's enabled values.
   */
  | 'dictionary'
  /**
   * Formatted text as HTML (an article's body, a forum post): the server keeps only what the allow-list of
   * contract content/rich-text.ts permits (packages/server/src/content/sanitize.ts) on every write, so every
   * reader receives safe HTML; lists and CSV exports leave it out (it can be large), the detail carries it.
   */
  | 'richText'
  /**
   * The id of a node of category tree `tree` (contract media/categories.ts): the server checks the node exists
   * in that tree; the filter matches the node and its descendants; lists show the node's name.
   */
  | 'category';

/** The colour of a value's tag (the admin maps it to the kit's Tag colours). */
export type Tone = 'default' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

/** How the list endpoint may filter on a field (query parameters in brackets). */
export type FilterKind =
  /** `field=value` */
  | 'eq'
  /** `field=a,b,c` */
  | 'in'
  /** `fieldFrom=…&fieldTo=…` (inclusive) */
  | 'range'
  /** `field=true|false` */
  | 'bool';

export interface FieldDef {
  type: FieldType;
  /** Must be given (not empty) when the record is written; on a read-only field: the server always sets it. */
  required?: boolean;
  /** text: most characters; integer / money: largest value; images / textList: most items. */
  max?: number;
  /** integer / money: smallest value (default 0). */
  min?: number;
  /** enum / enumList: the allowed values, in display order. */
  values?: readonly string[];
  /**
   * enum / enumList: the dictionary prefix of the value labels when they are another field's (e.g.
   * 'product.kind'), so the same values are translated once. Absent: the field's own `<resource>.<field>`.
   */
  valueLabels?: string;
  /** enum / enumList: the tag colour of each value, declared where the values are (absent: 'default'). */
  tones?: Readonly<Partial<Record<string, Tone>>>;
  /** text: shown masked in lists and exports (all but the last 4 characters), whole in the detail and form. */
  mask?: 'last4';
  /** reference: the resource the id points to. */
  ref?: string;
  /** text: a pattern the value must match, with its message key (contract messages). */
  pattern?: { regex: RegExp; message: string };
  /** text: a rule beyond a pattern (a check digit), with its message key; runs on non-empty values. */
  check?: { test: (value: string) => boolean; message: string };
  /** dictionary: the code of the Settings dictionary whose values the field takes (e.g. 'customerLevel'). */
  dictionary?: string;
  /** category: the tree its node belongs to (a CategoryTree name). */
  tree?: CategoryTree;
  /** Used when a create leaves the field out. */
  default?: string | number | boolean | null;
  /** Written by the server only (numbers, statuses, totals): never part of an input. */
  readOnly?: boolean;
  /** Unique among the resource's records: a duplicate is a field error, not a server error. */
  unique?: boolean;
  filter?: FilterKind;
  sortable?: boolean;
  /** Matched by the list's free-text `q` (case-insensitive substring). */
  search?: boolean;
  /** In the list: shown by default, or offered in the column chooser. Absent: not a list column. */
  column?: 'default' | 'optional';
  /** Form section (e.g. 'specs'); fields without one go in the main section. */
  group?: string;
  /**
   * Only holders of this permission see the field (a product's cost price): the server leaves it out of lists,
   * details, exports and history for others and ignores it in their writes; the admin hides it.
   */
  readPermission?: Permission;
}

export type Fields = Record<string, FieldDef>;

/** A state change a user asks for: allowed from `from`, leads to `to`, needs `permission` (default: write). */
export interface TransitionDef {
  from: readonly string[];
  to: string;
  permission?: Permission;
  /** Fields the action takes besides the record's version (e.g. an approved amount). */
  input?: Fields;
  /** Asks for confirmation in the admin (irreversible or weighty actions). */
  confirm?: boolean;
  danger?: boolean;
}

export interface StateMachine<
  T extends Record<string, TransitionDef> = Record<string, TransitionDef>,
  S extends string = string,
> {
  field: S;
  initial: string;
  transitions: T;
  /** Moves the server makes by itself (e.g. an order becomes delivered with its last delivery): no route. */
  automatic?: readonly { from: readonly string[]; to: string }[];
}

/** A named list of lines (ResourceDef.lineSets). */
export interface LineSetDef {
  fields: Fields;
  min?: number;
  max?: number;
}

/** What a seeded role gets on a resource by default: read, or read and write. */
export type Grant = 'read' | 'write';

/**
 * Who may read and write a resource. Either codes of its own, `<module>:read` and `<module>:write` (a row of the
 * role editor labelled `<name>.module`, else `<name>.menu`, else `<name>.title`), granted to the seeded roles as
 * `roles` says (the administrator holds every code); or an area's codes declared in ../permissions.ts, which the
 * server's role seed grants.
 */
export type AccessDef =
  | { module: string; roles?: Readonly<Partial<Record<SeededRole, Grant>>>; read?: never; write?: never }
  | { read: Permission; write: Permission; module?: never; roles?: never };

/**
 * A resource's screen and its menu entry: the screen shows the generic resource page (or the admin's page of the
 * same screen name), needs the resource's read permission, and is titled by `<name>.menu`, else `<name>.title`.
 */
export type MenuDef = {
  /** The menu group it sits in (a SCREEN_GROUPS key). */
  group: string;
  icon?: MenuIcon;
  /** Default: the resource name in PascalCase. */
  screen?: string;
  /** Under /admin. Default: `/<group>/<name in kebab-case>`. */
  path?: string;
  /** Its menu key within the group (stored in server menus and roles). Default: the resource name. */
  key?: string;
} & (
  | { /** First in its group. */ first: true; after?: never }
  | {
      /** The screen it follows (after that screen's sub-screens); absent: last in its group. */ after?: string;
      first?: never;
    }
);

/**
 * A document number the server gives each new record in `field`: `prefix`, the China calendar day and a counter
 * of the resource's own, at least 5 digits (e.g. SR2026112300042), like the orders' numbers.
 */
export interface NumberingDef {
  field: string;
  prefix: string;
}

/** F, L, T and S keep a definition's literal fields, line fields, transitions and state field (./types.ts). */
export interface ResourceDef<
  F extends Fields = Fields,
  L extends Fields = Fields,
  T extends Record<string, TransitionDef> = Record<string, TransitionDef>,
  S extends string = string,
> {
  /** Singular camelCase name: the dictionary prefix and the audit entity. */
  name: string;
  /** Under /behind, e.g. '/products'. */
  path: string;
  access: AccessDef;
  /** The read and write codes `access` implies (defineResource works them out). */
  permissions: { read: Permission; write: Permission };
  /** Its screen and menu entry; absent: the resource has no screen of its own. */
  menu?: MenuDef;
  numbering?: NumberingDef;
  fields: F;
  /** `field` or `-field`. */
  defaultSort: string;
  /**
   * How a record is named in pickers, lists and history: these fields' values joined by a space, empty ones
   * skipped (see displayName). Absent: `name`, else the first searched field (a document number), else `#id`.
   */
  display?: readonly string[];
  /** Default 20; the largest page is MAX_PAGE_SIZE. */
  pageSize?: number;
  /** Line items edited with the record (order lines, allocations…), sent as `lines`. */
  lines?: { fields: L; min?: number; max?: number };
  /**
   * Further named lists edited with the record, each sent under its own key (a company's `contacts` and
   * `sites`): the same rules as `lines`, labelled `<resource>.<set>.title` / `<resource>.<set>.field.<field>`.
   * A line keeps its `id` (read-only, sent back on update) so other records can refer to it.
   */
  lineSets?: Readonly<Record<string, LineSetDef>>;
  /**
   * Records belong to a user (a customer to its salesperson): callers without `allPermission` read only records
   * whose `field` is theirs or empty (the shared pool), and write only their own. The server applies it to every
   * list, detail, export, reference, duplicate check and write (packages/server/src/resources/ownership.ts).
   */
  ownership?: { field: string; allPermission: Permission };
  /**
   * The resource can be imported from CSV / XLSX (contract crm/import.ts); these fields identify a row that is
   * already there (a company's credit code), so it is skipped or updated as the user chooses.
   */
  importKey?: readonly string[];
  states?: StateMachine<T, S>;
  /** Operations the server offers (default: all). Read-only views turn the writes off. */
  operations?: { create?: boolean; update?: boolean; delete?: boolean; export?: boolean };
  /**
   * Which states allow update and delete (default: any): states of the machine's field, or of `status` when the
   * resource moves by its own routes (an invoice is issued by its route; editable only while requested).
   */
  editableIn?: readonly string[];
  deletableIn?: readonly string[];
  /**
   * Which states a record must be in for another record to be given a reference to it (default: any): an
   * inactive warehouse keeps the stock and orders that name it, but a new order or stocktake cannot choose it.
   * The server refuses such a reference when it is set or changed; the admin's form pickers offer only these.
   */
  referableIn?: readonly string[];
}

/** Patterns text fields share, each with its message key (contract messages). */
export const PATTERNS = {
  /** A code staff type: a SKU, a supplier code. */
  code: { regex: /^[A-Z0-9][A-Z0-9-]{2,39}$/, message: 'validation.code' },
  phone: { regex: /^\+?[\d\s-]{5,20}$/, message: 'validation.phone' },
  email: { regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'validation.email' },
} as const;

/** A code staff give a record (a SKU, a supplier code): required, unique, searched and sorted, listed. */
export const CODE_FIELD = {
  type: 'text',
  required: true,
  max: 40,
  unique: true,
  pattern: PATTERNS.code,
  search: true,
  sortable: true,
  column: 'default',
} as const satisfies FieldDef;

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
/** Most ids one bulk request may name. */
export const MAX_BULK = 200;

/** The read and write codes of an access declaration. */
export function accessCodes(access: AccessDef): { read: Permission; write: Permission } {
  if (access.module === undefined) return { read: access.read, write: access.write };
  return { read: `${access.module}:read`, write: `${access.module}:write` } as { read: Permission; write: Permission };
}

/**
 * The definition with its permissions worked out from `access`, and the literal types kept, so `def.fields.sku`,
 * its lines and its actions are known (./types.ts).
 */
export function defineResource<
  const F extends Fields,
  const L extends Fields = never,
  const T extends Record<string, TransitionDef> = never,
  const S extends string = never,
>(def: Omit<ResourceDef<F, L, T, S>, 'permissions'> & { permissions?: never }): ResourceDef<F, L, T, S> {
  return { ...def, permissions: accessCodes(def.access) };
}

/** What every record carries besides its own fields (docs/architecture.md). */
export const SYSTEM_FIELDS = ['id', 'createdAt', 'createdBy', 'updatedAt', 'updatedBy', 'version'] as const;

/** Fields an input may carry: not read-only. */
export function writableFields(fields: Fields): [string, FieldDef][] {
  return Object.entries(fields).filter(([, field]) => !field.readOnly);
}

export function operationAllowed(def: ResourceDef, operation: 'create' | 'update' | 'delete' | 'export'): boolean {
  return def.operations?.[operation] ?? true;
}

/** The field `editableIn` / `deletableIn` read: the state machine's, else a `status` field, else none. */
export function stateField(def: ResourceDef): string | undefined {
  return def.states?.field ?? ('status' in def.fields ? 'status' : undefined);
}

/** Whether the record's state allows an update or a delete (no list, or no state field: any state). */
export function allowedInState(def: ResourceDef, record: Record<string, unknown>, operation: 'update' | 'delete') {
  const allowed = operation === 'update' ? def.editableIn : def.deletableIn;
  const field = stateField(def);
  return !allowed || !field || allowed.includes(String(record[field]));
}

/** Sortable keys: the declared sortable fields plus the system timestamps and id. */
export function sortableFields(def: ResourceDef): string[] {
  const own = Object.entries(def.fields)
    .filter(([, field]) => field.sortable)
    .map(([name]) => name);
  return [...own, 'createdAt', 'updatedAt', 'id'];
}

/** The fields that name a record (ResourceDef.display and its fallbacks). */
export function displayFields(def: ResourceDef): readonly string[] {
  if (def.display) return def.display;
  if (def.fields.name) return ['name'];
  const number = searchFields(def)[0];
  return number ? [number] : [];
}

/** A record's name as pickers, lists and history show it; the server builds the same text in SQL. */
export function displayName(def: ResourceDef, record: Record<string, unknown>): string {
  const text = displayFields(def)
    .map((field) => record[field])
    .filter((value) => value !== null && value !== undefined && value !== '')
    .join(' ');
  return text || `#${record.id}`;
}

/** A value with all but its last 4 characters hidden (fields with `mask: 'last4'` in lists and exports). */
/** The definition narrowed to the fields a caller may see (`readPermission`); the same object when nothing is hidden. */
export function readableDef<D extends ResourceDef>(def: D, has: (permission: Permission) => boolean): D {
  const entries = Object.entries(def.fields);
  const readable = entries.filter(([, field]) => !field.readPermission || has(field.readPermission));
  return readable.length === entries.length ? def : { ...def, fields: Object.fromEntries(readable) };
}

export function maskLast4(value: string): string {
  return value.length <= 4 ? value : `${'*'.repeat(Math.min(value.length - 4, 8))}${value.slice(-4)}`;
}

export function searchFields(def: ResourceDef): string[] {
  return Object.entries(def.fields)
    .filter(([, field]) => field.search)
    .map(([name]) => name);
}
