/**
 * Category trees (classify screens): one definition kind for the five trees (docs/modules/media.md). A tree is a list
 * of nodes with a parent (at most CATEGORY_MAX_DEPTH levels), bilingual names, an optional icon, an enabled flag and a
 * sort order among its siblings. The server keeps them in one table keyed by `tree`; the admin renders every classify
 * route with one screen component. Each tree names the records it classifies, so its node counts and its "delete
 * refused while in use" rule come from here too.
 */
import * as v from 'valibot';
import type { Permission } from '../permissions';

export const CATEGORY_TREES = {
  article: { screen: '/content/article/classify', read: 'content:read', write: 'content:write' },
  forum: { screen: '/content/forum/classify', read: 'content:read', write: 'content:write' },
  material: { screen: '/store/material/classify', read: 'material:read', write: 'material:write' },
  text: { screen: '/template/text/classify', read: 'template:read', write: 'template:write' },
  music: { screen: '/template/music/classify', read: 'template:read', write: 'template:write' },
} as const satisfies Record<string, { screen: string; read: Permission; write: Permission }>;

export type CategoryTree = keyof typeof CATEGORY_TREES;
export const CATEGORY_TREE_NAMES = Object.keys(CATEGORY_TREES) as CategoryTree[];

export function isCategoryTree(value: string): value is CategoryTree {
  return Object.hasOwn(CATEGORY_TREES, value);
}

/** The tree a classify screen shows, by its path. */
export function categoryTreeAt(path: string): CategoryTree | undefined {
  return CATEGORY_TREE_NAMES.find((tree) => CATEGORY_TREES[tree].screen === path);
}

/** A root is depth 1; a node may sit at depth 3 at most. */
export const CATEGORY_MAX_DEPTH = 3;

/**
 * API: GET/POST `${CATEGORIES_PATH}/:tree`, PUT/DELETE `${CATEGORIES_PATH}/:tree/:id`, POST `.../:id/move`.
 * Answers: GET → CategoryNode[] (parents before children, siblings in sort order); POST and PUT → the
 * CategoryNode; DELETE → null (409 naming what the node still holds); move → the whole tree's CategoryNode[].
 */
export const CATEGORIES_PATH = '/categories';

/** The icons a node may carry (names the admin maps to kit icons, like the menu's). */
export const CATEGORY_ICONS = ['folder', 'image', 'music', 'file-text', 'megaphone', 'video', 'star', 'tag'] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

const name = (max: number) =>
  v.pipe(
    v.string('validation.type'),
    v.trim(),
    v.minLength(1, 'validation.required'),
    v.maxLength(max, 'validation.max'),
  );

export const categoryInputSchema = v.strictObject({
  parentId: v.nullable(
    v.pipe(v.number('validation.type'), v.integer('validation.type'), v.minValue(1, 'validation.type')),
  ),
  nameZh: name(40),
  nameEn: name(60),
  icon: v.nullable(v.picklist(CATEGORY_ICONS, 'validation.type')),
  enabled: v.boolean('validation.type'),
  /** Optimistic lock on edit (absent on create). */
  version: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type CategoryInput = v.InferOutput<typeof categoryInputSchema>;

/** Move a node (and its subtree) under `parentId` (null: the top level) at `index` among its new siblings. */
export const categoryMoveSchema = v.strictObject({
  parentId: v.nullable(
    v.pipe(v.number('validation.type'), v.integer('validation.type'), v.minValue(1, 'validation.type')),
  ),
  index: v.pipe(v.number('validation.type'), v.integer('validation.type'), v.minValue(0, 'validation.type')),
});
export type CategoryMove = v.InferOutput<typeof categoryMoveSchema>;

/** A node as the API answers it: the list is flat, in sort order within each parent; `count` counts its own records. */
export interface CategoryNode {
  id: number;
  parentId: number | null;
  nameZh: string;
  nameEn: string;
  icon: CategoryIcon | null;
  enabled: boolean;
  sort: number;
  /** Records filed directly in this node (not its descendants). */
  count: number;
  version: number;
}

/**
 * The depth a node would have under `parentId` with a subtree `subtreeHeight` levels tall (1: a leaf), or the
 * message key of why it cannot go there. Used by the server on every write and by the screen before a move.
 */
export function categoryPlacementProblem(
  nodes: readonly Pick<CategoryNode, 'id' | 'parentId'>[],
  movingId: number | null,
  parentId: number | null,
  subtreeHeight = 1,
): string | null {
  if (parentId === null) return subtreeHeight > CATEGORY_MAX_DEPTH ? 'category.tooDeep' : null;
  const byId = new Map(nodes.map((node) => [node.id, node]));
  let depth = 1;
  for (let at: number | null = parentId; at !== null; at = byId.get(at)?.parentId ?? null) {
    if (at === movingId) return 'category.intoItself';
    if (!byId.has(at)) return 'category.parentMissing';
    depth++;
  }
  return depth - 1 + subtreeHeight > CATEGORY_MAX_DEPTH ? 'category.tooDeep' : null;
}
