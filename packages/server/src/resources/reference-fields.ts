/**
 * A reference must name a record that exists — a stale screen, a record deleted meanwhile — and is answered as a
 * field issue rather than the database's foreign-key error, for every resource without a word in its binding: the
 * record's reference fields when set or changed, and an action's input (a technician named when scheduling).
 * Lines are their bindings' to check. Who may point at an owned record is owned-references.ts's rule.
 */
import type { FieldDef, Fields } from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Tx } from '../db/client';
import type { AppEnv } from '../http/env';
import type { Input, Row } from './binding';
import { labelSource } from './refs';
import { validationError } from './wire';

async function exists(tx: Tx, field: FieldDef, id: number): Promise<boolean> {
  const target = field.ref ? labelSource(field.ref) : undefined;
  // A reference to something with no table of its own is not the framework's to check.
  if (!target) return true;
  const rows = await tx.select({ id: target.id }).from(target.source).where(eq(target.id, id)).limit(1);
  return rows.length > 0;
}

/** Throws a field issue for every reference of `fields` in `input` that names no record (unchanged ones pass). */
export async function checkReferences(
  c: Context<AppEnv>,
  tx: Tx,
  fields: Fields,
  input: Input,
  before: Row | null,
): Promise<void> {
  const issues: { path: string; message: string }[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const value = input[name];
    if (field.type !== 'reference' || typeof value !== 'number' || before?.[name] === value) continue;
    if (!(await exists(tx, field, value))) issues.push({ path: name, message: 'validation.notFound' });
  }
  if (issues.length > 0) throw validationError(c, issues);
}
