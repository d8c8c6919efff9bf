/**
 * The whole filtered, sorted dataset as CSV, streamed in keyset pages: each page a short query of its own for
 * the next rows after the last one sent (its sort value and id), written out as it arrives. A slow download
 * never holds the database (the embedded one has a single connection, and no transaction stays open between
 * pages), and memory stays flat whatever the size: one page of rows at a time, no list of every id. Where an
 * index serves the sort (the order list's number and date sorts, with or without a status filter), each page
 * starts in the index where the last one stopped; a sort no index serves costs a sort of the matches per page.
 */
import { type FieldDef, parseListQuery } from '@soundboard/contract';
import { and, gt, is, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';
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
import { orderOf, searchBeyond, whereOf } from './query';
import { maskedRow } from './read';
import { resolveRefs } from './refs';
import { regionText } from './region-names';
import { columnOf, fieldsOf } from './source';
import { validationError } from './wire';

/** Rows per page: one query, one chunk of the response (a test sets fewer, to cross pages on little data). */
export const exportPaging = { rows: 1_000 };

const timeZone = v.optional(v.pipe(v.string(), v.maxLength(64), v.check(isTimeZone, 'validation.invalid')));
/** The export's query parameters beside the list's: the time zone its times are written in. */
export const EXPORT_QUERY = { tz: timeZone };

/** Where the last page stopped: its last row's sort value (as text, exact for any type) and id. */
interface Position {
  key: string | null;
  id: number;
}

/**
 * The rows after `last` in the order `ORDER BY sort dir, id dir` (ascending puts nulls last, descending first).
 * A NOT NULL sort column compares as a row, `(sort, id) > (v, id)`, which an index on the sort column (and id)
 * takes as its scan's start; a nullable one needs the nulls spelled out.
 */
function after(sortColumn: PgColumn, idColumn: PgColumn, descending: boolean, last: Position): SQL | undefined {
  const beyond = descending ? lt : gt;
  if (sortColumn === idColumn) return beyond(idColumn, last.id);
  const op = sql.raw(descending ? '<' : '>');
  const notNull = is(sortColumn, PgColumn) && sortColumn.notNull;
  if (notNull || last.key !== null) {
    const rows = sql`(${sortColumn}, ${idColumn}) ${op} (${last.key}, ${last.id})`;
    if (notNull) return rows;
    // A value: the later values, then (ascending) the nulls after all of them.
    return descending ? rows : or(rows, isNull(sortColumn));
  }
  // After a null: the nulls further on, then (descending) every value after the nulls.
  const nulls = and(isNull(sortColumn), beyond(idColumn, last.id));
  return descending ? or(nulls, isNotNull(sortColumn)) : nulls;
}

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
  const beyond = await searchBeyond(db, binding, parsed.query);
  const where = whereOf(binding, parsed.query, listScope(c, def, source, parsed.query.scope), beyond);
  const order = orderOf(binding, parsed.query);
  const sortColumn = columnOf(source, parsed.query.sort.field);
  const descending = parsed.query.sort.desc;
  const columns = fieldsOf(source);
  const pageSize = exportPaging.rows;
  let last: Position | null = null;
  let done = false;

  const labels = await labelsFor(def, c.var.locale);
  const fields = exportedFields(callerDef(c, def).fields);
  const system = c.var.locale === 'zh-CN' ? { yes: '是', no: '否' } : { yes: 'Yes', no: 'No' };
  const dictionary = await dictionaryLabels(db, def, c.var.locale);
  const dictionaryLabel = (field: string, code: string) => dictionary[field]?.[code] ?? code;
  const cellContext = { timeZone: zone, enumLabel: labels.value, dictionaryLabel, regionText, ...system };
  const header = csvRow([labels.field('id'), ...fields.map(([name]) => labels.field(name)), labels.field('createdAt')]);
  const encoder = new TextEncoder();

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(BOM + header));
    },
    async pull(controller) {
      const page = (await db
        .select({ row: columns, key: sql<string | null>`${sortColumn}::text` })
        .from(source)
        .where(last ? and(where, after(sortColumn, idColumn, descending, last)) : where)
        .orderBy(...order)
        .limit(pageSize)) as { row: Row; key: string | null }[];
      const tail = page.at(-1);
      if (tail) last = { key: tail.key, id: tail.row.id };
      done = page.length < pageSize;
      const rows = page.map((entry) => maskedRow(def, entry.row));
      const refs = await resolveRefs(db, def.fields, rows, c.var.locale);
      let text = '';
      for (const row of rows) {
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
      if (text) controller.enqueue(encoder.encode(text));
      if (done) controller.close();
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
