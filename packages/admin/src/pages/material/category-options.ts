/**
 * The `material` category tree as the library screen shows it: the kit Tree's nodes (with the two pseudo nodes
 * "All" and "Unfiled" first), the same nodes indented for a Select, and a node's name in the screen's language.
 */
import type { CategoryNode, Locale } from '@soundboard/contract';
import type { TreeNode } from '@soundboard/ui/data-display/tree.tsx';
import type { PickerOption } from '@soundboard/ui/pickers/list-parts.tsx';

export const ALL = 'all';
export const UNFILED = 'none';

export const categoryName = (node: Pick<CategoryNode, 'nameZh' | 'nameEn'>, locale: Locale) =>
  locale === 'zh-CN' ? node.nameZh : node.nameEn;

const bySort = (a: CategoryNode, b: CategoryNode) => a.sort - b.sort || a.id - b.id;

/** Children by parent id, in sort order (a node whose parent is missing goes to the top). */
function childrenOf(nodes: readonly CategoryNode[]): Map<number | null, CategoryNode[]> {
  const ids = new Set(nodes.map((node) => node.id));
  const map = new Map<number | null, CategoryNode[]>();
  for (const node of [...nodes].sort(bySort)) {
    const parent = node.parentId !== null && ids.has(node.parentId) ? node.parentId : null;
    map.set(parent, [...(map.get(parent) ?? []), node]);
  }
  return map;
}

/** The tree's nodes named in the screen's language; `decorate` adds what the screen shows beside a name. */
export function categoryTreeNodes(
  nodes: readonly CategoryNode[],
  locale: Locale,
  decorate: (node: CategoryNode, name: string) => Partial<TreeNode> = () => ({}),
): TreeNode[] {
  const map = childrenOf(nodes);
  const build = (parent: number | null): TreeNode[] =>
    (map.get(parent) ?? []).map((node) => {
      const children = build(node.id);
      const name = categoryName(node, locale);
      return { id: String(node.id), title: name, ...decorate(node, name), ...(children.length ? { children } : {}) };
    });
  return build(null);
}

/** Depth-first options, indented by level ("　" per level: visible in a list and read as nothing). */
export function categoryOptions(nodes: readonly CategoryNode[], locale: Locale): PickerOption[] {
  const map = childrenOf(nodes);
  const options: PickerOption[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const node of map.get(parent) ?? []) {
      options.push({ id: String(node.id), label: `${'\u3000'.repeat(depth)}${categoryName(node, locale)}` });
      walk(node.id, depth + 1);
    }
  };
  walk(null, 0);
  return options;
}

/** A node's name by id (undefined: unfiled or not found). */
export function categoryLabel(nodes: readonly CategoryNode[], id: number | null, locale: Locale): string | undefined {
  const node = id === null ? undefined : nodes.find((candidate) => candidate.id === id);
  return node ? categoryName(node, locale) : undefined;
}
