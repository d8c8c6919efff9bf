/**
 * Brings a database's menu up to the seed (./menus.ts, from the contract's screens) at every start-up, not only
 * on an empty database: entries are matched by key; missing screens are added; an entry the administrator has not
 * edited follows the seed (path, name, icon, permission, parent, order) and goes when its screen goes. An entry
 * edited in the menu editor (or created there) is left as the administrator made it, unless it points at a
 * screen the app no longer has. `hidden` is never touched. Running it again changes nothing.
 */
import { screenAt } from '@soundboard/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { menus } from '../db/schema';
import { MENU, type MenuSeed } from './menus';

type MenuRow = typeof menus.$inferSelect;
type MenuValues = Pick<MenuRow, 'parentId' | 'key' | 'kind' | 'path' | 'name' | 'icon' | 'permission' | 'sort'>;

function differs(row: MenuRow, values: MenuValues): boolean {
  return (Object.keys(values) as (keyof MenuValues)[]).some((field) => row[field] !== values[field]);
}

/** An entry that must go: a seed entry whose screen is gone, or any page/action whose path names no screen. */
function isStale(row: MenuRow, seeded: ReadonlySet<string>): boolean {
  if (row.kind !== 'directory' && !screenAt(row.path)) return true;
  return !row.edited && !seeded.has(row.key);
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
          kind: item.kind,
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
        } else if (!row.edited && differs(row, values)) {
          await tx.update(menus).set(values).where(eq(menus.id, row.id));
          Object.assign(row, values);
          changes += 1;
        } else if (row.edited && row.kind !== 'directory' && !screenAt(row.path)) {
          // The screen moved: an edited entry keeps its edits and follows its screen to the new path.
          await tx.update(menus).set({ path: item.path }).where(eq(menus.id, row.id));
          row.path = item.path;
          changes += 1;
        }
        if (item.children && id !== undefined) await visit(item.children, id);
      }
    };
    await visit(seed, null);

    const stale = rows.filter((row) => isStale(row, seeded)).map((row) => row.id);
    if (stale.length > 0) await tx.delete(menus).where(inArray(menus.id, stale));
    return changes + stale.length;
  });
}
