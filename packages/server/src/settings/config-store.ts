/**
 * The configuration as stored: one config_values row per key an administrator set (a key without a row has the
 * contract's default), read whole (a few dozen rows at most) and cached per database.
 *
 * Freshness: a write in this process drops its cache after commit, so the next read here sees it at once.
 * Other processes sharing the PostgreSQL database keep their copy for at most CACHE_MS (10 s) and then read
 * again — a setting takes effect everywhere within 10 s, without a restart.
 */
import {
  CONFIG_GROUPS,
  type ConfigGroup,
  type ConfigGroupAnswer,
  type ConfigKey,
  type ConfigKeyDef,
  type ConfigValue,
  type ConfigValueOf,
  configKeyDef,
  configKeys,
} from '@soundboard/contract';
import type { Db, Tx } from '../db/client';
import { configValues } from '../db/schema';
import type { AppDeps } from '../http/env';

export const CACHE_MS = 10_000;

export interface StoredValue {
  value: ConfigValue;
  version: number;
  updatedAt: Date;
  updatedBy: number | null;
}

interface Cached {
  rows: Map<string, StoredValue>;
  readAt: number;
}

const caches = new WeakMap<Db, Cached>();

/** Every stored value by full key ('finance.withdrawalMinimum'); keys the contract no longer has are skipped. */
export async function readStored(db: Db | Tx): Promise<Map<string, StoredValue>> {
  const rows = await db.select().from(configValues);
  return new Map(
    rows
      .filter((row) => configKeyDef(row.key))
      .map((row) => [
        row.key,
        { value: row.value as ConfigValue, version: row.version, updatedAt: row.updatedAt, updatedBy: row.updatedBy },
      ]),
  );
}

async function cachedRows(deps: AppDeps): Promise<Map<string, StoredValue>> {
  const cached = caches.get(deps.db);
  // Real time, not deps.now(): a test moving its clock must not make a cache look fresh or stale.
  if (cached && Date.now() - cached.readAt < CACHE_MS) return cached.rows;
  const rows = await readStored(deps.db);
  caches.set(deps.db, { rows, readAt: Date.now() });
  return rows;
}

/** Called after a config write commits. */
export function forgetConfig(db: Db): void {
  caches.delete(db);
}

function valueOr(def: ConfigKeyDef, stored: StoredValue | undefined): ConfigValue {
  return stored === undefined ? def.default : stored.value;
}

/** One setting as it stands now (e.g. configValue(deps, 'security.passwordMinLength')), from the cache. */
export async function configValue<K extends ConfigKey>(deps: AppDeps, key: K): Promise<ConfigValueOf<K>> {
  const def = configKeyDef(key);
  if (!def) throw new Error(`unknown config key ${key}`);
  return valueOr(def, (await cachedRows(deps)).get(key)) as ConfigValueOf<K>;
}

/** A group with its values (defaults filled in) and its version, from rows read by the caller. */
export function groupAnswer(group: ConfigGroup, rows: Map<string, StoredValue>): ConfigGroupAnswer {
  const values: Record<string, ConfigValue> = {};
  let version = 0;
  let latest: StoredValue | undefined;
  for (const [name, def] of configKeys(group)) {
    const stored = rows.get(`${group}.${name}`);
    values[name] = valueOr(def, stored);
    version += stored?.version ?? 0;
    if (stored && (!latest || stored.updatedAt > latest.updatedAt)) latest = stored;
  }
  return {
    group,
    version,
    values,
    updatedAt: latest?.updatedAt.toISOString() ?? null,
    updatedBy: latest?.updatedBy ?? null,
  };
}

export const GROUPS = Object.keys(CONFIG_GROUPS) as ConfigGroup[];
