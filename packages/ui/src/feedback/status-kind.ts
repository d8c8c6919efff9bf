/**
 * The four feedback statuses and how urgently each is announced. Apart from status.tsx (the icons) so the live
 * regions can be loaded without any icon code.
 */
export type FeedbackStatus = 'info' | 'success' | 'warning' | 'error';

/** Errors interrupt (assertive); everything else waits for a pause (polite). */
export function isAssertive(status: FeedbackStatus): boolean {
  return status === 'error';
}
