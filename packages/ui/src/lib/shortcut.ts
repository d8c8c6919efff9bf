/**
 * Keyboard shortcuts written the editor's way ("Mod-B", "Mod-\\"): Mod is ⌘ on Apple systems and Ctrl elsewhere.
 * shortcutText is what a title or tooltip shows; ariaShortcut is the aria-keyshortcuts value screen readers read.
 */
const MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function shortcutText(shortcut: string): string {
  return shortcut.replace('Mod', MAC ? '⌘' : 'Ctrl').replaceAll('-', '+');
}

export function ariaShortcut(shortcut: string): string {
  return shortcut.replace('Mod', MAC ? 'Meta' : 'Control').replaceAll('-', '+');
}
