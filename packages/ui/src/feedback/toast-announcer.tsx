/**
 * The screen-reader half of the Toaster: the live regions that announce `toast.*` messages. A module of its own
 * (no icons, no buttons) so an app can mount it from the start and load the visible ToastStack with the first
 * toast; the regions must exist before a message arrives for it to be announced reliably.
 */
import { useSyncExternalStore } from 'react';
import { LiveRegions } from './live-region';
import { toastStore } from './toast';

export function ToastAnnouncer() {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return <LiveRegions items={items.map(({ id, data }) => ({ id, status: data.status, text: data.content }))} />;
}
