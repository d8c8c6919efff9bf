import { describe, expect, it } from 'vitest';
import { isMenuCollapseShortcut } from './menu-collapse-shortcut';

const key = { key: '\\', code: 'Backslash', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };

describe('the menu collapse shortcut', () => {
  it('is Ctrl+\\ or ⌘+\\', () => {
    expect(isMenuCollapseShortcut({ ...key, ctrlKey: true })).toBe(true);
    expect(isMenuCollapseShortcut({ ...key, metaKey: true })).toBe(true);
  });

  it('is not the plain key, nor with Alt (AltGr types characters) or Shift', () => {
    expect(isMenuCollapseShortcut(key)).toBe(false);
    expect(isMenuCollapseShortcut({ ...key, ctrlKey: true, altKey: true })).toBe(false);
    expect(isMenuCollapseShortcut({ ...key, ctrlKey: true, shiftKey: true })).toBe(false);
    expect(isMenuCollapseShortcut({ ...key, key: 's', code: 'KeyS', ctrlKey: true })).toBe(false);
  });
});
