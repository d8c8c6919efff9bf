/**
 * A category field's choices (FieldType 'category'): the tree's nodes indented by depth for a Select. A form
 * offers the enabled nodes only (a node under a disabled one counts as disabled: the classify screen greys the
 * whole branch), plus the record's current node when it was disabled since, so editing does not blank it; a
 * filter offers every node (old articles stay findable under a retired category).
 */
import type { CategoryNode, Locale } from '@soundboard/contract';
import type { PickerOption } from '@soundboard/ui/pickers/list-parts.tsx';
import { categoryName, categoryOptions } from '../pages/material/category-options';

/** The nodes whose own flag and every ancestor's are enabled. */
export function enabledNodes(nodes: readonly CategoryNode[]): CategoryNode[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const enabled = (node: CategoryNode | undefined, hops = 0): boolean =>
    !node ||
    (node.enabled && (node.parentId === null || hops > nodes.length || enabled(byId.get(node.parentId), hops + 1)));
  return nodes.filter((node) => enabled(node));
}

/** The options a form's category select offers; `current` stays choosable when it is no longer enabled. */
export function categoryChoices(
  nodes: readonly CategoryNode[],
  locale: Locale,
  current: string | null | undefined,
): PickerOption[] {
  const options = categoryOptions(enabledNodes(nodes), locale);
  if (!current || options.some((option) => option.id === current)) return options;
  const node = nodes.find((candidate) => String(candidate.id) === current);
  return [...options, { id: current, label: node ? categoryName(node, locale) : `#${current}` }];
}

/** Every node, for a filter ("all" comes first, as the other filters' selects have it). */
export function categoryFilterChoices(nodes: readonly CategoryNode[], locale: Locale, all: string): PickerOption[] {
  return [{ id: '', label: all }, ...categoryOptions(nodes, locale)];
}

/** A node's name in the screen's language; `#id` for a node the tree no longer has. */
export function categoryNameOf(nodes: readonly CategoryNode[], id: number, locale: Locale): string {
  const node = nodes.find((candidate) => candidate.id === id);
  return node ? categoryName(node, locale) : `#${id}`;
}
