/**
 * The decoration dictionary's keys of the contract's block descriptors (decoration/blocks.ts): a block kind
 * `decoration.block.<kind>`, a library group `decoration.group.<group>`, a property `decoration.prop.<kind>.<prop>`
 * (a list item's field `….<list>.<field>`, a choice's value `….<prop>.<value>`), the shared style
 * `decoration.style.<prop>` and page settings `decoration.page.<prop>`.
 */
import {
  BLOCK_GROUPS,
  BLOCK_KINDS,
  BLOCK_STYLE,
  BLOCKS,
  type BlockGroup,
  type BlockKind,
  PAGE_SETTINGS,
  type PropDefs,
} from '@soundboard/contract';

/** Whose properties a panel edits: a block's, the shared style or the page's settings. */
export type PropScope = BlockKind | 'style' | 'page';

export const blockKey = (kind: string) => `decoration.block.${kind}`;
export const groupKey = (group: BlockGroup) => `decoration.group.${group}`;

const scopeKey = (scope: PropScope) =>
  scope === 'style' || scope === 'page' ? `decoration.${scope}` : `decoration.prop.${scope}`;

/**
 * A property path's key. A list item's index is no part of it (every slide has the same fields): an index is
 * followed by the item's field, where a numeric choice value ('2' columns) ends the path.
 */
export function propKey(scope: PropScope, path: readonly string[]): string {
  const named = path.filter((segment, index) => !/^\d+$/.test(segment) || index === path.length - 1);
  return [scopeKey(scope), ...named].join('.');
}

function keysOf(prefix: string, defs: PropDefs): string[] {
  return Object.entries(defs).flatMap(([name, def]) => {
    const key = `${prefix}.${name}`;
    if (def.type === 'choice') return [key, ...def.values.map((value) => `${key}.${value}`)];
    if (def.type === 'list') return [key, ...keysOf(key, def.item)];
    return [key];
  });
}

/** Every key the descriptors need (the dictionary test checks both languages have them). */
export function descriptorKeys(): string[] {
  return [
    ...BLOCK_GROUPS.map(groupKey),
    ...BLOCK_KINDS.flatMap((kind) => [blockKey(kind), ...keysOf(scopeKey(kind), BLOCKS[kind].props)]),
    ...keysOf(scopeKey('style'), BLOCK_STYLE),
    ...keysOf(scopeKey('page'), PAGE_SETTINGS),
  ];
}
