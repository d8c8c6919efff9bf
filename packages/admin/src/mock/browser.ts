/** Starts the mock service worker (dev:mock only); unknown requests (Vite's own, assets) pass through. */
import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers';

export async function startMockWorker(): Promise<void> {
  await setupWorker(...createHandlers()).start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
