import { describe, expect, it } from 'vitest';
import { CUSTOM_LOOK, prerenderedLoginFile, prerenderedLoginLocale } from './login-page';

describe('the drawn login page for a look cookie', () => {
  it('fits a first visit and a locale, and no custom or unknown look', () => {
    expect(prerenderedLoginLocale(undefined, 'zh-CN')).toBe('zh-CN');
    expect(prerenderedLoginLocale('', 'zh-CN')).toBe('zh-CN');
    expect(prerenderedLoginLocale('en-US', 'zh-CN')).toBe('en-US');
    expect(prerenderedLoginLocale(CUSTOM_LOOK, 'zh-CN')).toBeNull();
    expect(prerenderedLoginLocale('../index', 'zh-CN')).toBeNull();
    expect(prerenderedLoginFile('en-US')).toBe('login.en-US.html');
  });
});
