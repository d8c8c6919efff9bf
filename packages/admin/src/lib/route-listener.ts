/**
 * Route changes as an event, for parts that follow the current route without being inside it (menu
 * selection, tab bar). Logout removes every listener.
 */
import type { AppRoute } from '../routes/types';

export interface RouteChange {
  route: AppRoute;
  fullPath: string;
}

type Handler = (change: RouteChange) => void;

const handlers = new Set<Handler>();
let latest: RouteChange | null = null;

export function emitRouteChange(change: RouteChange): void {
  latest = change;
  for (const handler of handlers) handler(change);
}

/** Subscribes (and replays the latest change when `immediate`); returns the unsubscribe function. */
export function listenRouteChange(handler: Handler, immediate = true): () => void {
  handlers.add(handler);
  if (immediate && latest) handler(latest);
  return () => {
    handlers.delete(handler);
  };
}

export function removeRouteListener(): void {
  handlers.clear();
  latest = null;
}

export function routeListenerCount(): number {
  return handlers.size;
}
