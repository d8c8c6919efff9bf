/** Mount `<Toaster />` once near the app root: it shows the `toast.*` messages, top centre, newest last. */
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { Button } from 'react-aria-components';
import { useMessages } from '../i18n/messages';
import { cx } from '../lib/compose';
import { focusRing } from '../lib/focus-ring';
import { feedbackMessages } from './feedback-messages';
import { LiveRegions, pauseHandlers } from './live-region';
import { type FeedbackStatus, StatusIcon } from './status';
import { toastStore } from './toast';

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
      className={cx(
        'pointer-events-auto flex max-w-[480px] items-center gap-2 rounded-md border border-default bg-elevated',
        'py-2 pr-2 pl-4 text-base text-default shadow-md',
        className,
      )}
    >
      <StatusIcon status={status} />
      <span className="min-w-0 flex-1">{children}</span>
      {onDismiss && (
        <Button
          aria-label={t.close}
          onPress={onDismiss}
          className={cx('rounded-sm p-1 text-muted data-hovered:bg-fill-2 data-hovered:text-default', focusRing)}
        >
          <X aria-hidden="true" className="size-3.5" />
        </Button>
      )}
    </div>
  );
}

export function Toaster({ className }: { className?: string }) {
  const t = useMessages(feedbackMessages);
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  // The stack unmounts with its last toast, so no mouseleave / blur would ever resume the countdowns.
  useEffect(() => {
    if (items.length === 0) toastStore.resume();
  }, [items.length]);
  return (
    <>
      <LiveRegions items={items.map(({ id, data }) => ({ id, status: data.status, text: data.content }))} />
      {items.length > 0 && (
        <section
          aria-label={t.messages}
          data-slot="toaster"
          {...pauseHandlers(toastStore)}
          className={cx(
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
      )}
    </>
  );
}
