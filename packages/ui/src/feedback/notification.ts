/**
 * `notification` — a titled message at the top right, callable from anywhere:
 * `notification.info({ id: 'menu', title, content })`, then `notification.success({ id: 'menu', ... })` replaces
 * it in place (the menu fetch: info -> success | error). `<NotificationHost />` renders them.
 */
import type { ReactNode } from 'react';
import { createNoticeStore } from './notice-store';
import type { FeedbackStatus } from './status';

export const NOTIFICATION_DURATION = 4500;

export interface NotificationData {
  status: FeedbackStatus;
  title: ReactNode;
  content?: ReactNode;
}

export interface NotificationOptions extends Omit<NotificationData, 'status'> {
  /** Reusing an id replaces that notification in place. */
  id?: string;
  /** Milliseconds; 0 keeps it until dismissed. */
  duration?: number;
}

export const notificationStore = createNoticeStore<NotificationData>('notification');

function show(status: FeedbackStatus) {
  return ({ id, duration = NOTIFICATION_DURATION, title, content }: NotificationOptions) =>
    notificationStore.show({ status, title, content }, { id, duration });
}

export const notification = {
  info: show('info'),
  success: show('success'),
  warning: show('warning'),
  error: show('error'),
  dismiss: (id: string) => notificationStore.dismiss(id),
  clear: () => notificationStore.clear(),
};
