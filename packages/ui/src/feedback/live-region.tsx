/**
 * Screen-reader announcements for a message stack: two always-mounted live regions (polite for info / success /
 * warning, assertive for errors). They exist before any message arrives, so additions are announced reliably.
 */
import type { ReactNode } from 'react';
import { type FeedbackStatus, isAssertive } from './status-kind';

export interface Announcement {
  id: string;
  status: FeedbackStatus;
  text: ReactNode;
}

const visuallyHidden = 'absolute size-px overflow-hidden whitespace-nowrap [clip-path:inset(50%)]';

export function LiveRegions({ items }: { items: readonly Announcement[] }) {
  return (
    <>
      <div role="status" aria-live="polite" data-slot="live-polite" className={visuallyHidden}>
        {items
          .filter((item) => !isAssertive(item.status))
          .map((item) => (
            <p key={item.id}>{item.text}</p>
          ))}
      </div>
      <div role="alert" aria-live="assertive" data-slot="live-assertive" className={visuallyHidden}>
        {items
          .filter((item) => isAssertive(item.status))
          .map((item) => (
            <p key={item.id}>{item.text}</p>
          ))}
      </div>
    </>
  );
}

/** Pointer over or keyboard focus inside the stack pauses the countdowns. */
export function pauseHandlers(store: { pause: () => void; resume: () => void }) {
  return {
    onMouseEnter: store.pause,
    onMouseLeave: store.resume,
    onFocus: store.pause,
    onBlur: (event: React.FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) store.resume();
    },
  };
}
