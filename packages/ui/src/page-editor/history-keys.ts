/**
 * Ctrl/⌘+Z undoes, Ctrl/⌘+Shift+Z and Ctrl+Y redo, while the focus is in the editor but not in a text field
 * (there the browser's own undo applies to the text being typed).
 */
import type { KeyboardEvent } from 'react';

const typesText = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.matches('input:not([type=checkbox],[type=radio],[type=button]), textarea'));

export function historyKey(event: KeyboardEvent): 'undo' | 'redo' | null {
  if (event.defaultPrevented || event.altKey || !(event.ctrlKey || event.metaKey) || typesText(event.target)) {
    return null;
  }
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return null;
}
