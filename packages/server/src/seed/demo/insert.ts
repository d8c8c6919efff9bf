/**
 * Writing the demo rows fast: multi-row INSERTs of a few hundred rows (one round trip each, under PostgreSQL's
 * 65,535-parameter limit), ids given by the seed (OVERRIDING SYSTEM VALUE), then the identity and document
 * sequences moved past what the seed used.
 */
import { getTableColumns, getTableName, is, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';

/** Rows per statement: each chunk is one JSON parameter (a few hundred KiB). */
const CHUNK = 2_000;

/**
 * Inserts rows (keyed by the table's property names, as drizzle's insert takes them) with one
 * json_populate_recordset statement per chunk: on PGlite several times faster than a parameter per value.
 * A column a row leaves out gets the column's default value (or NULL when it has none or a SQL default).
 */
export async function insertRows<T extends PgTable>(
  db: Db | Tx,
  table: T,
  rows: readonly T['$inferInsert'][],
  options: { identity: boolean } = { identity: true },
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).filter(([property]) =>
    rows.some((row) => (row as Record<string, unknown>)[property] !== undefined),
  );
  const names = columns.map(([, column]) => `"${column.name}"`).join(', ');
  const name = `"${getTableName(table)}"`;
  const overriding = options.identity ? ' OVERRIDING SYSTEM VALUE' : '';
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK).map((row) => {
      const out: Record<string, unknown> = {};
      for (const [property, column] of columns) {
        const value = (row as Record<string, unknown>)[property];
        const fallback = column.default !== undefined && !is(column.default, SQL) ? column.default : null;
        out[column.name] = value === undefined ? fallback : value;
      }
      return out;
    });
    await db.execute(
      sql`${sql.raw(`INSERT INTO ${name} (${names})${overriding} SELECT ${names} FROM json_populate_recordset(NULL::${name}, `)}${JSON.stringify(chunk)}${sql.raw(')')}`,
    );
  }
}

/**
 * A bulk load's usual shortcut: skip the per-row foreign-key triggers (session_replication_role = replica) for
 * the rest of the transaction, where the role may (PGlite's and the tests' superuser); halves the seed on PGlite.
 * Elsewhere the SET is refused inside a savepoint and the rows are checked as usual. CHECK and UNIQUE
 * constraints hold either way; the seed's test proves every reference resolves.
 */
export async function skipForeignKeyTriggers(tx: Tx): Promise<boolean> {
  try {
    await tx.transaction((savepoint) => savepoint.execute(sql`SET LOCAL session_replication_role = replica`));
    return true;
  } catch {
    return false;
  }
}

export async function restoreTriggers(tx: Tx): Promise<void> {
  await tx.execute(sql`SET LOCAL session_replication_role = DEFAULT`);
}

/** Tables whose ids the seed gives: the first free id of each (after whatever rows exist). */
export const SEEDED_TABLES = [
  'suppliers',
  'warehouses',
  'products',
  'customers',
  'stock',
  'stock_movements',
  'sale_orders',
  'sale_order_lines',
  'receipts',
  'receipt_allocations',
  'deliveries',
  'delivery_lines',
  'refunds',
  'refund_lines',
  'refund_deliveries',
  'refund_delivery_lines',
  'companies',
  'company_contacts',
  'company_sites',
  'customer_owner_changes',
  'follow_ups',
] as const;

export type SeededTable = (typeof SEEDED_TABLES)[number];

function result<T>(answer: unknown): T[] {
  // Both drivers answer db.execute with { rows }.
  return (answer as { rows: T[] }).rows;
}

export async function firstFreeIds(db: Db | Tx): Promise<Record<SeededTable, number>> {
  const columns = SEEDED_TABLES.map((table) =>
    sql.raw(`(SELECT coalesce(max(id), 0) + 1 FROM "${table}") AS "${table}"`),
  );
  const [row] = result<Record<SeededTable, string | number>>(
    await db.execute(sql`SELECT ${sql.join(columns, sql`, `)}`),
  );
  // bigint ids come back as strings on pg and numbers on PGlite.
  return Object.fromEntries(SEEDED_TABLES.map((table) => [table, Number(row?.[table] ?? 1)])) as Record<
    SeededTable,
    number
  >;
}

/** Identity sequences continue after the highest id; document sequences after the last number handed out. */
export async function advanceSequences(db: Db | Tx, documents: Record<string, number>): Promise<void> {
  // One statement (PGlite's extended protocol takes one at a time); setval(…, NULL) of an empty table is a no-op.
  const calls = SEEDED_TABLES.map(
    (table) => `setval(pg_get_serial_sequence('"${table}"', 'id'), (SELECT max(id) FROM "${table}"))`,
  );
  for (const [sequence, value] of Object.entries(documents))
    if (value > 0)
      calls.push(`setval('${sequence}', greatest(${Math.trunc(value)}, (SELECT last_value FROM "${sequence}")))`);
  await db.execute(sql.raw(`SELECT ${calls.join(', ')}`));
}
