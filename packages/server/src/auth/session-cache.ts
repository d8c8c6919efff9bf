/**
 * The per-app cache of session lookups (session + user + roles + permissions) and of the menu rows, so a request
 * with a known token needs no statement. One cache per AppDeps (tests build many apps, each its own database).
 *
 * Exactness: a write that changes what a lookup returns (logout, revocation, status, roles, profile) runs through
 * `changeAuth`, which drops the affected entries in this process once the transaction has committed and, on
 * PostgreSQL, sends a NOTIFY inside the transaction that every other process's listener applies on commit
 * (auth/session-listener.ts). A lookup that overlaps a change is not cached (the generation check), and on
 * PostgreSQL nothing is cached while the listener is down (it could miss a change).
 */
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Tx } from '../db/client';
import type { menus } from '../db/schema';
import type { AppDeps, AppEnv, SessionUser } from '../http/env';

export const AUTH_CHANNEL = 'soundboard_auth';
/** Bound on memory: past it the oldest entry goes (a miss costs one statement). */
const MAX_ENTRIES = 20_000;
/** Belt and braces for writes made outside the app (psql, another tool): the menu rows are read again after this. */
const MENU_MAX_AGE = 60_000;

export type AuthChange = { session: number } | { user: number } | { all: true };

export type AuthChanged = (change: AuthChange) => Promise<void>;

export interface CachedSession {
  user: SessionUser;
  remember: boolean;
  lastSeenAt: number;
  idleExpiresAt: number;
  absoluteExpiresAt: number;
  /** The session was established with a second factor (second-factor-rule.ts). */
  secondFactor: boolean;
  /** The user has a confirmed authenticator. */
  hasTwoFactor: boolean;
}

type MenuRow = typeof menus.$inferSelect;

export class AuthCache {
  /** PGlite: one process owns the database, so always on. PostgreSQL: on while a listener is connected. */
  enabled: boolean;
  /** Bumped by every change: a lookup started before a change must not store what it read. */
  generation = 0;
  private readonly byHash = new Map<string, CachedSession>();
  private readonly bySession = new Map<number, string>();
  private readonly byUser = new Map<number, Set<string>>();
  private menu: { rows: MenuRow[]; at: number; trees: Map<string, unknown> } | null = null;

  constructor(enabled: boolean) {
    this.enabled = enabled;
  }

  get size() {
    return this.byHash.size;
  }

  get(tokenHash: string): CachedSession | undefined {
    return this.enabled ? this.byHash.get(tokenHash) : undefined;
  }

  /** Stores a lookup unless a change happened since `generation` was read. */
  set(tokenHash: string, entry: CachedSession, generation: number) {
    if (!this.enabled || generation !== this.generation) return;
    this.forget(tokenHash);
    if (this.byHash.size >= MAX_ENTRIES) {
      const oldest = this.byHash.keys().next().value;
      if (oldest !== undefined) this.forget(oldest);
    }
    this.byHash.set(tokenHash, entry);
    this.bySession.set(entry.user.sessionId, tokenHash);
    const hashes = this.byUser.get(entry.user.userId) ?? new Set();
    hashes.add(tokenHash);
    this.byUser.set(entry.user.userId, hashes);
  }

  forget(tokenHash: string) {
    const entry = this.byHash.get(tokenHash);
    if (!entry) return;
    this.byHash.delete(tokenHash);
    this.bySession.delete(entry.user.sessionId);
    const hashes = this.byUser.get(entry.user.userId);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) this.byUser.delete(entry.user.userId);
  }

  /** Called with every change applied here (the live message streams end when their session does). */
  readonly watchers = new Set<(change: AuthChange) => void>();

  apply(change: AuthChange) {
    for (const watch of this.watchers) watch(change);
    this.generation += 1;
    if ('session' in change) {
      const hash = this.bySession.get(change.session);
      if (hash) this.forget(hash);
    } else if ('user' in change) {
      for (const hash of [...(this.byUser.get(change.user) ?? [])]) this.forget(hash);
    } else {
      this.clear();
    }
  }

  clear() {
    this.generation += 1;
    this.byHash.clear();
    this.bySession.clear();
    this.byUser.clear();
    this.menu = null;
  }

  /** The menu rows, read by `load` when absent or old; `tree` memoises what is built from them per key. */
  async menuTree<T>(key: string, load: () => Promise<MenuRow[]>, build: (rows: MenuRow[]) => T): Promise<T> {
    let menu = this.menu;
    if (!this.enabled || !menu || Date.now() - menu.at >= MENU_MAX_AGE) {
      const generation = this.generation;
      menu = { rows: await load(), at: Date.now(), trees: new Map() };
      if (this.enabled && generation === this.generation) this.menu = menu;
    }
    if (!menu.trees.has(key)) menu.trees.set(key, build(menu.rows));
    return menu.trees.get(key) as T;
  }
}

const caches = new WeakMap<AppDeps, AuthCache>();

export function authCache(deps: AppDeps): AuthCache {
  let cache = caches.get(deps);
  if (!cache) {
    cache = new AuthCache(deps.dbKind === 'pglite');
    caches.set(deps, cache);
  }
  return cache;
}

/**
 * Runs `body` in a transaction; `changed(change)` inside it announces what the transaction changes. Other
 * processes hear it when the transaction commits (NOTIFY is transactional); this process drops its entries
 * right after the commit, before the answer goes out, so the caller's very next request sees the change.
 */
export function changeAuth<T>(c: Context<AppEnv>, body: (tx: Tx, changed: AuthChanged) => Promise<T>): Promise<T> {
  return changeAuthIn(c.var.deps, body);
}

/** changeAuth where no request is at hand (the session lookup ending a session). */
export async function changeAuthIn<T>(deps: AppDeps, body: (tx: Tx, changed: AuthChanged) => Promise<T>): Promise<T> {
  const changes: AuthChange[] = [];
  const result = await deps.db.transaction((tx) =>
    body(tx, async (change) => {
      changes.push(change);
      if (deps.dbKind === 'postgres') {
        await tx.execute(sql`select pg_notify(${AUTH_CHANNEL}, ${JSON.stringify(change)})`);
      }
    }),
  );
  const cache = authCache(deps);
  for (const change of changes) cache.apply(change);
  return result;
}

export function parseChange(payload: string | undefined): AuthChange {
  try {
    const change = JSON.parse(payload ?? '') as Record<string, unknown>;
    if (Number.isInteger(change.session)) return { session: change.session as number };
    if (Number.isInteger(change.user)) return { user: change.user as number };
  } catch {}
  // Anything unexpected drops everything: a miss costs a statement, a stale entry costs correctness.
  return { all: true };
}
