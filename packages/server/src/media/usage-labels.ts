/**
 * How a record that uses a material is named in "where used" (the detail, the delete refusal): a resource's records
 * by their display name (resources/refs.ts), unless a reader here names them better; any other entity by id.
 */
import { RESOURCES } from '@soundboard/contract';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { products } from '../db/schema';
import { recordLabels } from '../resources/refs';

type LabelReader = (db: Db | Tx, ids: number[]) => Promise<Map<number, string>>;

const USAGE_LABELS: Record<string, LabelReader> = {
  product: async (db, ids) => {
    const rows = await db
      .select({ id: products.id, sku: products.sku, name: products.name })
      .from(products)
      .where(inArray(products.id, ids));
    return new Map(rows.map((row) => [row.id, `${row.sku} ${row.name}`]));
  },
};

async function readLabels(db: Db | Tx, entity: string, ids: number[]): Promise<Map<number, string>> {
  const read = USAGE_LABELS[entity];
  if (read) return read(db, ids);
  if (!RESOURCES[entity]) return new Map();
  const labels = await recordLabels(db, entity, ids);
  return new Map(Object.entries(labels).map(([id, label]) => [Number(id), label]));
}

/** Labels for (entity, id) pairs, keyed `entity:id`; one statement per entity present. */
export async function usageLabels(db: Db | Tx, refs: { entity: string; entityId: number }[]) {
  const byEntity = new Map<string, number[]>();
  for (const ref of refs) byEntity.set(ref.entity, [...(byEntity.get(ref.entity) ?? []), ref.entityId]);
  const labels = new Map<string, string>();
  for (const [entity, ids] of byEntity) {
    const found = await readLabels(db, entity, [...new Set(ids)]);
    for (const id of ids) labels.set(`${entity}:${id}`, found.get(id) ?? `#${id}`);
  }
  return labels;
}
