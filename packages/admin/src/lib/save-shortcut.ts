/** Ctrl/Cmd+S saves in every editor (never Alt: AltGr+S types a character on some keyboards). */
import { useEffect, useRef } from 'react';

export const isSaveShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's';

/** While mounted and `enabled`, Ctrl/Cmd+S calls the latest `save` instead of the browser's "save page". */
export function useSaveShortcut(save: () => void, enabled = true): void {
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isSaveShortcut(event)) return;
      event.preventDefault();
      latest.current();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [enabled]);
}
