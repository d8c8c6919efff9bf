/**
 * How a record that uses a material is named in "where used" (the detail, the delete refusal): one reader per
 * entity. A module whose records refer to materials adds its reader here; an entity without one is shown by id.
 */
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { products } from '../db/schema';

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

/** Labels for (entity, id) pairs, keyed `entity:id`; one statement per entity present. */
export async function usageLabels(db: Db | Tx, refs: { entity: string; entityId: number }[]) {
  const byEntity = new Map<string, number[]>();
  for (const ref of refs) byEntity.set(ref.entity, [...(byEntity.get(ref.entity) ?? []), ref.entityId]);
  const labels = new Map<string, string>();
  for (const [entity, ids] of byEntity) {
    const read = USAGE_LABELS[entity];
    const found = read ? await read(db, [...new Set(ids)]) : new Map<number, string>();
    for (const id of ids) labels.set(`${entity}:${id}`, found.get(id) ?? `#${id}`);
  }
  return labels;
}
