/**
 * Mount `<Toaster />` once near the app root: it shows the `toast.*` messages, top centre, newest last, and
 * announces them. Its halves can be mounted apart: ToastAnnouncer (live regions, from the start) and ToastStack
 * (what shows, e.g. loaded with the first toast).
 */
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { useMessages } from '../i18n/messages';
import { cn } from '../lib/cn';
import { cx } from '../lib/cx';
import { focusRingNative } from '../lib/focus-ring';
import { feedbackMessages } from './feedback-messages';
import { pauseHandlers } from './live-region';
import { type FeedbackStatus, StatusIcon } from './status';
import { toastStore } from './toast';
import { ToastAnnouncer } from './toast-announcer';

export interface ToastItemProps {
  status: FeedbackStatus;
  children: ReactNode;
  onDismiss?: () => void;
  className?: string;
}

/** One message: status icon, text and a dismiss button. */
export function ToastItem({ status, children, onDismiss, className }: ToastItemProps) {
  const t = useMessages(feedbackMessages);
  return (
    <div
      data-slot="toast"
      data-status={status}
      className={cn(
        'pointer-events-auto flex max-w-[480px] items-center gap-2 rounded-md border border-default bg-elevated',
        'py-2 pr-2 pl-4 text-base text-default shadow-md',
        className,
      )}
    >
      <StatusIcon status={status} />
      <span className="min-w-0 flex-1">{children}</span>
      {onDismiss && (
        // A native button: the toaster shows on the login screen, which loads no React Aria (its size budget).
        <button
          type="button"
          aria-label={t.close}
          onClick={onDismiss}
          className={cx('cursor-pointer rounded-sm p-1 text-muted hover:bg-fill-2 hover:text-default', focusRingNative)}
        >
          <X aria-hidden="true" className="size-3.5" />
        </button>
      )}
    </div>
  );
}

/** The visible toasts, without the announcements (see ToastAnnouncer). */
export function ToastStack({ className }: { className?: string }) {
  const t = useMessages(feedbackMessages);
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  // The stack unmounts with its last toast, so no mouseleave / blur would ever resume the countdowns.
  useEffect(() => {
    if (items.length === 0) toastStore.resume();
  }, [items.length]);
  if (items.length === 0) return null;
  return (
    <section
      aria-label={t.messages}
      data-slot="toaster"
      {...pauseHandlers(toastStore)}
      className={cn(
        'pointer-events-none fixed inset-x-0 top-6 z-(--sb-z-toast) flex flex-col items-center gap-2 px-4',
        className,
      )}
    >
      {items.map(({ id, data }) => (
        <ToastItem key={id} status={data.status} onDismiss={() => toastStore.dismiss(id)}>
          {data.content}
        </ToastItem>
      ))}
    </section>
  );
}

export function Toaster({ className }: { className?: string }) {
  return (
    <>
      <ToastAnnouncer />
      <ToastStack className={className} />
    </>
  );
}
