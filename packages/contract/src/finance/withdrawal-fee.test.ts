import { describe, expect, it } from 'vitest';
import { withdrawalFee } from './withdrawal-api';

describe('withdrawalFee', () => {
  it('is nothing at 0 %', () => {
    expect(withdrawalFee(123_45, 0)).toBe(0);
  });
  it('rounds half a fen up', () => {
    // 1 % of 1.50 yuan is 1.5 fen → 2; of 1.49 yuan, 1.49 fen → 1.
    expect(withdrawalFee(150, 1)).toBe(2);
    expect(withdrawalFee(149, 1)).toBe(1);
  });
  it('takes the whole percent of a large amount exactly', () => {
    expect(withdrawalFee(10_000_00, 3)).toBe(300_00);
  });
});
