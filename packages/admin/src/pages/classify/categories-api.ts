/** A category tree through the app's one client (read needs the tree's read permission, writes its write one). */
import {
  CATEGORIES_PATH,
  type CategoryInput,
  type CategoryMove,
  type CategoryNode,
  type CategoryTree,
} from '@soundboard/contract';
import { request } from '../../api/http';

/** Every node of the tree, flat, in sort order within each parent. */
export const loadCategories = (tree: CategoryTree) => request<CategoryNode[]>({ url: `${CATEGORIES_PATH}/${tree}` });

export const createCategory = (tree: CategoryTree, input: CategoryInput) =>
  request<CategoryNode>({ method: 'POST', url: `${CATEGORIES_PATH}/${tree}`, data: input });

export const updateCategory = (tree: CategoryTree, id: number, input: CategoryInput) =>
  request<CategoryNode>({ method: 'PUT', url: `${CATEGORIES_PATH}/${tree}/${id}`, data: input });

/** Refused while the category holds records or sub-categories (the message says how many). */
export const deleteCategory = (tree: CategoryTree, id: number) =>
  request<null>({ method: 'DELETE', url: `${CATEGORIES_PATH}/${tree}/${id}` });

/**
 * The category and its subtree to `index` among the children of `parentId` (null: the top level), counted
 * without the category itself; answers the whole tree as it is now.
 */
export const moveCategory = (tree: CategoryTree, id: number, move: CategoryMove) =>
  request<CategoryNode[]>({ method: 'POST', url: `${CATEGORIES_PATH}/${tree}/${id}/move`, data: move });
