/**
 * The writing side of a resource, each write one transaction with its audit row: create, update (only at
 * the version it was read at, only in an editable state), delete and bulk delete (all or nothing), and the
 * state changes of its state machine (only from the allowed states). Nothing changes when anything is refused —
 * but a bulk state change, which answers each record on its own.
 */
import {
  type BulkAnswer,
  bulkSchema,
  createSchema,
  ResultCode,
  transitionSchema,
  translate,
  updateSchema,
} from '@soundboard/contract';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { audit } from '../audit';
import type { Tx } from '../db/client';
import type { AppEnv } from '../http/env';
import { ApiError, notFound, versionConflict } from '../http/errors';
import { ok } from '../http/respond';
import { idParam, jsonBody } from '../http/validate';
import { hookContext, type Input, type ResourceBinding, type Row } from './binding';
import { classifyDbError } from './db-errors';
import { enabledValues } from './dictionary-fields';
import { uniqueAsIssue } from './duplicates';
import { withoutHidden } from './field-access';
import { labelsFor } from './labels';
import { clearRecordUsages } from './material-usages';
import { assertMayWrite, mayRead } from './ownership';
import { recordDetail } from './read';
import { checkReferences } from './reference-fields';
import { columnOf, tableOf } from './source';
import { validationError } from './wire';
import { assertState, createInTx, ownColumns, updateInTx } from './write-in-tx';

/**
 * Locks the record to write it. One the caller may not read is not found (its existence is not revealed); one it
 * may read but not write (in the pool) is refused (ownership.ts).
 */
async function lockRow(c: Context<AppEnv>, tx: Tx, binding: ResourceBinding, id: number): Promise<Row> {
  const table = tableOf(binding.source);
  const [row] = (await tx
    .select()
    .from(table)
    .where(eq(columnOf(table, 'id'), id))
    .for('update')) as Row[];
  if (!row || !mayRead(c, binding.def, row)) throw notFound();
  assertMayWrite(c, binding.def, row);
  return row;
}

export async function createRecord(c: Context<AppEnv>, binding: ResourceBinding) {
  const { def } = binding;
  const input = withoutHidden(c, def, (await jsonBody(c, createSchema(def))) as Input);
  const enabled = await enabledValues(c.var.deps.db, def);
  const row = await c.var.deps.db
    .transaction((tx) => createInTx(c, tx, binding, input, enabled))
    .catch((error) => uniqueAsIssue(c, binding, input, error));
  return ok(c, await recordDetail(c, binding, row));
}

export async function updateRecord(c: Context<AppEnv>, binding: ResourceBinding) {
  const { def } = binding;
  const id = idParam(c);
  const input = withoutHidden(c, def, (await jsonBody(c, updateSchema(def))) as Input);
  const enabled = await enabledValues(c.var.deps.db, def);
  const row = await c.var.deps.db
    .transaction(async (tx) => {
      const before = await lockRow(c, tx, binding, id);
      if (before.version !== input.version) throw versionConflict();
      return updateInTx(c, tx, binding, before, input, enabled);
    })
    .catch((error) => uniqueAsIssue(c, binding, input, error));
  return ok(c, await recordDetail(c, binding, row));
}

async function deleteOne(c: Context<AppEnv>, tx: Tx, binding: ResourceBinding, id: number) {
  const { def, hooks } = binding;
  const table = tableOf(binding.source);
  const before = await lockRow(c, tx, binding, id);
  await assertState(c, def, before, 'delete');
  await hooks.beforeDelete?.(hookContext(c, tx), before);
  await clearRecordUsages(hookContext(c, tx), def, id);
  await tx.delete(table).where(eq(columnOf(table, 'id'), id));
  await audit(tx, c, { action: 'delete', entity: def.name, entityId: id, before });
}

/** A record others point at cannot go: say so instead of a server error. */
function inUse(error: unknown): never {
  if (classifyDbError(error)?.kind === 'foreignKey') throw new ApiError(ResultCode.InvalidTransition, 'resource.inUse');
  throw error;
}

export async function deleteRecord(c: Context<AppEnv>, binding: ResourceBinding) {
  const id = idParam(c);
  await c.var.deps.db.transaction((tx) => deleteOne(c, tx, binding, id)).catch(inUse);
  return ok(c, { deleted: 1 });
}

