/**
 * A reference must name a record that exists — a stale screen, a record deleted meanwhile — and, when the target's
 * definition says so (`referableIn`), one in a state that may be chosen (not an inactive warehouse); either is
 * answered as a field issue rather than the database's foreign-key error, for every resource without a word in its
 * binding: the record's reference fields when set or changed, and an action's input (a technician named when
 * scheduling). Lines are their bindings' to check. Who may point at an owned record is owned-references.ts's rule.
 */
import { type FieldDef, type Fields, RESOURCES, stateField } from '@soundboard/contract';
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Tx } from '../db/client';
import type { AppEnv } from '../http/env';
import type { Input, Row } from './binding';
import { labelsFor } from './labels';
import { labelSource } from './refs';
import { columnOf } from './source';
import { validationError } from './wire';

interface Issue {
  path: string;
  message: string;
  values?: Record<string, string>;
}

/** Why `id` cannot be the value of reference `field` (null: it can). */
async function refusal(c: Context<AppEnv>, tx: Tx, field: FieldDef, id: number): Promise<Omit<Issue, 'path'> | null> {
  const target = field.ref ? labelSource(field.ref) : undefined;
  // A reference to something with no table of its own is not the framework's to check.
  if (!target || !field.ref) return null;
  const def = RESOURCES[field.ref];
  const state = def?.referableIn ? stateField(def) : undefined;
  const [row] = (await tx
    .select({
      label: target.label,
      state: state ? sql<string>`${columnOf(target.source, state)}` : sql<null>`null`,
    })
    .from(target.source)
    .where(eq(target.id, id))
    .limit(1)) as { label: string; state: string | null }[];
  if (!row) return { message: 'validation.notFound' };
  if (!def || !state || def.referableIn?.includes(String(row.state))) return null;
  const labels = await labelsFor(def, c.var.locale);
  return {
    message: 'resource.notReferable',
    values: { name: row.label, status: labels.value(state, String(row.state)) },
  };
}

/** Throws a field issue for every reference of `fields` in `input` that may not be given (unchanged ones pass). */
export async function checkReferences(
  c: Context<AppEnv>,
  tx: Tx,
  fields: Fields,
  input: Input,
  before: Row | null,
): Promise<void> {
  const issues: Issue[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const value = input[name];
    if (field.type !== 'reference' || typeof value !== 'number' || before?.[name] === value) continue;
    const refused = await refusal(c, tx, field, value);
    if (refused) issues.push({ path: name, ...refused });
  }
  if (issues.length > 0) throw validationError(c, issues);
}
