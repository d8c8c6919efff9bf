import { describe, expect, it } from 'vitest';
import { formatMoney } from '../data-display/format-money';
import { formatYuan } from './price';

describe('storefront prices', () => {
  it('read exactly as Intl writes yuan, in both languages, from a fen to trillions', () => {
    const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 99_999, 100_000, 129_900, 1_234_567, 100_000_000];
    for (let fen = 7; fen < Number.MAX_SAFE_INTEGER / 13; fen = fen * 13 + 5) amounts.push(fen);
    for (const locale of ['zh-CN', 'en-US']) {
      for (const fen of amounts) {
        expect(formatYuan(fen, locale), `${fen} in ${locale}`).toBe(formatMoney(fen, 'CNY', locale));
        expect(formatYuan(-fen, locale), `${-fen} in ${locale}`).toBe(formatMoney(-fen, 'CNY', locale));
      }
    }
    expect(formatYuan(129_900, 'zh-CN')).toBe('¥1,299.00');
    expect(formatYuan(129_900, 'en-US')).toBe('CN¥1,299.00');
  });

  it('refuses an amount that is not whole fen', () => {
    expect(() => formatYuan(12.5, 'zh-CN')).toThrow(TypeError);
  });
});
