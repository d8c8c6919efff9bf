import { CUSTOM_LOOK } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../stores/settings';
import { lookOf } from './look-cookie';

describe('the look the login page is drawn for', () => {
  it('is the locale in the default theme and colour, whatever their case, and custom otherwise', () => {
    const defaults = { theme: DEFAULT_SETTINGS.theme, themeColor: DEFAULT_SETTINGS.themeColor };
    expect(lookOf('en-US', defaults)).toBe('en-US');
    expect(lookOf('zh-CN', { ...defaults, themeColor: DEFAULT_SETTINGS.themeColor.toLowerCase() })).toBe('zh-CN');
    expect(lookOf('zh-CN', { ...defaults, theme: defaults.theme === 'light' ? 'dark' : 'light' })).toBe(CUSTOM_LOOK);
    expect(lookOf('en-US', { ...defaults, themeColor: '#0E6E55' })).toBe(CUSTOM_LOOK);
  });
});
