/**
 * The import itself: every row mapped to an input, checked by the contract's schema and written by the resource's
 * own rules (resources/write-in-tx.ts), all in one transaction, each row in a savepoint of its own so a failing
 * row leaves the others intact. When a row fails and the caller did not ask for the valid rows only, the whole
 * transaction is rolled back. A row whose import key (a credit code, a phone) is already there is skipped or
 * updates that record, as asked — if the caller may write it; another salesperson's customer is never named.
 */
import {
  createSchema,
  type ImportDuplicateMode,
  type ImportResult,
  type ImportRowError,
  type ResourceDef,
  translate,
  updateSchema,
  writableFields,
} from '@soundboard/contract';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Tx } from '../db/client';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { parseWith } from '../http/validate';
import type { Input, ResourceBinding, Row } from '../resources/binding';
import { BOM, csvRow } from '../resources/csv';
import { classifyDbError } from '../resources/db-errors';
import { enabledValues } from '../resources/dictionary-fields';
import { withoutHidden } from '../resources/field-access';
import { type Labels, labelsFor } from '../resources/labels';
import { mayRead, writeRefusal } from '../resources/ownership';
import { columnOf, tableOf } from '../resources/source';
import { createInTx, updateInTx } from '../resources/write-in-tx';
import { type CellReader, cellReader } from './cell-values';
import { type ImportField, importableFields } from './fields';
import type { ParsedTable } from './parse-file';

export interface ImportOptions {
  mapping: Record<string, number>;
  duplicates: ImportDuplicateMode;
  validOnly: boolean;
}

/** A row that cannot be imported, with its reasons already translated. */
class RowFailure extends Error {
  constructor(readonly messages: string[]) {
    super('row failed');
  }
}

/** Thrown out of the transaction to undo it when a row failed and only a complete import was asked for. */
class Rollback extends Error {}

type Outcome = 'created' | 'updated' | 'skipped';

interface Run {
  c: Context<AppEnv>;
  binding: ResourceBinding;
  labels: Labels;
  fields: ImportField[];
  read: CellReader;
  options: ImportOptions;
  enabled: Awaited<ReturnType<typeof enabledValues>>;
  /** Import key -> the first row (1-based) that had it. */
  keysSeen: Map<string, number>;
}

/** An error of a write as the sentences of a row's reasons: field issues with the field's label before them. */
function reasonsOf(run: Run, error: unknown): string[] {
  const { c, labels, binding } = run;
  if (error instanceof RowFailure) return error.messages;
  if (error instanceof ApiError) {
    const issues = (error.data as { issues?: { path: string; message: string }[] } | null)?.issues ?? [];
    if (issues.length === 0) return [translate(c.var.locale, error.messageKey, error.values)];
    return issues.map(({ path, message }) => {
      const field = path.split('.')[0] ?? '';
      return field in binding.def.fields ? `${labels.field(field)}: ${message}` : message;
    });
  }
  const refusal = classifyDbError(error);
  if (refusal?.kind === 'unique' && refusal.field) {
    const field = labels.field(refusal.field);
    return [translate(c.var.locale, 'resource.duplicate', { field, value: '' })];
  }
  throw error;
}

/** The record's writable fields and line sets as an update input would carry them (what the row leaves alone). */
async function currentInput(run: Run, tx: Tx, row: Row): Promise<Input> {
  const { def, hooks } = run.binding;
  const input: Input = {};
  for (const [name] of writableFields(def.fields)) {
    const value = row[name];
    input[name] = value instanceof Date ? value.toISOString() : value;
  }
  if (def.lineSets) {
    const detail = (await hooks.detail?.(tx, row, run.c)) ?? {};
    for (const [set, { fields }] of Object.entries(def.lineSets)) {
      const lines = (detail[set] as Record<string, unknown>[] | undefined) ?? [];
      input[set] = lines.map((line) => ({
        id: line.id,
        ...Object.fromEntries(writableFields(fields).map(([name]) => [name, line[name]])),
      }));
    }
  }
  return input;
}

/** The mapped cells of a row as field values; empty cells are left out. */
function givenValues(run: Run, cells: string[]): Input {
  const given: Input = {};
  for (const [name, field] of run.fields) {
    const index = run.options.mapping[name];
    const text = index === undefined ? '' : (cells[index] ?? '');
    if (text !== '') given[name] = run.read(name, field, text);
  }
  return given;
}

