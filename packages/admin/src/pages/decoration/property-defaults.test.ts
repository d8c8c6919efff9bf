/**
 * The kit's property panel creates list items from the descriptors itself (it cannot import the contract): its
 * defaults must be the contract's, for every block, the shared style and the page settings.
 */
import { BLOCK_STYLE, BLOCKS, defaultValues, PAGE_SETTINGS } from '@soundboard/contract';
import { initialValues } from '@soundboard/ui/page-editor/property-panel-values.ts';
import { describe, expect, it } from 'vitest';

describe('the property panel defaults', () => {
  it.each(Object.entries(BLOCKS))('are the contract defaults of a %s block', (_kind, block) => {
    expect(initialValues(block.props)).toEqual(defaultValues(block.props));
  });

  it('are the contract defaults of the style and the page settings', () => {
    expect(initialValues(BLOCK_STYLE)).toEqual(defaultValues(BLOCK_STYLE));
    expect(initialValues(PAGE_SETTINGS)).toEqual(defaultValues(PAGE_SETTINGS));
  });
});
