/**
 * A reference to an owned record (an order's customer, ResourceDef.ownership) may be set only to a record the
 * caller may write: another salesperson's is answered as if it did not exist (nothing about it is revealed), a
 * pool record must be claimed first. A reference left as it was stays (a customer transferred since keeps its
 * orders), and the labels of references on records the caller reads are not touched here.
 */
import { type FieldDef, RESOURCES, type ResourceDef } from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Tx } from '../db/client';
import { RESOURCE_TABLES } from '../db/schema/resource-tables';
import type { AppEnv } from '../http/env';
import type { Input, Row } from './binding';
import { mayRead, seesAll, writeRefusal } from './ownership';
import { columnOf } from './source';
import { validationError } from './wire';

interface Issue {
  path: string;
  message: string;
}

/** The owned resource a reference field points to, when the caller is limited to its own records of it. */
function ownedTarget(c: Context<AppEnv>, field: FieldDef): ResourceDef | undefined {
  if (field.type !== 'reference' || !field.ref) return undefined;
  const target = RESOURCES[field.ref];
  return target?.ownership && !seesAll(c, target) ? target : undefined;
}

async function issueFor(c: Context<AppEnv>, tx: Tx, target: ResourceDef, id: unknown): Promise<string | null> {
  const table = RESOURCE_TABLES[target.name];
  if (typeof id !== 'number' || !table || !target.ownership) return null;
  const owner = target.ownership.field;
  const [row] = (await tx
    .select({ [owner]: columnOf(table, owner) })
    .from(table)
    .where(eq(columnOf(table, 'id'), id))) as Record<string, unknown>[];
  if (!row || !mayRead(c, target, row)) return 'validation.notFound';
  return writeRefusal(c, target, row);
}

/** The references of `fields` in `record` (at `prefix`) to check: set, and changed from `before`. */
async function checkFields(
  c: Context<AppEnv>,
  tx: Tx,
  fields: Record<string, FieldDef>,
  record: Record<string, unknown>,
  before: Record<string, unknown> | null,
  prefix: string,
  issues: Issue[],
) {
  for (const [name, field] of Object.entries(fields)) {
    const target = ownedTarget(c, field);
    const value = record[name];
    if (!target || value === null || value === undefined || (before && before[name] === value)) continue;
    const message = await issueFor(c, tx, target, value);
    if (message) issues.push({ path: `${prefix}${name}`, message });
  }
}

/** Throws a field error for every reference in `input` to an owned record the caller may not write. */
export async function checkOwnedReferences(
  c: Context<AppEnv>,
  tx: Tx,
  def: ResourceDef,
  input: Input,
  before: Row | null,
): Promise<void> {
  const issues: Issue[] = [];
  await checkFields(c, tx, def.fields, input, before, '', issues);
  const sets: [string, Record<string, FieldDef>][] = Object.entries(def.lineSets ?? {}).map(([set, { fields }]) => [
    set,
    fields,
  ]);
  if (def.lines) sets.push(['lines', def.lines.fields]);
  for (const [set, fields] of sets) {
    const lines = input[set];
    if (!Array.isArray(lines)) continue;
    // A line's earlier value is not at hand: a kept line is checked again (it names the same record).
    for (const [index, line] of lines.entries()) {
      await checkFields(c, tx, fields, line as Record<string, unknown>, null, `${set}.${index}.`, issues);
    }
  }
  if (issues.length > 0) throw validationError(c, issues);
}
