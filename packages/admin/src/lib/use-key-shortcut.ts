/**
 * A window-wide keyboard shortcut: while mounted, a keydown that `matches` (and that nothing handled before)
 * calls the latest `action` instead of the browser's own use of the key.
 */
import { useEffect, useRef } from 'react';

export type KeyEvent = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

export function useKeyShortcut(matches: (event: KeyEvent) => boolean, action: () => void): void {
  const latest = useRef({ matches, action });
  latest.current = { matches, action };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !latest.current.matches(event)) return;
      event.preventDefault();
      latest.current.action();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, []);
}
