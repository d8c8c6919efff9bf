/**
 * A create or an update of one record inside a transaction the caller holds: dictionary values, references that
 * exist (reference-fields.ts), owned references, rich text sanitised (rich-text-fields.ts), category nodes (category-fields.ts), the binding's prepare and afterWrite, the owner of a new
 * owned record, image usages, the palette's pinyin of its name (search/pinyin-index.ts) and the audit
 * row. write.ts's routes and the import (import/run.ts, many records in one transaction) both write through
 * these, so the rules are said once. The input is already validated with the contract's schema.
 */
import { allowedInState, type Fields, type ResourceDef, ResultCode, stateField } from '@soundboard/contract';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { audit } from '../audit';
import type { Tx } from '../db/client';
import type { AppEnv } from '../http/env';
import { ApiError, notFound, versionConflict } from '../http/errors';
import { indexName } from '../search/pinyin-index';
import { hookContext, type Input, type ResourceBinding, type Row } from './binding';
import { checkCategoryNodes } from './category-fields';
import { checkDictionaryValues, type EnabledValues } from './dictionary-fields';
import { labelsFor } from './labels';
import { recordImageUsages } from './material-usages';
import { numberOf } from './numbering';
import { checkOwnedReferences } from './owned-references';
import { assertMayWrite } from './ownership';
import { checkReferences } from './reference-fields';
import { sanitizedRichText } from './rich-text-fields';
import { columnOf, tableOf } from './source';

/** The record's own columns of an input: without its lines and version, instants as Dates (ISO strings on the wire). */
export function ownColumns(fields: Fields, input: Input): Input {
  const { lines: _lines, version: _version, ...own } = input;
  return Object.fromEntries(
    Object.entries(own).map(([name, value]) => [
      name,
      fields[name]?.type === 'datetime' && typeof value === 'string' ? new Date(value) : value,
    ]),
  );
}

/** A new record of an owned resource belongs to its creator, from now. */
function ownerValues(def: ResourceDef, userId: number, now: Date): Input {
  if (!def.ownership) return {};
  return { [def.ownership.field]: userId, ...(def.fields.ownedAt?.type === 'datetime' ? { ownedAt: now } : {}) };
}

async function reread(tx: Tx, binding: ResourceBinding, id: number): Promise<Row> {
  const table = tableOf(binding.source);
  const [row] = (await tx
    .select()
    .from(table)
    .where(eq(columnOf(table, 'id'), id))) as Row[];
  if (!row) throw notFound();
  return row;
}

export async function createInTx(
  c: Context<AppEnv>,
  tx: Tx,
  binding: ResourceBinding,
  raw: Input,
  enabled: EnabledValues,
): Promise<Row> {
  const { def, hooks } = binding;
  const ctx = hookContext(c, tx);
  const table = tableOf(binding.source);
  // First: the hooks and the row see only the sanitised rich text.
  const { input, columns } = sanitizedRichText(c, def, table, raw);
  checkDictionaryValues(c, def, input, null, enabled);
  await checkCategoryNodes(c, tx, def, input, null);
  await checkReferences(c, tx, def.fields, input, null);
  await checkOwnedReferences(c, tx, def, input, null);
  const prepared = await hooks.prepare?.(ctx, input, null);
  const [created] = (await tx
    .insert(table)
    .values({
      ...ownColumns(def.fields, input),
      ...columns,
      ...(def.states ? { [def.states.field]: def.states.initial } : {}),
      ...ownerValues(def, ctx.userId, ctx.now),
      ...(await numberOf(tx, def, ctx.now)),
      ...prepared?.values,
      createdBy: ctx.userId,
      updatedBy: ctx.userId,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning()) as Row[];
  if (!created) throw new Error(`${def.name} insert returned nothing`);
  await hooks.afterWrite?.(ctx, created, prepared?.plan, input);
  await recordImageUsages(ctx, def, created);
  const fresh = await reread(tx, binding, created.id);
  await indexName(tx, def, fresh);
  await audit(tx, c, { action: 'create', entity: def.name, entityId: created.id, after: fresh });
  return fresh;
}

/** Refuses an update or delete the definition does not allow in the record's state, naming the state. */
export async function assertState(c: Context<AppEnv>, def: ResourceDef, row: Row, operation: 'update' | 'delete') {
  const field = stateField(def);
  if (!field || allowedInState(def, row, operation)) return;
  const labels = await labelsFor(def, c.var.locale);
  const key = operation === 'update' ? 'resource.notEditable' : 'resource.notDeletable';
  throw new ApiError(ResultCode.InvalidTransition, key, null, { status: labels.value(field, String(row[field])) });
}

/** Updates `before` (read and locked by the caller, at its version) with the whole writable input. */
export async function updateInTx(
  c: Context<AppEnv>,
  tx: Tx,
  binding: ResourceBinding,
  before: Row,
  raw: Input,
  enabled: EnabledValues,
): Promise<Row> {
  const { def, hooks } = binding;
  const table = tableOf(binding.source);
  const ctx = hookContext(c, tx);
  assertMayWrite(c, def, before);
  await assertState(c, def, before, 'update');
  const { input, columns } = sanitizedRichText(c, def, table, raw);
  checkDictionaryValues(c, def, input, before, enabled);
  await checkCategoryNodes(c, tx, def, input, before);
  await checkReferences(c, tx, def.fields, input, before);
  await checkOwnedReferences(c, tx, def, input, before);
  const prepared = await hooks.prepare?.(ctx, input, before);
  const [updated] = (await tx
    .update(table)
    .set({
      ...ownColumns(def.fields, input),
      ...columns,
      ...prepared?.values,
      updatedBy: ctx.userId,
      updatedAt: ctx.now,
      version: before.version + 1,
    })
    .where(and(eq(columnOf(table, 'id'), before.id), eq(columnOf(table, 'version'), before.version)))
    .returning()) as Row[];
  if (!updated) throw versionConflict();
  await hooks.afterWrite?.(ctx, updated, prepared?.plan, input);
  await recordImageUsages(ctx, def, updated);
  const fresh = await reread(tx, binding, before.id);
  await indexName(tx, def, fresh);
  await audit(tx, c, { action: 'update', entity: def.name, entityId: before.id, before, after: fresh });
  return fresh;
}
