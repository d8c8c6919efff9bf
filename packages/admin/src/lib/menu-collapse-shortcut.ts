/**
 * Ctrl/⌘+\ collapses and expands the side menu (Notion's key for its sidebar). Free elsewhere in the app (the
 * editors take Ctrl/⌘+S, Z, Y, D and the rich-text marks; Ctrl/⌘+K opens the command palette), in Chrome and Firefox, and not an
 * input-method switch; with a modifier it is no single-character shortcut (WCAG 2.1.4). docs/modules/app-shell.md.
 */
import { type KeyEvent, useKeyShortcut } from './use-key-shortcut';

/** In the kit's notation (lib/shortcut.ts), for the control's tooltip. */
export const MENU_COLLAPSE_SHORTCUT = 'Mod-\\';

/** The key itself on any layout (`code`), or whatever key types a backslash (`key`). */
export const isMenuCollapseShortcut = (event: KeyEvent) =>
  (event.ctrlKey || event.metaKey) &&
  !event.altKey &&
  !event.shiftKey &&
  (event.code === 'Backslash' || event.key === '\\');

/** While mounted (the side menu is shown), the shortcut calls the latest `toggle`. */
export function useMenuCollapseShortcut(toggle: () => void): void {
  useKeyShortcut(isMenuCollapseShortcut, toggle);
}
