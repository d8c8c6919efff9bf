import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-words';

describe('amountInWords', () => {
  it.each([
    [123456, '壹仟贰佰叁拾肆元伍角陆分'],
    [100000, '壹仟元整'],
    [10005, '壹佰元零伍分'],
    [0, '零元整'],
    [5, '伍分'],
    [50, '伍角'],
    [56, '伍角陆分'],
    [1000, '壹拾元整'],
    [100050, '壹仟元伍角'],
    [100100, '壹仟零壹元整'],
    [101000, '壹仟零壹拾元整'],
  ])('%i fen → %s', (fen, words) => {
    expect(amountInWords(fen)).toBe(words);
  });

  it.each([
    [10_000_00, '壹万元整'],
    [10_001_00, '壹万零壹元整'],
    [10_100_00, '壹万零壹佰元整'],
    [11_000_00, '壹万壹仟元整'],
    [100_000_00, '壹拾万元整'],
    [100_001_00, '壹拾万零壹元整'],
    [1_001_000_00, '壹佰万壹仟元整'],
    [10_100_000_00, '壹仟零壹拾万元整'],
    [100_000_000_00, '壹亿元整'],
    [100_000_001_00, '壹亿零壹元整'],
    [100_010_000_00, '壹亿零壹万元整'],
    [101_000_000_00, '壹亿零壹佰万元整'],
    [110_000_000_00, '壹亿壹仟万元整'],
    [1_000_100_000_00, '壹拾亿零壹拾万元整'],
  ])('zeros at the 万 and 亿 boundaries: %i fen → %s', (fen, words) => {
    expect(amountInWords(fen)).toBe(words);
  });

  it('reads a credit note negative with 负', () => {
    expect(amountInWords(-123456)).toBe('负壹仟贰佰叁拾肆元伍角陆分');
    expect(amountInWords(-5)).toBe('负伍分');
  });

  it('refuses what is not whole fen', () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
