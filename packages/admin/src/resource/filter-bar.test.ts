import { product, receipt } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { rangeInput } from './filter-bar';

describe('rangeInput', () => {
  it('types money in yuan and every other number as it is', () => {
    expect(rangeInput(product.fields.salePrice)).toBe('money');
    expect(rangeInput({ type: 'integer', filter: 'range' })).toBe('number');
  });

  it('picks days for dates', () => {
    expect(rangeInput(receipt.fields.receivedAt)).toBe('days');
  });
});
