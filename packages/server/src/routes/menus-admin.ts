/**
 * The server menu's editor (Settings → menus): list, create, edit, delete, reorder, and a preview of the menu a
 * role would get. Every write drops the cached menus here and in other processes (changeAuth), so `/user/menu`
 * answers from the new tree at the next request. Rules: settings/menu-entries.ts.
 */
import {
  isPermission,
  MENU_ADMIN_PATH,
  type MenuEntryInput,
  menuEntrySchema,
  menuOrderSchema,
  menuPreviewQuery,
} from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { audit } from '../audit';
import { needs } from '../auth/guard';
import { changeAuth } from '../auth/session-cache';
import type { Tx } from '../db/client';
import { menus, roles } from '../db/schema';
import { fieldError, refused } from '../domains/issues';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { ok } from '../http/respond';
import { idParam, jsonBody, queryOf } from '../http/validate';
import {
  isSeeded,
  menuRows,
  nextSort,
  placementProblem,
  reordered,
  rowValues,
  toEntry,
} from '../settings/menu-entries';
import { menuFor } from '../settings/menu-tree';

export const menuAdminRoutes = new Hono<AppEnv>();
const P = MENU_ADMIN_PATH;

async function rowOf(tx: Tx, id: number) {
  const [row] = await tx.select().from(menus).where(eq(menus.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

async function checkPlacement(c: Context<AppEnv>, tx: Tx, input: MenuEntryInput) {
  const parent = input.parentId === null ? null : await rowOf(tx, input.parentId).catch(() => null);
  if (input.parentId !== null && !parent) throw fieldError(c, 'parentId', 'menu.parentInvalid');
  const problem = placementProblem(input.kind, parent);
  if (problem) throw fieldError(c, 'parentId', problem);
}

menuAdminRoutes.get(P, needs('menu:write'), async (c) => ok(c, (await menuRows(c.var.deps.db)).map(toEntry)));

menuAdminRoutes.post(P, needs('menu:write'), async (c) => {
  const input = await jsonBody(c, menuEntrySchema);
  const entry = await changeAuth(c, async (tx, changed) => {
    await checkPlacement(c, tx, input);
    const key = `custom.${crypto.randomUUID().slice(0, 8)}`;
    const [row] = await tx
      .insert(menus)
      .values({ ...rowValues(input, key), key, sort: await nextSort(tx, input.parentId) })
      .returning();
    if (!row) throw new Error('menu insert returned nothing');
    await changed({ all: true });
    await audit(tx, c, { action: 'create', entity: 'menu', entityId: row.id, after: toEntry(row) });
    return toEntry(row);
  });
  return ok(c, entry);
});

// Before `/:id`, which would take `order` for an id.
menuAdminRoutes.put(`${P}/order`, needs('menu:write'), async (c) => {
  const order = await jsonBody(c, menuOrderSchema);
  const entries = await changeAuth(c, async (tx, changed) => {
    // Every row locked in id order: two editors reordering at once queue rather than deadlock.
    const rows = await tx.select().from(menus).orderBy(menus.id).for('update');
    const next = reordered(rows, order);
    if (typeof next === 'string') throw fieldError(c, 'entries', next);
    const before = new Map(rows.map((row) => [row.id, row]));
    const moved = next.filter((row) => {
      const old = before.get(row.id);
      return old && (old.parentId !== row.parentId || old.sort !== row.sort);
    });
    for (const row of moved) {
      await tx.update(menus).set({ parentId: row.parentId, sort: row.sort, edited: true }).where(eq(menus.id, row.id));
    }
    await changed({ all: true });
    const places = moved.map(({ id, parentId, sort }) => ({ id, parentId, sort }));
    await audit(tx, c, { action: 'reorder', entity: 'menu', entityId: null, after: places });
    return (await menuRows(tx)).map(toEntry);
  });
  return ok(c, entries);
});

menuAdminRoutes.put(`${P}/:id`, needs('menu:write'), async (c) => {
  const id = idParam(c);
  const input = await jsonBody(c, menuEntrySchema);
  const entry = await changeAuth(c, async (tx, changed) => {
    const before = await rowOf(tx, id);
    if (isSeeded(before) && (before.kind !== input.kind || toEntry(before).path !== input.path)) {
      throw fieldError(c, input.kind !== before.kind ? 'kind' : 'path', 'menu.seededFixed');
    }
    await checkPlacement(c, tx, input);
    const moved = before.parentId !== input.parentId;
    const [row] = await tx
      .update(menus)
      .set({ ...rowValues(input, before.key), ...(moved ? { sort: await nextSort(tx, input.parentId) } : {}) })
      .where(eq(menus.id, id))
      .returning();
    if (!row) throw notFound();
    await changed({ all: true });
    await audit(tx, c, {
      action: 'update',
      entity: 'menu',
      entityId: id,
      before: toEntry(before),
      after: toEntry(row),
    });
    return toEntry(row);
  });
  return ok(c, entry);
});

menuAdminRoutes.delete(`${P}/:id`, needs('menu:write'), async (c) => {
  const id = idParam(c);
  await changeAuth(c, async (tx, changed) => {
    const before = await rowOf(tx, id);
    if (isSeeded(before)) throw refused('menu.seededDelete');
    const [child] = await tx.select({ id: menus.id }).from(menus).where(eq(menus.parentId, id)).limit(1);
    if (child) throw refused('menu.hasChildren');
    await tx.delete(menus).where(eq(menus.id, id));
    await changed({ all: true });
    await audit(tx, c, { action: 'delete', entity: 'menu', entityId: id, before: toEntry(before) });
  });
  return ok(c, null);
});

menuAdminRoutes.get(`${P}/preview`, needs('menu:write'), async (c) => {
  const { role } = queryOf(c, menuPreviewQuery);
  const { db } = c.var.deps;
  const [row] = await db.select().from(roles).where(eq(roles.key, role));
  if (!row) throw fieldError(c, 'role', 'validation.notFound');
  const audience = {
    permissions: new Set(row.permissions.filter(isPermission)),
    menuKeys: row.menuKeys === null ? null : new Set(row.menuKeys),
  };
  return ok(c, menuFor(await menuRows(db), audience));
});
