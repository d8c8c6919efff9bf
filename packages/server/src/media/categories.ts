/**
 * The category trees (contract: media/categories.ts): one table, five trees. Every write locks the tree's rows
 * (in id order, so two editors queue instead of deadlocking), checks the placement with the contract's rule,
 * writes and audits in one transaction. Sibling order is `sort` 0..n-1, renumbered by a move.
 */
import {
  type CategoryIcon,
  type CategoryInput,
  type CategoryMove,
  type CategoryNode,
  type CategoryTree,
  categoryPlacementProblem,
  translate,
} from '@soundboard/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { audit } from '../audit';
import type { Db, Tx } from '../db/client';
import { categories } from '../db/schema';
import { fieldError, refused } from '../domains/issues';
import type { AppEnv } from '../http/env';
import { notFound, versionConflict } from '../http/errors';
import { CATEGORY_RECORD_COUNTS } from './category-counts';

type CategoryRow = typeof categories.$inferSelect;

function toNode(row: CategoryRow, count: number): CategoryNode {
  return {
    id: row.id,
    parentId: row.parentId,
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    icon: row.icon as CategoryIcon | null,
    enabled: row.enabled,
    sort: row.sort,
    count,
    version: row.version,
  };
}

/** Parents before children, siblings by sort: the order the tree is drawn in. */
function treeOrder(rows: CategoryRow[]): CategoryRow[] {
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const out: CategoryRow[] = [];
  const walk = (parentId: number | null) => {
    const list = (children.get(parentId) ?? []).sort((a, b) => a.sort - b.sort || a.id - b.id);
    for (const row of list) {
      out.push(row);
      walk(row.id);
    }
  };
  walk(null);
  return out;
}

async function treeRows(db: Db | Tx, tree: CategoryTree, lock = false): Promise<CategoryRow[]> {
  const query = db.select().from(categories).where(eq(categories.tree, tree)).orderBy(asc(categories.id));
  return lock ? query.for('update') : query;
}

export async function listCategories(db: Db | Tx, tree: CategoryTree): Promise<CategoryNode[]> {
  const rows = await treeRows(db, tree);
  const counts = await CATEGORY_RECORD_COUNTS[tree](db);
  return treeOrder(rows).map((row) => toNode(row, counts.get(row.id) ?? 0));
}

/** How many levels the subtree under `id` spans (1: a leaf). */
function subtreeHeight(rows: CategoryRow[], id: number): number {
  const kids = rows.filter((row) => row.parentId === id);
  return 1 + Math.max(0, ...kids.map((kid) => subtreeHeight(rows, kid.id)));
}

function checkPlacement(c: Context<AppEnv>, rows: CategoryRow[], id: number | null, parentId: number | null) {
  const height = id === null ? 1 : subtreeHeight(rows, id);
  const problem = categoryPlacementProblem(rows, id, parentId, height);
  if (problem) throw fieldError(c, 'parentId', problem);
}

const lastSort = (rows: CategoryRow[], parentId: number | null, except?: number) =>
  rows.filter((row) => row.parentId === parentId && row.id !== except).reduce((n, row) => Math.max(n, row.sort + 1), 0);

function rowOf(rows: CategoryRow[], id: number): CategoryRow {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw notFound();
  return row;
}

export async function createCategory(c: Context<AppEnv>, tree: CategoryTree, input: CategoryInput) {
  const userId = c.var.user.userId;
  return c.var.deps.db.transaction(async (tx) => {
    const rows = await treeRows(tx, tree, true);
    checkPlacement(c, rows, null, input.parentId);
    const { version: _version, ...values } = input;
    const [row] = await tx
      .insert(categories)
      .values({ ...values, tree, sort: lastSort(rows, input.parentId), createdBy: userId, updatedBy: userId })
      .returning();
    if (!row) throw new Error('category insert returned nothing');
    const node = toNode(row, 0);
    await audit(tx, c, { action: 'create', entity: 'category', entityId: row.id, after: { tree, ...node } });
    return node;
  });
}

