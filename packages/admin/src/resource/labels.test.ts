import { describe, expect, it } from 'vitest';
import { inSentence } from './labels';

describe('inSentence', () => {
  it('lowers the capital only a sentence start needs', () => {
    expect(inSentence('Sale order')).toBe('sale order');
    expect(inSentence('Product')).toBe('product');
  });
  it('keeps acronyms, single letters and texts without case', () => {
    expect(inSentence('SKU')).toBe('SKU');
    expect(inSentence('A')).toBe('A');
    expect(inSentence('销售订单')).toBe('销售订单');
    expect(inSentence('')).toBe('');
  });
});