export async function bulkDelete(c: Context<AppEnv>, binding: ResourceBinding) {
  const { ids } = await jsonBody(c, bulkSchema);
  // Sorted, so two bulk deletes lock rows in the same order and cannot deadlock.
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  await c.var.deps.db
    .transaction(async (tx) => {
      for (const id of unique) await deleteOne(c, tx, binding, id);
    })
    .catch(inUse);
  return ok(c, { deleted: unique.length });
}

/**
 * One state change inside the caller's transaction, with every check: the record is one the caller may write
 * (lockRow), at `version` when given (a bulk change names no version), in a state the action leaves from; then
 * the binding's hook, the write and its audit row.
 */
async function transitionInTx(
  c: Context<AppEnv>,
  tx: Tx,
  binding: ResourceBinding,
  action: string,
  id: number,
  input: Input,
  version?: number,
): Promise<Row> {
  const { def, hooks } = binding;
  const table = tableOf(binding.source);
  const machine = def.states;
  const transition = machine?.transitions[action];
  if (!machine || !transition) throw notFound();
  const ctx = hookContext(c, tx);
  const before = await lockRow(c, tx, binding, id);
  if (version !== undefined && before.version !== version) throw versionConflict();
  const status = String(before[machine.field]);
  if (!transition.from.includes(status)) {
    const labels = await labelsFor(def, c.var.locale);
    throw new ApiError(ResultCode.InvalidTransition, 'resource.transitionRefused', null, {
      action: labels.action(action),
      status: labels.value(machine.field, status),
    });
  }
  await checkReferences(c, tx, transition.input ?? {}, input, before);
  const extra = (await hooks.transitions?.[action]?.(ctx, before, input)) ?? {};
  // The action's own input is written when the record has such a field (an approved amount, a condition).
  const own = Object.fromEntries(
    Object.entries(ownColumns(transition.input ?? {}, input)).filter(([name]) => name in def.fields),
  );
  const [updated] = (await tx
    .update(table)
    .set({
      ...own,
      ...extra,
      // A hook may keep the record where it is (a withdrawal's first of two approvals stays 'applied').
      [machine.field]: extra[machine.field] ?? transition.to,
      updatedBy: ctx.userId,
      updatedAt: ctx.now,
      version: before.version + 1,
    })
    .where(and(eq(columnOf(table, 'id'), id), eq(columnOf(table, 'version'), before.version)))
    .returning()) as Row[];
  if (!updated) throw versionConflict();
  await audit(tx, c, { action, entity: def.name, entityId: id, before, after: updated });
  return updated;
}

export async function transitionRecord(c: Context<AppEnv>, binding: ResourceBinding, action: string) {
  const { def } = binding;
  if (!def.states?.transitions[action]) throw notFound();
  const id = idParam(c);
  const input = (await jsonBody(c, transitionSchema(def, action))) as Input;
  const row = await c.var.deps.db.transaction((tx) =>
    transitionInTx(c, tx, binding, action, id, input, input.version as number),
  );
  await binding.hooks.afterCommit?.[action]?.(c, row);
  return ok(c, await recordDetail(c, binding, row));
}

/**
 * The same state change on many records (contract resources/bulk.ts), in one transaction: each record in a
 * savepoint of its own with every check a single change makes, so a refused one is answered with its reason
 * (in the caller's language) and leaves the others changed. Only actions that take no input can be bulk.
 */
export async function bulkTransition(c: Context<AppEnv>, binding: ResourceBinding, action: string) {
  const transition = binding.def.states?.transitions[action];
  if (!transition) throw notFound();
  if (transition.input) throw validationError(c, [{ path: 'action', message: 'validation.invalid' }]);
  const { ids } = await jsonBody(c, bulkSchema);
  // Sorted, so two bulk changes lock rows in the same order and cannot deadlock.
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const answer: BulkAnswer = { done: [], refused: [] };
  const changed: Row[] = [];
  await c.var.deps.db.transaction(async (tx) => {
    for (const id of unique) {
      try {
        changed.push(await tx.transaction((savepoint) => transitionInTx(c, savepoint, binding, action, id, {})));
        answer.done.push(id);
      } catch (error) {
        // A refusal is the record's answer; anything else (the database failing) fails the whole request.
        if (!(error instanceof ApiError)) throw error;
        answer.refused.push({ id, message: translate(c.var.locale, error.messageKey, error.values) });
      }
    }
  });
  for (const row of changed) await binding.hooks.afterCommit?.[action]?.(c, row);
  return ok(c, answer);
}