export async function updateCategory(c: Context<AppEnv>, tree: CategoryTree, id: number, input: CategoryInput) {
  return c.var.deps.db.transaction(async (tx) => {
    const rows = await treeRows(tx, tree, true);
    const before = rowOf(rows, id);
    if (input.version === undefined) throw fieldError(c, 'version', 'validation.required');
    if (input.version !== before.version) throw versionConflict();
    const moved = before.parentId !== input.parentId;
    if (moved) checkPlacement(c, rows, id, input.parentId);
    const { version: _version, ...values } = input;
    const [row] = await tx
      .update(categories)
      .set({
        ...values,
        ...(moved ? { sort: lastSort(rows, input.parentId, id) } : {}),
        updatedBy: c.var.user.userId,
        updatedAt: c.var.deps.now(),
        version: before.version + 1,
      })
      .where(and(eq(categories.id, id), eq(categories.version, before.version)))
      .returning();
    if (!row) throw versionConflict();
    const counts = await CATEGORY_RECORD_COUNTS[tree](tx, [id]);
    const node = toNode(row, counts.get(id) ?? 0);
    await audit(tx, c, { action: 'update', entity: 'category', entityId: id, before, after: { tree, ...node } });
    return node;
  });
}

/** "3 materials", "1 sub-category" … in the caller's language. */
function phrase(c: Context<AppEnv>, key: string, count: number): string {
  const form = new Intl.PluralRules(c.var.locale).select(count) === 'one' ? 'one' : 'other';
  return translate(c.var.locale, `${key}.${form}`, { count: String(count) });
}

export async function deleteCategory(c: Context<AppEnv>, tree: CategoryTree, id: number) {
  await c.var.deps.db.transaction(async (tx) => {
    const rows = await treeRows(tx, tree, true);
    const before = rowOf(rows, id);
    const children = rows.filter((row) => row.parentId === id).length;
    const records = (await CATEGORY_RECORD_COUNTS[tree](tx, [id])).get(id) ?? 0;
    if (children > 0 || records > 0) {
      const values = {
        records: phrase(c, `category.records.${tree}`, records),
        children: phrase(c, 'category.children', children),
      };
      const key =
        records > 0 && children > 0
          ? 'category.notEmpty'
          : records > 0
            ? 'category.hasRecords'
            : 'category.hasChildren';
      throw refused(key, values);
    }
    await tx.delete(categories).where(eq(categories.id, id));
    await audit(tx, c, { action: 'delete', entity: 'category', entityId: id, before });
  });
}

/** Moves a node with its subtree under `parentId` at `index` among its new siblings; both sibling lists renumbered. */
export async function moveCategory(c: Context<AppEnv>, tree: CategoryTree, id: number, move: CategoryMove) {
  return c.var.deps.db.transaction(async (tx) => {
    const rows = await treeRows(tx, tree, true);
    const before = rowOf(rows, id);
    checkPlacement(c, rows, id, move.parentId);
    const siblings = (parentId: number | null) =>
      treeOrder(rows).filter((row) => row.parentId === parentId && row.id !== id);
    const target = siblings(move.parentId);
    target.splice(Math.min(move.index, target.length), 0, before);
    const lists = move.parentId === before.parentId ? [target] : [target, siblings(before.parentId)];
    const now = c.var.deps.now();
    for (const list of lists) {
      for (const [sort, row] of list.entries()) {
        const isMoved = row.id === id;
        if (!isMoved && row.sort === sort) continue;
        await tx
          .update(categories)
          .set(
            isMoved
              ? {
                  parentId: move.parentId,
                  sort,
                  version: row.version + 1,
                  updatedAt: now,
                  updatedBy: c.var.user.userId,
                }
              : { sort },
          )
          .where(eq(categories.id, row.id));
      }
    }
    await audit(tx, c, {
      action: 'move',
      entity: 'category',
      entityId: id,
      before: { tree, parentId: before.parentId, sort: before.sort },
      after: { tree, parentId: move.parentId, index: move.index },
    });
    return listCategories(tx, tree);
  });
}
