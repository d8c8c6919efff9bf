/** Answer shapes of the category trees' routes (../media/category-routes.ts); see ./hand-outputs.ts for the rules. */
import {
  API_BASE,
  CATEGORIES_PATH,
  CATEGORY_ICONS,
  CATEGORY_TREE_NAMES,
  type CategoryNode,
} from '@soundboard/contract';
import * as v from 'valibot';
import { type Schema, shape } from './output-shapes';

const node = shape<CategoryNode>()({
  id: v.number(),
  parentId: v.nullable(v.number()),
  nameZh: v.string(),
  nameEn: v.string(),
  icon: v.nullable(v.picklist(CATEGORY_ICONS)),
  enabled: v.boolean(),
  sort: v.number(),
  count: v.number(),
  version: v.number(),
});
/** A whole tree, flat, in sort order within each parent (a move answers the tree as it now stands). */
const tree = v.array(node);

export const CATEGORY_OUTPUTS: Record<string, Schema> = Object.fromEntries(
  CATEGORY_TREE_NAMES.flatMap((name) => {
    const base = `${API_BASE}${CATEGORIES_PATH}/${name}`;
    return [
      [`GET ${base}`, tree],
      [`POST ${base}`, node],
      [`PUT ${base}/:id`, node],
      [`DELETE ${base}/:id`, v.null()],
      [`POST ${base}/:id/move`, tree],
    ];
  }),
);
