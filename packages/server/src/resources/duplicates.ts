/**
 * A write refused for a duplicate of a unique field becomes an issue under that field. On an owned resource
 * (ResourceDef.ownership) the answer must not leak another salesperson's record: the existing record is named
 * only when the caller may read it, otherwise the issue says no more than "owned by someone else".
 */
import { displayName, type ResourceDef } from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import type { Input, ResourceBinding } from './binding';
import { classifyDbError } from './db-errors';
import { labelsFor } from './labels';
import { mayRead } from './ownership';
import { columnOf, tableOf } from './source';
import { validationError } from './wire';

/** The issue of a duplicate on an owned resource, after the failed write's transaction has ended. */
async function ownedDuplicate(
  c: Context<AppEnv>,
  binding: ResourceBinding,
  field: string,
  value: unknown,
): Promise<{ message: string; values: Record<string, string> }> {
  const { def } = binding;
  const table = tableOf(binding.source);
  const [existing] = (await c.var.deps.db
    .select()
    .from(table)
    .where(eq(columnOf(table, field), value))
    .limit(1)) as Record<string, unknown>[];
  const label = (await labelsFor(def, c.var.locale)).field(field);
  if (existing && mayRead(c, def, existing)) {
    const code = existing.code === undefined || existing.code === null ? '' : String(existing.code);
    return { message: `${def.name}.existsVisible`, values: { field: label, code, name: displayName(def, existing) } };
  }
  return { message: `${def.name}.ownedElsewhere`, values: { field: label } };
}

/** Rethrows `error` as a field issue when it is a duplicate of a declared unique field; anything else goes on. */
export async function uniqueAsIssue(
  c: Context<AppEnv>,
  binding: ResourceBinding,
  input: Input,
  error: unknown,
): Promise<never> {
  const def: ResourceDef = binding.def;
  const refusal = classifyDbError(error);
  const field = refusal?.kind === 'unique' ? refusal.field : undefined;
  if (!field || !def.fields[field]?.unique) throw error;
  if (def.ownership) {
    const issue = await ownedDuplicate(c, binding, field, input[field]);
    throw validationError(c, [{ path: field, ...issue }]);
  }
  const labels = await labelsFor(def, c.var.locale);
  throw validationError(c, [
    {
      path: field,
      message: 'resource.duplicate',
      values: { field: labels.field(field), value: String(input[field] ?? '') },
    },
  ]);
}
