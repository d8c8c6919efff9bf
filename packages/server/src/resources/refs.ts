/**
 * What a reference field shows instead of an id: the label of the record it points to (a customer's name, an
 * order's number). Resolved for a whole page of rows at once: one query per reference field.
 */
import type { ResourceDef } from '@soundboard/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { customers, products, refunds, saleOrderLines, saleOrders, users, warehouses } from '../db/schema';

// biome-ignore lint/suspicious/noExplicitAny: a table and one of its columns, of any shape.
type LabelSource = { table: any; id: any; label: any };

const SOURCES: Record<string, LabelSource> = {
  customer: { table: customers, id: customers.id, label: customers.name },
  warehouse: { table: warehouses, id: warehouses.id, label: warehouses.name },
  product: { table: products, id: products.id, label: sql<string>`${products.sku} || ' ' || ${products.name}` },
  user: { table: users, id: users.id, label: sql<string>`coalesce(nullif(${users.nickname}, ''), ${users.username})` },
  saleOrder: { table: saleOrders, id: saleOrders.id, label: saleOrders.orderNo },
  saleOrderLine: {
    table: saleOrderLines,
    id: saleOrderLines.id,
    label: sql<string>`${saleOrderLines.sku} || ' ' || ${saleOrderLines.name}`,
  },
  refund: { table: refunds, id: refunds.id, label: refunds.refundNo },
};

export type RefLabels = Record<string, Record<number, string>>;

/** For each reference field of `fields`: id -> label of the ids in `rows`. */
export async function resolveRefs(
  db: Db | Tx,
  fields: ResourceDef['fields'],
  rows: Record<string, unknown>[],
): Promise<RefLabels> {
  const out: RefLabels = {};
  for (const [name, field] of Object.entries(fields)) {
    const source = field.type === 'reference' && field.ref ? SOURCES[field.ref] : undefined;
    if (!source) continue;
    const ids = [...new Set(rows.map((row) => row[name]).filter((id): id is number => typeof id === 'number'))];
    if (ids.length === 0) continue;
    const found = await db
      .select({ id: source.id, label: source.label })
      .from(source.table)
      .where(inArray(source.id, ids));
    out[name] = Object.fromEntries(found.map((row: { id: number; label: string }) => [row.id, row.label]));
  }
  return out;
}

/** The labels of one row's references, keyed by field. */
export function labelsOf(row: Record<string, unknown>, refs: RefLabels): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [field, byId] of Object.entries(refs)) {
    const id = row[field];
    if (typeof id === 'number' && byId[id] !== undefined) labels[field] = byId[id];
  }
  return labels;
}
