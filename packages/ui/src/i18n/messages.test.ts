import { describe, expect, it } from 'vitest';
import { format, toUiLocale } from './messages';

describe('ui messages', () => {
  it('supports zh-CN and falls back to en-US for anything else', () => {
    expect(toUiLocale('zh-CN')).toBe('zh-CN');
    expect(toUiLocale('en-US')).toBe('en-US');
    expect(toUiLocale('fr-FR')).toBe('en-US');
    expect(toUiLocale('zh-TW')).toBe('en-US');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(format('共 {total} 条', { total: 50 })).toBe('共 50 条');
    expect(format('{a} of {b}', { a: 1 })).toBe('1 of {b}');
  });
});
