/**
 * Brings a database's menu up to the seed (./menus.ts, from the contract's screens) at every start-up, not only
 * on an empty database: entries are matched by key; path, name, icon, permission, parent and order follow the
 * seed, missing screens are added, entries whose screen is gone are removed. `hidden` is left as it is. Running
 * it again changes nothing.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { menus } from '../db/schema';
import { MENU, type MenuSeed } from './menus';

type MenuRow = typeof menus.$inferSelect;
type MenuValues = Omit<MenuRow, 'id' | 'hidden'>;

function differs(row: MenuRow, values: MenuValues): boolean {
  return (Object.keys(values) as (keyof MenuValues)[]).some((field) => row[field] !== values[field]);
}

/** The number of entries added, changed or removed (0 when the menu was up to date). */
export async function syncMenu(db: Db | Tx, seed: readonly MenuSeed[] = MENU): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(menus);
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const seeded = new Set<string>();
    let changes = 0;

    const visit = async (items: readonly MenuSeed[], parentId: number | null) => {
      for (const [sort, item] of items.entries()) {
        seeded.add(item.key);
        const values: MenuValues = {
          parentId,
          key: item.key,
          path: item.path,
          name: item.name,
          icon: item.icon ?? null,
          permission: item.permission,
          sort,
        };
        const row = byKey.get(item.key);
        let id = row?.id;
        if (!row) {
          const [inserted] = await tx.insert(menus).values(values).returning({ id: menus.id });
          id = inserted?.id;
          changes += 1;
        } else if (differs(row, values)) {
          await tx.update(menus).set(values).where(eq(menus.id, row.id));
          changes += 1;
        }
        if (item.children && id !== undefined) await visit(item.children, id);
      }
    };
    await visit(seed, null);

    const stale = rows.filter((row) => !seeded.has(row.key)).map((row) => row.id);
    if (stale.length > 0) await tx.delete(menus).where(inArray(menus.id, stale));
    return changes + stale.length;
  });
}
