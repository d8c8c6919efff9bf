/**
 * The category trees' API (contract: media/categories.ts). Each tree gets its own literal paths, so each route
 * carries its tree's permission in its guard (content:* or template:*) and an unknown tree is simply not found.
 */
import {
  CATEGORIES_PATH,
  CATEGORY_TREE_NAMES,
  CATEGORY_TREES,
  categoryInputSchema,
  categoryMoveSchema,
} from '@soundboard/contract';
import { Hono } from 'hono';
import { needs } from '../auth/guard';
import type { AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { idParam, jsonBody } from '../http/validate';
import { createCategory, deleteCategory, listCategories, moveCategory, updateCategory } from './categories';

export const categoryRoutes = new Hono<AppEnv>();

for (const tree of CATEGORY_TREE_NAMES) {
  const { read, write } = CATEGORY_TREES[tree];
  const base = `${CATEGORIES_PATH}/${tree}`;

  categoryRoutes.get(base, needs(read), async (c) => ok(c, await listCategories(c.var.deps.db, tree)));

  categoryRoutes.post(base, needs(write), async (c) => {
    const input = await jsonBody(c, categoryInputSchema);
    return ok(c, await createCategory(c, tree, input));
  });

  categoryRoutes.put(`${base}/:id`, needs(write), async (c) => {
    const id = idParam(c);
    const input = await jsonBody(c, categoryInputSchema);
    return ok(c, await updateCategory(c, tree, id, input));
  });

  categoryRoutes.delete(`${base}/:id`, needs(write), async (c) => {
    await deleteCategory(c, tree, idParam(c));
    return ok(c, null);
  });

  categoryRoutes.post(`${base}/:id/move`, needs(write), async (c) => {
    const id = idParam(c);
    const move = await jsonBody(c, categoryMoveSchema);
    return ok(c, await moveCategory(c, tree, id, move));
  });
}
