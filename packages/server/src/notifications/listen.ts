/**
 * PostgreSQL only: the process's one listening connection, for the auth changes (auth/session-listener.ts) and
 * the message streams' wakes other processes send (./message-bus.ts). main.ts and the test harness both use it.
 */
import { listenForAuthChanges } from '../auth/session-listener';
import type { AppDeps } from '../http/env';
import { MESSAGE_CHANNEL, messageBus } from './message-bus';

export function listenForChanges(url: string, deps: AppDeps) {
  const bus = messageBus(deps);
  return listenForAuthChanges(url, deps, {
    channels: { [MESSAGE_CHANNEL]: (payload) => bus.wakeFromNotify(payload) },
    onReconnect: () => bus.wakeAll(),
  });
}
