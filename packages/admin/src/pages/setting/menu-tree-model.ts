/**
 * The menu editor's tree as pure functions over the server's flat list (parentId + sort): the nested tree, and
 * every move (up, down, indent, outdent, a drop before / after / inside an entry) as the new place of every entry
 * — what PUT /settings/menus/order takes. A move that cannot happen (the first entry up, a drop into itself, or a
 * shape the contract's menuPlacementProblem refuses) gives null, so the caller sends nothing. The tree arithmetic
 * is shared with the category trees (lib/tree-order.ts); the shape rule is the menu's own.
 */
import { type MenuEntry, type MenuKind, menuPlacementProblem } from '@soundboard/contract';
import {
  applyOrder,
  type Branch,
  buildTree,
  type DropPosition,
  dropPlace,
  type KeyboardMove,
  keyboardPlace,
  orderAfter,
  type Placed,
  siblingsOf,
} from '../../lib/tree-order';

export { applyOrder, buildTree, type DropPosition, type KeyboardMove };
export type EntryNode = Branch<MenuEntry>;
export type OrderEntry = Placed;

const isDirectory = (entries: readonly MenuEntry[], id: number) =>
  entries.find((entry) => entry.id === id)?.kind === 'directory';

/** Whether the entry may sit under `parentId` (null: the top level) by the contract's shape rule. */
export function canPlace(entries: readonly MenuEntry[], id: number, parentId: number | null): boolean {
  const kind = entries.find((entry) => entry.id === id)?.kind;
  if (kind === undefined) return false;
  const parentKind = parentId === null ? null : entries.find((entry) => entry.id === parentId)?.kind;
  return parentKind !== undefined && menuPlacementProblem(kind, parentKind) === null;
}

/**
 * Up / down among its siblings (at the edge of a directory, into the neighbouring one); indent: into the entry
 * just above it (last); outdent: just after its parent. Null when the result would break the shape rule.
 */
export function moveEntry(entries: readonly MenuEntry[], id: number, move: KeyboardMove): OrderEntry[] | null {
  const place = keyboardPlace(siblingsOf(entries), id, move, (other) => isDirectory(entries, other));
  if (!place || !canPlace(entries, id, place[0])) return null;
  return orderAfter(entries, id, place);
}

/** A drag-and-drop: before or after another entry (its sibling then), or inside a directory (last). */
export function dropEntry(
  entries: readonly MenuEntry[],
  id: number,
  targetId: number,
  position: DropPosition,
): OrderEntry[] | null {
  const place = dropPlace(entries, id, targetId, position);
  if (!place || !canPlace(entries, id, place[0])) return null;
  return orderAfter(entries, id, place);
}

/**
 * Where a new entry goes: a directory at the top level; a page or action into the selected directory, the
 * selected entry's directory, or else the first directory.
 */
export function newEntryParent(
  entries: readonly MenuEntry[],
  selectedId: number | null,
  kind: MenuKind,
): number | null {
  if (kind === 'directory') return null;
  const selected = entries.find((entry) => entry.id === selectedId);
  if (selected?.kind === 'directory') return selected.id;
  if (selected?.parentId != null && isDirectory(entries, selected.parentId)) return selected.parentId;
  return buildTree(entries).find((node) => node.entry.kind === 'directory')?.entry.id ?? null;
}
