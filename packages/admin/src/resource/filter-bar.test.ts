import { product, receipt } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { listParam, rangeInput } from './filter-bar';

describe('rangeInput', () => {
  it('types money in yuan and every other number as it is', () => {
    expect(rangeInput(product.fields.salePrice)).toBe('money');
    expect(rangeInput({ type: 'integer', filter: 'range' })).toBe('number');
  });

  it('picks days for dates', () => {
    expect(rangeInput(receipt.fields.receivedAt)).toBe('days');
  });
});

describe('listParam', () => {
  it('turns texts typed with commas (either width) into the list parameter', () => {
    expect(listParam('speaker, 5.1 ，amp , ')).toBe('speaker,5.1,amp');
    expect(listParam(' , ')).toBe('');
  });
});
