/** True below Tailwind's `sm` (640 px): a phone, where a panel stacks what a wide screen puts side by side. */
import { useSyncExternalStore } from 'react';

const QUERY = '(max-width: 639.98px)';

function subscribe(onChange: () => void): () => void {
  const list = globalThis.matchMedia?.(QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const narrow = () => globalThis.matchMedia?.(QUERY).matches ?? false;

export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, narrow, () => false);
}
