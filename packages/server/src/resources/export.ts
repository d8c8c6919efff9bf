/**
 * The whole filtered, sorted dataset as CSV, streamed: the ids in order first (one query), then the records in
 * batches, each batch a short query of its own, so a slow download never holds the database (the embedded one
 * has a single connection) and memory stays flat whatever the size.
 */
import { type FieldDef, parseListQuery } from '@soundboard/contract';
import { inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/env';
import { refuseNul } from '../http/validate';
import type { ResourceBinding, Row } from './binding';
import { BOM, CSV_TIME_ZONE, cellText, csvRow, isTimeZone } from './csv';
import { dictionaryLabels } from './dictionary-fields';
import { callerDef } from './field-access';
import { labelsFor } from './labels';
import { listScope } from './ownership';
import { orderOf, whereOf } from './query';
import { maskedRow } from './read';
import { resolveRefs } from './refs';
import { regionText } from './region-names';
import { columnOf } from './source';
import { validationError } from './wire';

const BATCH = 500;
/** More than any screen needs; a bigger export is a database job, not a download. */
const EXPORT_MAX_ROWS = 200_000;

const timeZone = v.optional(v.pipe(v.string(), v.maxLength(64), v.check(isTimeZone, 'validation.invalid')));
/** The export's query parameters beside the list's: the time zone its times are written in. */
export const EXPORT_QUERY = { tz: timeZone };

/** Every field a person can read in a cell (not image ids, not rich text: markup, and too large for a cell). */
function exportedFields(fields: Record<string, FieldDef>): [string, FieldDef][] {
  return Object.entries(fields).filter(([, field]) => field.type !== 'images' && field.type !== 'richText');
}

export async function exportRecords(c: Context<AppEnv>, binding: ResourceBinding) {
  const { def, source } = binding;
  const idColumn = columnOf(source, 'id');
  refuseNul(c, c.req.query());
  const parsed = parseListQuery(def, c.req.query(), EXPORT_QUERY);
  if (!parsed.success) throw validationError(c, parsed.issues);
  const zone = (parsed.extra?.tz as string | undefined) ?? CSV_TIME_ZONE;
  const { db } = c.var.deps;
  const idRows = (await db
    .select({ id: idColumn })
    .from(source)
    .where(whereOf(binding, parsed.query, listScope(c, def, source, parsed.query.scope)))
    .orderBy(...orderOf(binding, parsed.query))
    .limit(EXPORT_MAX_ROWS)) as { id: number }[];
  const ids = idRows.map((row) => row.id);

  const labels = await labelsFor(def, c.var.locale);
  const fields = exportedFields(callerDef(c, def).fields);
  const system = c.var.locale === 'zh-CN' ? { yes: '是', no: '否' } : { yes: 'Yes', no: 'No' };
  const dictionary = await dictionaryLabels(db, def, c.var.locale);
  const dictionaryLabel = (field: string, code: string) => dictionary[field]?.[code] ?? code;
  const cellContext = { timeZone: zone, enumLabel: labels.value, dictionaryLabel, regionText, ...system };
  const header = csvRow([labels.field('id'), ...fields.map(([name]) => labels.field(name)), labels.field('createdAt')]);
  const encoder = new TextEncoder();
  let next = 0;

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(BOM + header));
    },
    async pull(controller) {
      if (next >= ids.length) {
        controller.close();
        return;
      }
      const batch = ids.slice(next, next + BATCH);
      next += BATCH;
      const rows = ((await db.select().from(source).where(inArray(idColumn, batch))) as Row[]).map((row) =>
        maskedRow(def, row),
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      const refs = await resolveRefs(db, def.fields, rows, c.var.locale);
      let text = '';
      for (const id of batch) {
        const row = byId.get(id);
        if (!row) continue; // deleted meanwhile
        const cells = fields.map(([name, field]) =>
          cellText(name, field, row[name], {
            ...cellContext,
            refLabel: (refField, refId) => refs[refField]?.[refId] ?? '',
          }),
        );
        const created = cellText('createdAt', { type: 'datetime' }, row.createdAt, {
          ...cellContext,
          refLabel: () => '',
        });
        text += csvRow([String(row.id), ...cells, created]);
      }
      controller.enqueue(encoder.encode(text));
    },
  });

  const stamp = c.var.deps.now().toISOString().slice(0, 10).replaceAll('-', '');
  const name = `${labels.text(`${def.name}.title`)}-${stamp}.csv`;
  return c.body(body, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${def.name}-${stamp}.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
    'Cache-Control': 'no-store',
  });
}
