/**
 * POST /behind/<path>/import/preview and /behind/<path>/import of every resource with an import key (contract
 * crm/import.ts), each guarded by the resource's write permission. Both take the file as multipart `file`; the
 * import adds `mapping` (JSON: field -> column index), `duplicates` (skip | update) and `validOnly` (true | false).
 */
import {
  API_BASE,
  IMPORT_DUPLICATE_MODES,
  IMPORT_MAX_ROWS,
  IMPORT_PREVIEW_ROWS,
  type ImportPreview,
  RESOURCES,
  type ResourceDef,
  ResultCode,
} from '@soundboard/contract';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { needs } from '../auth/guard';
import { fieldError } from '../domains/issues';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { ok } from '../http/respond';
import { parseWith } from '../http/validate';
import { withInput } from '../openapi/route-input';
import type { ResourceBinding } from '../resources/binding';
import { labelsFor } from '../resources/labels';
import { guessMapping, importableFields } from './fields';
import { type ParsedTable, parseTable, TableRefused } from './parse-file';
import { runImport } from './run';

/** The largest import file: 5000 rows of a dozen columns fit in well under this. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

const importable = (def: ResourceDef) => (def.importKey?.length ?? 0) > 0;

/** The upload paths of the imports with their body limit (the file plus the form's other fields), for app.ts. */
export function importUploadLimits(): [string, number][] {
  return Object.values(RESOURCES)
    .filter(importable)
    .flatMap((def) => [`${API_BASE}${def.path}/import`, `${API_BASE}${def.path}/import/preview`])
    .map((path) => [path, IMPORT_MAX_BYTES + 64 * 1024]);
}

const optionsSchema = v.strictObject({
  mapping: v.record(
    v.string(),
    v.pipe(v.number('validation.type'), v.integer('validation.type'), v.minValue(0, 'validation.type')),
  ),
  duplicates: v.picklist(IMPORT_DUPLICATE_MODES, 'validation.invalid'),
  validOnly: v.boolean('validation.type'),
});

async function readForm(c: Context<AppEnv>): Promise<Record<string, string | File>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw new ApiError(ResultCode.UnsupportedMediaType);
  const form = await c.req.parseBody().catch(() => {
    throw fieldError(c, 'file', 'import.file');
  });
  return form as Record<string, string | File>;
}

/**
 * The uploaded table, refused when missing, too large (uploaded or unpacked), unreadable, empty or longer than
 * IMPORT_MAX_ROWS.
 */
async function readTable(c: Context<AppEnv>, file: unknown): Promise<ParsedTable> {
  if (!(file instanceof File) || file.size === 0) throw fieldError(c, 'file', 'import.file');
  if (file.size > IMPORT_MAX_BYTES) {
    throw new ApiError(ResultCode.PayloadTooLarge, 'import.tooLarge', null, {
      max: String(IMPORT_MAX_BYTES / 1024 / 1024),
    });
  }
  let table: ParsedTable;
  try {
    table = await parseTable(new Uint8Array(await file.arrayBuffer()), IMPORT_MAX_ROWS);
  } catch (error) {
    if (!(error instanceof TableRefused)) throw error;
    if (error.refusal === 'unpacked') throw new ApiError(ResultCode.PayloadTooLarge, 'import.unpackedTooLarge');
    if (error.refusal === 'tooManyRows') {
      throw fieldError(c, 'file', 'import.tooManyRowsMore', { max: String(IMPORT_MAX_ROWS) });
    }
    throw fieldError(c, 'file', 'import.unreadable');
  }
  if (table.rows.length === 0) throw fieldError(c, 'file', 'import.empty');
  if (table.rows.length > IMPORT_MAX_ROWS) {
    throw fieldError(c, 'file', 'import.tooManyRows', {
      max: String(IMPORT_MAX_ROWS),
      count: String(table.rows.length),
    });
  }
  return table;
}

function jsonField(c: Context<AppEnv>, name: string, raw: unknown): unknown {
  if (typeof raw !== 'string') throw fieldError(c, name, 'validation.required');
  try {
    return JSON.parse(raw);
  } catch {
    throw fieldError(c, name, 'validation.type');
  }
}

async function preview(c: Context<AppEnv>, binding: ResourceBinding) {
  const { file, ...rest } = await readForm(c);
  const unknown = Object.keys(rest)[0];
  if (unknown !== undefined) throw fieldError(c, unknown, 'validation.unknownField');
  const table = await readTable(c, file);
  const fields = importableFields(c, binding.def);
  const answer: ImportPreview = {
    columns: table.columns,
    rows: table.rows.slice(0, IMPORT_PREVIEW_ROWS),
    totalRows: table.rows.length,
    mapping: await guessMapping(binding.def, fields, table.columns),
    fields: fields.map(([name, field]) => ({ name, required: field.required ?? false })),
  };
  return ok(c, answer);
}

async function importFile(c: Context<AppEnv>, binding: ResourceBinding) {
  const { file, mapping, duplicates, validOnly, ...rest } = await readForm(c);
  const unknown = Object.keys(rest)[0];
  if (unknown !== undefined) throw fieldError(c, unknown, 'validation.unknownField');
  const options = parseWith(c, optionsSchema, {
    mapping: jsonField(c, 'mapping', mapping),
    duplicates,
    validOnly: validOnly === 'true' ? true : validOnly === 'false' ? false : validOnly,
  });
  const table = await readTable(c, file);
  const fields = importableFields(c, binding.def);
  const names = new Set(fields.map(([name]) => name));
  for (const [name, index] of Object.entries(options.mapping)) {
    if (!names.has(name)) throw fieldError(c, `mapping.${name}`, 'validation.unknownField');
    if (index >= table.columns.length) throw fieldError(c, `mapping.${name}`, 'import.column');
  }
  const missing = fields.filter(([name, field]) => field.required && options.mapping[name] === undefined);
  if (missing.length > 0) {
    const labels = await labelsFor(binding.def, c.var.locale);
    const list = missing.map(([name]) => labels.field(name)).join(c.var.locale === 'zh-CN' ? '、' : ', ');
    throw fieldError(c, 'mapping', 'import.mapping', { fields: list });
  }
  return ok(c, await runImport(c, binding, table, options));
}

/** The import routes of the served resources that have an import key. */
export function importRoutes(served: readonly ResourceBinding[]): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  for (const binding of served.filter((resource) => importable(resource.def))) {
    const write = needs(binding.def.permissions.write);
    // The document describes the file; the import's mapping, duplicates and validOnly are form fields beside it.
    const upload = { upload: 'file' };
    router.post(
      `${binding.def.path}/import/preview`,
      write,
      withInput(upload, (c) => preview(c, binding)),
    );
    router.post(
      `${binding.def.path}/import`,
      write,
      withInput(upload, (c) => importFile(c, binding)),
    );
  }
  return router;
}
