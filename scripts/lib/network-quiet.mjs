/**
 * Playwright's `networkidle` waits for no request in flight, and the signed-in app keeps one open for good: the
 * live message stream (GET /behind/account/messages/stream). This watches a page's requests from the moment it
 * is called (call it before the page loads) and waits until nothing but such streams has been in flight for
 * `idleMs` — `networkidle` for an app with a live stream.
 */
export const LONG_LIVED_REQUESTS = /\/behind\/account\/messages\/stream(\?|$)/;

/** @param {import('playwright-core').Page} page */
export function watchNetwork(page) {
  const inFlight = new Set();
  let lastChange = Date.now();
  page.on('request', (request) => {
    if (LONG_LIVED_REQUESTS.test(request.url())) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const done = (request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /** Resolves once no request has been in flight for `idleMs`; throws after `timeout`. */
    async quiet({ idleMs = 500, timeout = 60_000 } = {}) {
      const deadline = Date.now() + timeout;
      for (;;) {
        if (inFlight.size === 0 && Date.now() - lastChange >= idleMs) return;
        if (Date.now() > deadline) {
          throw new Error(`requests still in flight: ${[...inFlight].map((request) => request.url()).join(', ')}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}
