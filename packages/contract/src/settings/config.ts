/**
 * The configuration (Settings, /setting/config): typed values grouped by concern, said once here. The server
 * validates and stores them (packages/server/src/settings/config-store.ts), the admin builds its forms from the
 * same keys. A key nobody has set has its default. Each key maps onto a resource field definition, so the
 * framework's schemas (validation messages) and the admin's field controls serve it unchanged.
 */
import type * as v from 'valibot';
import type { FieldDef, Fields } from '../resources/define';
import { inputSchema } from '../resources/schemas';

/** The kinds of value a key holds; `list` is a list of short texts. */
export type ConfigType = 'text' | 'integer' | 'money' | 'boolean' | 'enum' | 'list';

export type ConfigValue = string | number | boolean | string[] | null;

export interface ConfigKeyDef {
  type: ConfigType;
  /** What the key is worth until an administrator sets it (null: nothing, for optional keys). */
  default: ConfigValue;
  required?: boolean;
  /** integer / money: the smallest value (default 0). */
  min?: number;
  /** text: most characters; integer / money: largest value; list: most items. */
  max?: number;
  /** enum: the allowed values, in display order. */
  values?: readonly string[];
}

const key = <const K extends ConfigKeyDef>(def: K): K => def;

/** Every group and its keys, in display order. */
export const CONFIG_GROUPS = {
  company: {
    name: key({ type: 'text', default: '声动音响科技有限公司', required: true, max: 100 }),
    /** A material's id once materials exist; for now a plain optional number. */
    logo: key({ type: 'integer', default: null, min: 1, max: 2_147_483_647 }),
    taxId: key({ type: 'text', default: '', max: 18 }),
    address: key({ type: 'text', default: '', max: 200 }),
    /** Printed on invoices and withdrawal slips. */
    nameEn: key({ type: 'text', default: 'Soundboard Audio Technology Co., Ltd.', max: 120 }),
    phone: key({ type: 'text', default: '', max: 30 }),
    bankName: key({ type: 'text', default: '', max: 60 }),
    bankAccount: key({ type: 'text', default: '', max: 40 }),
  },
  finance: {
    withdrawalFeePercent: key({ type: 'integer', default: 0, min: 0, max: 100 }),
    /** In fen, like every amount. */
    withdrawalMinimum: key({ type: 'money', default: 100_00, min: 1 }),
    withdrawalDailyCap: key({ type: 'money', default: 50_000_00, min: 1 }),
    withdrawalNeedsApproval: key({ type: 'boolean', default: true }),
    withdrawalMonthlyCap: key({ type: 'money', default: 200_000_00, min: 1 }),
    /** Above this amount a second, different finance user approves a withdrawal. */
    withdrawalSecondApprovalAbove: key({ type: 'money', default: 10_000_00, min: 1 }),
    /** Commission stays frozen this many days after the order completes (the refund window). */
    commissionFrozenDays: key({ type: 'integer', default: 7, min: 0, max: 365 }),
    /** The VAT rate of invoice lines, basis points (1300 = 13 %). */
    invoiceTaxRateBp: key({ type: 'integer', default: 1300, min: 0, max: 10_000 }),
  },
  security: {
    sessionIdleMinutes: key({ type: 'integer', default: 120, min: 5, max: 10_080 }),
    sessionAbsoluteMinutes: key({ type: 'integer', default: 720, min: 15, max: 43_200 }),
    passwordMinLength: key({ type: 'integer', default: 8, min: 8, max: 64 }),
    /** Role keys whose holders must sign in with a second factor (enforced at their next sign-in). */
    twoFactorRoles: key({ type: 'list', default: ['admin', 'finance'], max: 50 }),
    /** Register and forgot-password requests left pending this long expire (Settings → users, Requests). */
    accountRequestDays: key({ type: 'integer', default: 14, min: 1, max: 365 }),
  },
  /** The media library's size limit per kind, in MiB (contract: media/materials.ts MATERIAL_LIMIT_KEYS). */
  media: {
    imageMaxMb: key({ type: 'integer', default: 10, min: 1, max: 100 }),
    audioMaxMb: key({ type: 'integer', default: 50, min: 1, max: 500 }),
    videoMaxMb: key({ type: 'integer', default: 200, min: 1, max: 2000 }),
    documentMaxMb: key({ type: 'integer', default: 20, min: 1, max: 200 }),
  },
  /**
   * The shared customer pool (contract crm/pool.ts): days without a follow-up before a customer returns to the
   * pool, per level of the seeded customerLevel dictionary (other levels: `poolDaysRegular`), the warning lead
   * and the daily claim limit.
   */
  crm: {
    poolEnabled: key({ type: 'boolean', default: true }),
    poolDaysKey: key({ type: 'integer', default: 90, min: 1, max: 3650 }),
    poolDaysRegular: key({ type: 'integer', default: 30, min: 1, max: 3650 }),
    poolDaysSmall: key({ type: 'integer', default: 15, min: 1, max: 3650 }),
    poolWarnDays: key({ type: 'integer', default: 7, min: 0, max: 365 }),
    claimDailyLimit: key({ type: 'integer', default: 5, min: 1, max: 1000 }),
  },
  content: {
    sensitiveWords: key({ type: 'list', default: [], max: 500 }),
    sensitiveWordAction: key({ type: 'enum', default: 'review', values: ['block', 'review', 'mask'] }),
    /** Posts of forum members not yet trusted wait for a moderator (contract content/forum.ts). */
    forumQueueUntrusted: key({ type: 'boolean', default: true }),
  },
} as const satisfies Record<string, Record<string, ConfigKeyDef>>;

