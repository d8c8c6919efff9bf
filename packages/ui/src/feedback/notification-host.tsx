/** Mount `<NotificationHost />` once near the app root: it shows `notification.*` cards at the top right. */
import { useEffect, useSyncExternalStore } from 'react';
import { useMessages } from '../i18n/messages';
import { cn } from '../lib/cn';
import { CloseButton } from '../overlays/dialog-button';
import { feedbackMessages } from './feedback-messages';
import { LiveRegions, pauseHandlers } from './live-region';
import { type NotificationData, notificationStore } from './notification';
import { StatusIcon } from './status';

export interface NotificationCardProps extends NotificationData {
  onDismiss?: () => void;
  className?: string;
}

export function NotificationCard({ status, title, content, onDismiss, className }: NotificationCardProps) {
  return (
    <div
      data-slot="notification"
      data-status={status}
      className={cn(
        'pointer-events-auto flex w-[340px] max-w-full gap-3 rounded-lg border border-default bg-elevated p-4 shadow-lg',
        className,
      )}
    >
      <StatusIcon status={status} className="mt-0.5 size-5" />
      <div className="min-w-0 flex-1">
        <p className="text-base font-medium text-default">{title}</p>
        {content && <p className="mt-1 text-sm text-secondary">{content}</p>}
      </div>
      {onDismiss && <CloseButton onPress={onDismiss} className="-mt-1 -mr-1" />}
    </div>
  );
}

export function NotificationHost({ className }: { className?: string }) {
  const t = useMessages(feedbackMessages);
  const items = useSyncExternalStore(
    notificationStore.subscribe,
    notificationStore.getSnapshot,
    notificationStore.getSnapshot,
  );
  // The stack unmounts with its last card, so no mouseleave / blur would ever resume the countdowns.
  useEffect(() => {
    if (items.length === 0) notificationStore.resume();
  }, [items.length]);
  return (
    <>
      <LiveRegions
        items={items.map(({ id, data }) => ({
          id,
          status: data.status,
          text: (
            <>
              {data.title} {data.content}
            </>
          ),
        }))}
      />
      {items.length > 0 && (
        <section
          aria-label={t.notifications}
          data-slot="notifications"
          {...pauseHandlers(notificationStore)}
          className={cn(
            'pointer-events-none fixed top-6 right-6 z-(--sb-z-toast) flex flex-col items-end gap-3',
            className,
          )}
        >
          {items.map(({ id, data }) => (
            <NotificationCard key={id} {...data} onDismiss={() => notificationStore.dismiss(id)} />
          ))}
        </section>
      )}
    </>
  );
}
