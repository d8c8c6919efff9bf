/** The review queue's keyboard: which key does what (pure: tested without a screen). */
import type { ModerationAction } from '@soundboard/contract';

export type QueueKey =
  | { kind: 'move'; to: number }
  | { kind: 'act'; action: Extract<ModerationAction, 'approve' | 'approveTrust' | 'reject'> }
  | { kind: 'toggle' }
  | null;

export const QUEUE_SHORTCUTS = { approve: 'a', approveTrust: 't', reject: 'r' } as const;

/** The key pressed on item `index` of `count`; modified keys are the browser's and the app's (none here). */
export function queueKey(
  event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean },
  index: number,
  count: number,
): QueueKey {
  if (event.ctrlKey || event.metaKey || event.altKey || count === 0) return null;
  switch (event.key) {
    case 'ArrowDown':
      return { kind: 'move', to: Math.min(index + 1, count - 1) };
    case 'ArrowUp':
      return { kind: 'move', to: Math.max(index - 1, 0) };
    case 'Home':
      return { kind: 'move', to: 0 };
    case 'End':
      return { kind: 'move', to: count - 1 };
    case ' ':
      return { kind: 'toggle' };
  }
  const key = event.key.toLowerCase();
  if (key === QUEUE_SHORTCUTS.approve) return { kind: 'act', action: 'approve' };
  if (key === QUEUE_SHORTCUTS.approveTrust) return { kind: 'act', action: 'approveTrust' };
  if (key === QUEUE_SHORTCUTS.reject) return { kind: 'act', action: 'reject' };
  return null;
}
