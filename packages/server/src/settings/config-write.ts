/**
 * Saving one configuration group: the body checked against the keys' types (translated field errors, nothing
 * written), the group's version compared with the one the form read, the changed keys written and one audit
 * row, all in one transaction; the process's cache dropped after commit (./config-store.ts).
 */
import { type ConfigGroup, type ConfigValue, configGroupSchema, configKeys } from '@soundboard/contract';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { audit } from '../audit';
import { configValues } from '../db/schema';
import { fieldError } from '../domains/issues';
import type { AppEnv } from '../http/env';
import { versionConflict } from '../http/errors';
import { jsonBody } from '../http/validate';
import { forgetConfig, groupAnswer, readStored } from './config-store';

/** Rules between keys, beyond each key's own type. */
function checkTogether(c: Context<AppEnv>, group: ConfigGroup, values: Record<string, ConfigValue>): void {
  if (group !== 'security') return;
  const idle = Number(values.sessionIdleMinutes);
  if (Number(values.sessionAbsoluteMinutes) < idle)
    throw fieldError(c, 'sessionAbsoluteMinutes', 'config.absoluteBelowIdle', { idle: String(idle) });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export async function saveConfigGroup(c: Context<AppEnv>, group: ConfigGroup) {
  const { version, ...values } = (await jsonBody(c, configGroupSchema(group))) as Record<string, ConfigValue> & {
    version: number;
  };
  checkTogether(c, group, values);
  const { db } = c.var.deps;
  const answer = await db.transaction(async (tx) => {
    // One writer per group at a time: keys without a row yet cannot be locked row by row.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`config.${group}`}))`);
    const rows = await readStored(tx);
    const before = groupAnswer(group, rows);
    if (before.version !== version) throw versionConflict();
    const now = c.var.deps.now();
    const userId = c.var.user.userId;
    const changed = configKeys(group).filter(([name]) => !same(before.values[name], values[name]));
    for (const [name] of changed) {
      const key = `${group}.${name}`;
      // A JSON null, not SQL NULL (an optional key cleared still has its row and version).
      const value = values[name] ?? sql`'null'::jsonb`;
      await tx
        .insert(configValues)
        .values({ key, value, updatedAt: now, updatedBy: userId, version: 1 })
        .onConflictDoUpdate({
          target: configValues.key,
          set: { value, updatedAt: now, updatedBy: userId, version: sql`${configValues.version} + 1` },
        });
    }
    const after = groupAnswer(group, await readStored(tx));
    if (changed.length > 0) {
      const names = changed.map(([name]) => name);
      const pick = (all: Record<string, ConfigValue>) => Object.fromEntries(names.map((name) => [name, all[name]]));
      await audit(tx, c, {
        action: 'update',
        entity: 'config',
        entityId: group,
        before: pick(before.values),
        after: pick(after.values),
      });
    }
    return after;
  });
  forgetConfig(db);
  return answer;
}
