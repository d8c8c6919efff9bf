import { BLOCK_KINDS, BLOCK_STYLE, BLOCKS, defaultValues, PAGE_SETTINGS } from '@soundboard/contract';
import { initialValues } from '@soundboard/ui/page-editor/property-panel-values.ts';
import { describe, expect, it } from 'vitest';
import { BLOCK_ICONS } from './block-icons';

describe('the editor and the block descriptors', () => {
  it('has an icon for every descriptor', () => {
    expect(BLOCK_KINDS.filter((kind) => !BLOCK_ICONS[BLOCKS[kind].icon])).toEqual([]);
  });

  it('makes the same defaults in the kit panel as the contract (new list items, new blocks)', () => {
    for (const defs of [...BLOCK_KINDS.map((kind) => BLOCKS[kind].props), BLOCK_STYLE, PAGE_SETTINGS])
      expect(initialValues(defs)).toEqual(defaultValues(defs));
  });
});
