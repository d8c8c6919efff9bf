/**
 * Wakes the live message streams (./stream-route.ts) of users who got, or had closed, a message. One bus per app
 * (tests build many apps). A wake carries no message: the stream reads what is new after the last id it sent, so
 * a wake that comes early (before the writing transaction commits) or twice costs a query, never a wrong answer.
 *
 * Across processes on PostgreSQL the writer also sends a NOTIFY inside its transaction (delivered on commit) on
 * MESSAGE_CHANNEL; each process's listener (auth/session-listener.ts) passes it to `wakeFromNotify`.
 */
import type { AppDeps } from '../http/env';

export const MESSAGE_CHANNEL = 'soundboard_messages';

type Waker = () => void;

export class MessageBus {
  private readonly byUser = new Map<number, Set<Waker>>();
  private readonly everyone = new Set<Waker>();

  /** Calls `wake` whenever `userId` has news; returns the unsubscribe. */
  subscribe(userId: number, wake: Waker): () => void {
    const set = this.byUser.get(userId) ?? new Set();
    set.add(wake);
    this.byUser.set(userId, set);
    this.everyone.add(wake);
    return () => {
      set.delete(wake);
      if (set.size === 0) this.byUser.delete(userId);
      this.everyone.delete(wake);
    };
  }

  wake(userIds: Iterable<number>): void {
    for (const id of userIds) for (const wake of [...(this.byUser.get(id) ?? [])]) wake();
  }

  /** After a reconnect of the listener (NOTIFYs may have been missed) or at shutdown: every stream looks again. */
  wakeAll(): void {
    for (const wake of [...this.everyone]) wake();
  }

  /** The NOTIFY payload: user ids joined by commas. */
  wakeFromNotify(payload: string | undefined): void {
    const ids = (payload ?? '').split(',').map(Number).filter(Number.isInteger);
    this.wake(ids);
  }

  /** Set at shutdown: every stream ends, so the server can close its connections. */
  closed = false;

  shutdown(): void {
    this.closed = true;
    this.wakeAll();
  }

  get streams(): number {
    return this.everyone.size;
  }
}

const buses = new WeakMap<AppDeps, MessageBus>();

export function messageBus(deps: AppDeps): MessageBus {
  let bus = buses.get(deps);
  if (!bus) {
    bus = new MessageBus();
    buses.set(deps, bus);
  }
  return bus;
}