export type ConfigGroup = keyof typeof CONFIG_GROUPS;
export const CONFIG_GROUP_NAMES = Object.keys(CONFIG_GROUPS) as ConfigGroup[];

/** A key's full name, `<group>.<key>`, as stored in config_values and read with configValue(). */
export type ConfigKey = {
  [G in ConfigGroup]: `${G}.${Extract<keyof (typeof CONFIG_GROUPS)[G], string>}`;
}[ConfigGroup];

type ValueOf<K extends ConfigKeyDef> = K['type'] extends 'text' | 'enum'
  ? string
  : K['type'] extends 'integer' | 'money'
    ? K['default'] extends null
      ? number | null
      : number
    : K['type'] extends 'boolean'
      ? boolean
      : string[];

type KeyDefOf<K extends ConfigKey> = K extends `${infer G extends ConfigGroup}.${infer N}`
  ? N extends keyof (typeof CONFIG_GROUPS)[G]
    ? (typeof CONFIG_GROUPS)[G][N]
    : never
  : never;

/** The type of a key's value, e.g. number for 'security.passwordMinLength'. */
export type ConfigValueOf<K extends ConfigKey> = KeyDefOf<K> extends infer D extends ConfigKeyDef ? ValueOf<D> : never;

export function isConfigGroup(name: string): name is ConfigGroup {
  return Object.hasOwn(CONFIG_GROUPS, name);
}

/** The keys of a group with their definitions, in display order. */
export function configKeys(group: ConfigGroup): [string, ConfigKeyDef][] {
  return Object.entries(CONFIG_GROUPS[group]);
}

export function configKeyDef(full: string): ConfigKeyDef | undefined {
  const [group = '', name = ''] = full.split('.');
  if (!isConfigGroup(group)) return undefined;
  return (CONFIG_GROUPS[group] as Record<string, ConfigKeyDef>)[name];
}

/** The resource field a key behaves as (validation, the admin's control). */
export function configField(def: ConfigKeyDef): FieldDef {
  return {
    type: def.type === 'list' ? 'textList' : def.type,
    ...(def.required ? { required: true } : {}),
    ...(def.min !== undefined ? { min: def.min } : {}),
    ...(def.max !== undefined ? { max: def.max } : {}),
    ...(def.values ? { values: def.values } : {}),
    ...(def.default !== null && !Array.isArray(def.default) ? { default: def.default } : {}),
  };
}

/**
 * The body of PUT /behind/config/:group: every key of the group (an omitted one is written empty) and the
 * group's version as read (the sum of its keys' versions: any write raises it, so a stale form is refused).
 */
export function configGroupSchema(group: ConfigGroup): v.GenericSchema {
  const fields: Fields = Object.fromEntries(configKeys(group).map(([name, def]) => [name, configField(def)]));
  return inputSchema({ ...fields, version: { type: 'integer', required: true, min: 0 } });
}

/** One group as GET /behind/config answers it. */
export interface ConfigGroupAnswer {
  group: ConfigGroup;
  version: number;
  values: Record<string, ConfigValue>;
  updatedAt: string | null;
  updatedBy: number | null;
}

/** The admin dictionary keys of the config screens (namespace `config`). */
export const configLabelKeys = {
  group: (group: string) => `config.group.${group}`,
  groupHint: (group: string) => `config.group.${group}.hint`,
  key: (group: string, name: string) => `config.key.${group}.${name}`,
  value: (group: string, name: string, value: string) => `config.key.${group}.${name}.${value}`,
};

/** One value of a dictionary as GET /behind/dictionary-options/:code answers it (enabled values, sorted). */
export interface DictionaryOption {
  code: string;
  labelZh: string;
  labelEn: string;
  tone: string;
}

export interface DictionaryOptions {
  code: string;
  nameZh: string;
  nameEn: string;
  values: DictionaryOption[];
}
