/**
 * `toast` — short messages ("message" in Arco terms) callable from anywhere, React or not:
 * `toast.error(text, { duration })` returns an id; `toast.dismiss(id)` closes it. `<Toaster />` renders them.
 */
import type { ReactNode } from 'react';
import { createNoticeStore } from './notice-store';
import type { FeedbackStatus } from './status-kind';

/** An error toast stays 5 seconds (docs/modules/app-shell.md). */
export const ERROR_TOAST_DURATION = 5000;
export const TOAST_DURATION = 3000;

export interface ToastData {
  status: FeedbackStatus;
  content: ReactNode;
}

export interface ToastOptions {
  /** Milliseconds; 0 keeps it until dismissed. */
  duration?: number;
  /** Reusing an id replaces that toast in place. */
  id?: string;
}

export function toastDuration(status: FeedbackStatus, duration?: number): number {
  return duration ?? (status === 'error' ? ERROR_TOAST_DURATION : TOAST_DURATION);
}

export const toastStore = createNoticeStore<ToastData>('toast');

function show(status: FeedbackStatus) {
  return (content: ReactNode, options: ToastOptions = {}) =>
    toastStore.show({ status, content }, { id: options.id, duration: toastDuration(status, options.duration) });
}

export const toast = {
  info: show('info'),
  success: show('success'),
  warning: show('warning'),
  error: show('error'),
  dismiss: (id: string) => toastStore.dismiss(id),
  clear: () => toastStore.clear(),
};
