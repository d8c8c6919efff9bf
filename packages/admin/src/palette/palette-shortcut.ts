/**
 * Ctrl+K (⌘K on macOS) opens the command palette from anywhere in the signed-in app, inputs included (the
 * editors do not use it; lib/menu-collapse-shortcut.ts keeps it free). With a modifier it is no
 * single-character shortcut (WCAG 2.1.4). docs/modules/app-shell.md#command-palette.
 */
import { type KeyEvent, useKeyShortcut } from '../lib/use-key-shortcut';

export const isPaletteShortcut = (event: KeyEvent) =>
  (event.ctrlKey || event.metaKey) &&
  !event.altKey &&
  !event.shiftKey &&
  (event.code === 'KeyK' || event.key.toLowerCase() === 'k');

/** While mounted, the shortcut calls the latest `open`. */
export function usePaletteShortcut(open: () => void): void {
  useKeyShortcut(isPaletteShortcut, open);
}
