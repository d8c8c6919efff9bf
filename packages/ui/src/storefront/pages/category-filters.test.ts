import { describe, expect, it } from 'vitest';
import { yuanToFen } from './category-filters';

describe('the price range', () => {
  it('takes yuan as typed and hands over fen', () => {
    expect(yuanToFen('100')).toBe(10_000);
    expect(yuanToFen(' 999.5 ')).toBe(99_950);
    expect(yuanToFen('0.01')).toBe(1);
    expect(yuanToFen('12.')).toBe(1_200);
    expect(yuanToFen('19.99')).toBe(1_999);
  });

  it('leaves out what is not a price', () => {
    for (const typed of ['', '  ', 'abc', '-5', '1.234', '1e3', '123456789'])
      expect(yuanToFen(typed), typed).toBeNull();
  });
});
