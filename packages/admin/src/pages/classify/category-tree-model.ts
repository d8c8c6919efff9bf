/**
 * The classify screen's tree as pure functions over the server's flat list: where a keyboard move or a drop puts
 * a category (only where the contract's categoryPlacementProblem allows it: at most three levels, never inside
 * itself), the list as it looks after the move (shown at once while the server saves it), the parents a
 * category may choose in its form, and the form's values. Moves stay among the node's siblings or go in and out
 * by indent / outdent; they never jump into a neighbouring branch (every category may hold children, so that
 * would be a surprise).
 */
import {
  type CategoryIcon,
  type CategoryInput,
  type CategoryNode,
  categoryPlacementProblem,
  type Locale,
} from '@soundboard/contract';
import {
  applyOrder,
  buildTree,
  type DropPosition,
  dropPlace,
  type KeyboardMove,
  keyboardPlace,
  orderAfter,
  type Place,
  siblingsOf,
} from '../../lib/tree-order';

/** Levels of the subtree under (and including) `id`: 1 for a leaf. */
export function subtreeHeight(nodes: readonly CategoryNode[], id: number): number {
  const children = nodes.filter((node) => node.parentId === id);
  return 1 + Math.max(0, ...children.map((child) => subtreeHeight(nodes, child.id)));
}

const allowed = (nodes: readonly CategoryNode[], id: number, place: Place | null): Place | null =>
  place && categoryPlacementProblem(nodes, id, place[0], subtreeHeight(nodes, id)) === null ? place : null;

/** Up / down among its siblings, indent into the sibling above (last), outdent to just after its parent. */
export function keyboardMove(nodes: readonly CategoryNode[], id: number, move: KeyboardMove): Place | null {
  if (!nodes.some((node) => node.id === id)) return null;
  return allowed(nodes, id, keyboardPlace(siblingsOf(nodes), id, move));
}

/** A drop before or after another category (its sibling then) or inside it (last). */
export function dropMove(
  nodes: readonly CategoryNode[],
  id: number,
  targetId: number,
  position: DropPosition,
): Place | null {
  return allowed(nodes, id, dropPlace(nodes, id, targetId, position));
}

/** The list with `id` at its new place (sort renumbered among the siblings it touches). */
export function moved(nodes: readonly CategoryNode[], id: number, place: Place): CategoryNode[] {
  return applyOrder(nodes, orderAfter(nodes, id, place));
}

/** A category's name in the locale, and in the other one (shown beside it in the detail). */
export const nameIn = (node: Pick<CategoryNode, 'nameZh' | 'nameEn'>, locale: Locale) =>
  locale === 'zh-CN' ? node.nameZh : node.nameEn;
export const otherName = (node: Pick<CategoryNode, 'nameZh' | 'nameEn'>, locale: Locale) =>
  locale === 'zh-CN' ? node.nameEn : node.nameZh;

export interface ParentChoice {
  id: number | null;
  depth: number;
  node: CategoryNode | null;
  /** Why the category cannot go there (a message key), or null. */
  problem: string | null;
}

/**
 * Every place the form may offer as parent, in tree order: the top level first, then each category with its
 * depth (for indentation) and why it is impossible — too deep for the edited category's subtree, or inside it.
 */
export function parentChoices(nodes: readonly CategoryNode[], editingId: number | null): ParentChoice[] {
  const height = editingId === null ? 1 : subtreeHeight(nodes, editingId);
  const problem = (parentId: number | null) => categoryPlacementProblem(nodes, editingId, parentId, height);
  const choices: ParentChoice[] = [{ id: null, depth: 0, node: null, problem: problem(null) }];
  const walk = (branches: ReturnType<typeof buildTree<CategoryNode>>, depth: number) => {
    for (const { entry, children } of branches) {
      choices.push({ id: entry.id, depth, node: entry, problem: problem(entry.id) });
      walk(children, depth + 1);
    }
  };
  walk(buildTree(nodes), 1);
  return choices;
}

/** Whether a new category may go inside `parentId` (a category at the third level may not hold one). */
export const canHoldChild = (nodes: readonly CategoryNode[], parentId: number) =>
  categoryPlacementProblem(nodes, null, parentId) === null;

export interface CategoryDraft {
  parentId: number | null;
  nameZh: string;
  nameEn: string;
  icon: CategoryIcon | null;
  enabled: boolean;
}

export const draftOf = ({ parentId, nameZh, nameEn, icon, enabled }: CategoryNode): CategoryDraft => ({
  parentId,
  nameZh,
  nameEn,
  icon,
  enabled,
});

export const newDraft = (parentId: number | null): CategoryDraft => ({
  parentId,
  nameZh: '',
  nameEn: '',
  icon: null,
  enabled: true,
});

/** What the server gets; an edit carries the version it started from (a stale one is refused with 409). */
export const toInput = (draft: CategoryDraft, version?: number): CategoryInput => ({
  ...draft,
  ...(version === undefined ? {} : { version }),
});