async function findExisting(run: Run, tx: Tx, given: Input): Promise<Row | null> {
  const key = run.binding.def.importKey ?? [];
  if (key.length === 0 || key.some((name) => given[name] === undefined)) return null;
  const table = tableOf(run.binding.source);
  const [row] = (await tx
    .select()
    .from(table)
    .where(and(...key.map((name) => eq(columnOf(table, name), given[name]))))
    .limit(1)
    .for('update')) as Row[];
  return row ?? null;
}

/** A second row with the same import key in the file fails, naming the first. */
function checkKeyInFile(run: Run, given: Input, rowNumber: number): void {
  const key = run.binding.def.importKey ?? [];
  if (key.length === 0 || key.some((name) => given[name] === undefined)) return;
  const text = JSON.stringify(key.map((name) => given[name]));
  const first = run.keysSeen.get(text);
  if (first === undefined) {
    run.keysSeen.set(text, rowNumber);
    return;
  }
  const field = key.map((name) => run.labels.field(name)).join(' / ');
  throw new RowFailure([translate(run.c.var.locale, 'import.duplicateInFile', { row: String(first), field })]);
}

function ownedElsewhere(run: Run): RowFailure {
  const { def } = run.binding;
  const field = (def.importKey ?? []).map((name) => run.labels.field(name)).join(' / ');
  return new RowFailure([translate(run.c.var.locale, `${def.name}.ownedElsewhere`, { field })]);
}

function emptyLineSets(def: ResourceDef): Input {
  const sets: Input = def.lines ? { lines: [] } : {};
  for (const set of Object.keys(def.lineSets ?? {})) sets[set] = [];
  return sets;
}

async function importRow(run: Run, tx: Tx, cells: string[], rowNumber: number): Promise<Outcome> {
  const { c, binding, options, enabled } = run;
  const { def } = binding;
  const given = givenValues(run, cells);
  checkKeyInFile(run, given, rowNumber);
  const existing = await findExisting(run, tx, given);
  if (existing) {
    if (!mayRead(c, def, existing)) throw ownedElsewhere(run);
    if (options.duplicates === 'skip') return 'skipped';
    const refusal = writeRefusal(c, def, existing);
    if (refusal) throw new RowFailure([translate(c.var.locale, refusal)]);
    const merged = { ...(await currentInput(run, tx, existing)), ...given, version: existing.version };
    const input = withoutHidden(c, def, parseWith(c, updateSchema(def), merged) as Input);
    await tx.transaction((savepoint) => updateInTx(c, savepoint, binding, existing, input, enabled));
    return 'updated';
  }
  const input = withoutHidden(c, def, parseWith(c, createSchema(def), { ...given, ...emptyLineSets(def) }) as Input);
  await tx.transaction((savepoint) => createInTx(c, savepoint, binding, input, enabled));
  return 'created';
}

/** The failing rows as they were in the file, with a reason column, for Excel (BOM, CRLF). */
function errorCsv(run: Run, table: ParsedTable, errors: ImportRowError[]): string {
  if (errors.length === 0) return '';
  const reason = translate(run.c.var.locale, 'import.reason');
  const lines = errors.map((error) => csvRow([...(table.rows[error.row - 1] ?? []), error.messages.join('; ')]));
  return BOM + csvRow([...table.columns, reason]) + lines.join('');
}

export async function runImport(
  c: Context<AppEnv>,
  binding: ResourceBinding,
  table: ParsedTable,
  options: ImportOptions,
): Promise<ImportResult> {
  const { def } = binding;
  const { db } = c.var.deps;
  const fields = importableFields(c, def).filter(([name]) => options.mapping[name] !== undefined);
  const texts = (name: string) =>
    table.rows.map((cells) => cells[options.mapping[name] ?? -1] ?? '').filter((text) => text !== '');
  const run: Run = {
    c,
    binding,
    labels: await labelsFor(def, c.var.locale),
    fields,
    read: await cellReader(db, def, fields, texts),
    options,
    enabled: await enabledValues(db, def),
    keysSeen: new Map(),
  };
  const counts = { created: 0, updated: 0, skipped: 0 };
  const errors: ImportRowError[] = [];
  let applied = true;
  try {
    await db.transaction(async (tx) => {
      for (const [index, cells] of table.rows.entries()) {
        try {
          counts[await importRow(run, tx, cells, index + 1)] += 1;
        } catch (error) {
          errors.push({ row: index + 1, messages: reasonsOf(run, error) });
        }
      }
      if (errors.length > 0 && !options.validOnly) throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
    applied = false;
  }
  const done = applied ? counts : { created: 0, updated: 0, skipped: 0 };
  return { applied, ...done, failed: errors.length, errors, errorCsv: errorCsv(run, table, errors) };
}
