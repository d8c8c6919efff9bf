/**
 * The server menu as the editor reads and writes it (Settings → menus). Shape rules, checked on every write:
 * directories sit at the top level, pages and actions inside a directory; an entry seeded from the app's screens
 * keeps its kind and screen and cannot be deleted (hide it); a page or action points only at a screen of its kind
 * (the contract's schema checks that). Every write marks what it touches `edited`, so start-up leaves it alone.
 */
import {
  type MenuEntry,
  type MenuEntryInput,
  type MenuIcon,
  type MenuKind,
  type MenuOrderInput,
  menuPlacementProblem,
  type Permission,
} from '@soundboard/contract';
import { asc, eq, isNull, max } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { menus } from '../db/schema';
import { MENU, type MenuSeed } from '../seed/menus';

type MenuRow = typeof menus.$inferSelect;

const SEEDED_KEYS: ReadonlySet<string> = new Set(
  ((items: readonly MenuSeed[]): string[] =>
    items.flatMap((item) => [item.key, ...(item.children ?? []).map((child) => child.key)]))(MENU),
);

export const isSeeded = (row: Pick<MenuRow, 'key'>) => SEEDED_KEYS.has(row.key);

export function toEntry(row: MenuRow): MenuEntry {
  return {
    id: row.id,
    parentId: row.parentId,
    key: row.key,
    kind: row.kind as MenuKind,
    path: row.kind === 'directory' ? null : row.path,
    titleKey: row.name === '' ? null : row.name,
    titleZh: row.titleZh,
    titleEn: row.titleEn,
    icon: row.icon as MenuIcon | null,
    permission: row.permission as Permission,
    visible: !row.hidden,
    sort: row.sort,
    seeded: isSeeded(row),
  };
}

export async function menuRows(db: Db | Tx): Promise<MenuRow[]> {
  return db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id));
}

/** Why a shape is not allowed (a message key), or null: the contract's rule, with the parent row. */
export function placementProblem(kind: string, parent: Pick<MenuRow, 'kind'> | null): string | null {
  return menuPlacementProblem(kind as MenuKind, (parent?.kind as MenuKind | undefined) ?? null);
}

/** The row values an input stands for (key and order are the caller's). */
export function rowValues(input: MenuEntryInput, key: string) {
  return {
    parentId: input.parentId,
    kind: input.kind,
    path: input.kind === 'directory' || input.path === null ? `/${key}` : input.path,
    name: input.titleKey ?? '',
    titleZh: input.titleZh ?? '',
    titleEn: input.titleEn ?? '',
    icon: input.icon,
    permission: input.permission,
    hidden: !input.visible,
    edited: true,
  };
}

/** The next place under a parent: after its last child. */
export async function nextSort(tx: Tx, parentId: number | null): Promise<number> {
  const [row] = await tx
    .select({ last: max(menus.sort) })
    .from(menus)
    .where(parentId === null ? isNull(menus.parentId) : eq(menus.parentId, parentId));
  return (row?.last ?? -1) + 1;
}

/**
 * The tree after an order change, or the message key of why it cannot be: every id must exist and the result must
 * keep the shape rules. Entries left out keep their place.
 */
export function reordered(rows: readonly MenuRow[], order: MenuOrderInput): MenuRow[] | string {
  const byId = new Map(rows.map((row) => [row.id, { ...row }]));
  for (const move of order.entries) {
    const row = byId.get(move.id);
    if (!row) return 'validation.notFound';
    if (row.parentId !== move.parentId || row.sort !== move.sort) Object.assign(row, move, { edited: true });
  }
  const next = [...byId.values()];
  for (const row of next) {
    const parent = row.parentId === null ? null : (byId.get(row.parentId) ?? null);
    if (row.parentId !== null && !parent) return 'menu.parentInvalid';
    const problem = placementProblem(row.kind, parent);
    if (problem) return problem;
  }
  return next;
}
