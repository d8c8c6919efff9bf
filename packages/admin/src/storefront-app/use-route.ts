/**
 * The storefront's place in the address bar: path routes (route.ts) with history.pushState for in-app
 * navigation, popstate for back and forward. After a navigation the page scrolls to the top and the new page's
 * heading takes focus, so a screen reader starts reading the new page. Inside a preview every address keeps
 * `?preview=<token>`.
 */
import { linkPlace, placePath, withQuery } from '@soundboard/ui/storefront/links.tsx';
import type { LinkValue } from '@soundboard/ui/storefront/types.ts';
import { useCallback, useEffect, useState } from 'react';
import { hashRedirect, type Place, placeOf, previewQuery } from './route';

/** Moves an old hash link (`#/product/12`) to its path before the first render; keeps the preview query. */
export function redirectHashLink(token: string | null) {
  const path = hashRedirect(location.hash);
  if (path) history.replaceState(null, '', withQuery(path, previewQuery(token)));
}

const here = () => placeOf(location.pathname, location.search);

/** The page's heading (StorefrontShell's h1, focusable by script). */
function focusHeading() {
  document.querySelector<HTMLElement>('[data-slot="storefront-page"] h1')?.focus({ preventScroll: true });
}

/** `start`: the place of the address the page was opened at (the server's render knows it without `location`). */
export function useStorefrontRoute(token: string | null, start: Place) {
  const [place, setPlace] = useState<Place>(start);
  const [moved, setMoved] = useState(0);
  useEffect(() => {
    const back = () => {
      setPlace(here());
      setMoved((count) => count + 1);
    };
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, []);
  useEffect(() => {
    if (!moved) return;
    window.scrollTo(0, 0);
    focusHeading();
  }, [moved]);

  /** Opens a place: a new history entry, or (replace) the current one changed (a filter, a search). */
  const go = useCallback(
    (next: Place, replace = false) => {
      const url = withQuery(placePath(next), previewQuery(token));
      if (replace) history.replaceState(null, '', url);
      else history.pushState(null, '', url);
      setPlace(here());
      if (!replace) setMoved((count) => count + 1);
    },
    [token],
  );

  /** The kit's links: a storefront place in the app, an external address by the browser. */
  const navigate = useCallback(
    (link: LinkValue) => {
      const next = linkPlace(link);
      if (next) go(next);
      else location.assign(link.target);
    },
    [go],
  );
  return { place, go, navigate };
}
