import { asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { menus } from '../db/schema';
import { forEachDriver } from '../test/harness';
import { syncMenu } from './menu-sync';
import { MENU, type MenuSeed } from './menus';
import { upgradeSystemData } from './upgrade';

/** The seed flattened as the table holds it: key -> parent key, path, name, icon, permission, order. */
function expected(items: readonly MenuSeed[] = MENU, parent: string | null = null): string[] {
  return items.flatMap((item, sort) => [
    `${item.key}|${parent}|${item.path}|${item.name}|${item.icon ?? null}|${item.permission}|${sort}`,
    ...expected(item.children ?? [], item.key),
  ]);
}

forEachDriver('menu sync', (h) => {
  async function stored() {
    const rows = await h.database.db.select().from(menus).orderBy(asc(menus.id));
    const keyOf = new Map(rows.map((row) => [row.id, row.key]));
    return rows
      .map((row) => {
        const parent = row.parentId === null ? null : keyOf.get(row.parentId);
        return `${row.key}|${parent}|${row.path}|${row.name}|${row.icon}|${row.permission}|${row.sort}`;
      })
      .sort();
  }

  it('finds a freshly seeded menu up to date and changes nothing', async () => {
    expect(await syncMenu(h.database.db)).toBe(0);
    expect(await stored()).toEqual(expected().sort());
  });

  it('brings a menu seeded before a change up to date: permission, path, icon, missing and removed screens', async () => {
    const { db } = h.database;
    await db.update(menus).set({ permission: 'order:read' }).where(eq(menus.key, 'order.receipt'));
    await db.update(menus).set({ path: '/crm/vendors', name: 'menu.crm.vendors' }).where(eq(menus.key, 'crm.supplier'));
    await db.update(menus).set({ icon: 'box' }).where(eq(menus.key, 'product'));
    await db.delete(menus).where(eq(menus.key, 'template.music'));
    const [order] = await db.select({ id: menus.id }).from(menus).where(eq(menus.key, 'order'));
    await db.insert(menus).values({
      parentId: order?.id ?? null,
      key: 'order.gone',
      path: '/order/gone',
      name: 'menu.order.gone',
      permission: 'order:read',
      sort: 9,
    });
    await db.update(menus).set({ hidden: true }).where(eq(menus.key, 'store.fitment'));

    expect(await syncMenu(db)).toBe(5);
    expect(await stored()).toEqual(expected().sort());
    // What an administrator hid stays hidden.
    const [fitment] = await db.select({ hidden: menus.hidden }).from(menus).where(eq(menus.key, 'store.fitment'));
    expect(fitment?.hidden).toBe(true);
    expect(await syncMenu(db)).toBe(0);
  });

  it('fills an empty menu table and removes a whole group that is gone, with its pages', async () => {
    const { db } = h.database;
    await db.delete(menus);
    expect(await syncMenu(db)).toBe(expected().length);
    expect(await stored()).toEqual(expected().sort());
    const shorter = MENU.filter((group) => group.key !== 'template');
    const template = MENU.find((group) => group.key === 'template');
    const groupAndPages = 1 + (template?.children?.length ?? 0);
    // The groups after it move one place up, then back.
    const after = MENU.length - 1 - MENU.findIndex((group) => group.key === 'template');
    expect(await syncMenu(db, shorter)).toBe(groupAndPages + after);
    expect((await stored()).some((row) => row.startsWith('template'))).toBe(false);
    expect(await syncMenu(db)).toBe(groupAndPages + after);
    expect(await stored()).toEqual(expected().sort());
  });

  it('is a step of the start-up upgrade: an outdated entry is corrected, once', async () => {
    const { db } = h.database;
    await db.update(menus).set({ permission: 'order:read' }).where(eq(menus.key, 'order.receipt'));
    expect(await upgradeSystemData(db)).toMatchObject({ menu: 1 });
    const [receipt] = await db
      .select({ permission: menus.permission })
      .from(menus)
      .where(eq(menus.key, 'order.receipt'));
    expect(receipt?.permission).toBe('finance:read');
    expect(await upgradeSystemData(db)).toMatchObject({ menu: 0 });
  });
});
