/**
 * Runs a suite once per database driver: in-process app (`app.request()`), a fresh database per suite (PGlite
 * loaded into memory from the run's template tarball; PostgreSQL copied from the run's template database), and a
 * clock the test can move.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { type App, createApp } from '../app';
import { authCache } from '../auth/session-cache';
import type { AuthListener } from '../auth/session-listener';
import { type Database, type Db, openPglite, openPostgres } from '../db/client';
import * as schema from '../db/schema';
import type { AppDeps } from '../http/env';
import { silentLogger } from '../log';
import { listenForChanges } from '../notifications/listen';
import { useSecretKey } from '../secrets/process-key';
import { keyringOf, secretKey } from '../secrets/sealed-box';
import { DEMO_USERS } from '../seed/roles';
import { directoryStore } from '../storage/directory-store';
import { checkAnswerShape } from './answer-shape';
import { createFromTemplate, dropDatabase, urlFor } from './postgres-admin';

export type DriverName = 'pglite' | 'postgres';
export const DRIVERS: DriverName[] = ['pglite', 'postgres'];

export interface CallOptions {
  token?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  ip?: string;
  /** The socket's peer address (default 127.0.0.1: a trusted proxy, so `ip` arrives as X-Forwarded-For). */
  peer?: string;
}

export interface CallResult {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: test code reads arbitrary envelopes
  body: any;
}

/** A statement a counting database sent (Harness.countingDb). */
export interface Statement {
  text: string;
  params: unknown[];
}

export class Harness {
  app!: App;
  deps!: AppDeps;
  database!: Database;
  /** PostgreSQL only: the app's auth-change listener (settled() waits for other processes' changes). */
  listener: AuthListener | null = null;
  /** Added to the real time: tests move it forward to expire sessions and throttling windows. */
  offsetMs = 0;
  private pgName: string | null = null;
  /** PostgreSQL only: the suite's own database, for a second instance to share. */
  pgUrl = '';

  constructor(readonly driver: DriverName) {}

  now = () => new Date(Date.now() + this.offsetMs);
  /** The suite's file store directory (removed at stop). */
  readonly filesDir = mkdtempSync(join(tmpdir(), 'sb-files-'));

  async open(): Promise<Database> {
    if (this.driver === 'pglite') {
      // PGlite in a worker thread, as the server runs it, but on an in-memory file system: on a data directory
      // every page PGlite reads or writes is a system call, which made up a third of the server suites' CPU time.
      // The data-directory file system itself is tested where it matters (backup, lock, start, the e2e server).
      return openPglite({ thread: true, reuseThread: true, loadDataDir: pgliteTemplate() });
    }
    const template = inject('pgTemplate');
    if (!template) throw new Error('no PostgreSQL template');
    this.pgName = `${inject('runId')}_${randomBytes(4).toString('hex')}`;
    await createFromTemplate(this.pgName, template);
    this.pgUrl = urlFor(this.pgName);
    return openPostgres(this.pgUrl, 5);
  }

  async start() {
    // Secrets at rest need a key: one made in memory for the run, as if every suite's server shared SECRET_KEY.
    useSecretKey(TEST_KEYRING);
    this.database = await this.open();
    this.deps = {
      db: this.database.db,
      dbKind: this.database.kind,
      ping: () => this.database.ping(),
      now: this.now,
      log: silentLogger,
      trustProxy: true,
      files: directoryStore(this.filesDir),
    };
    this.app = createApp(this.deps);
    // As in main.ts: on PostgreSQL the session cache is on only while its change listener is connected.
    if (this.driver === 'postgres') this.listener = await listenForChanges(this.pgUrl, this.deps);
  }

  /** The suite's database seen through a drizzle that logs every statement it sends into `statements`. */
  countingDb(statements: Statement[]): Db {
    const logger = { logQuery: (text: string, params: unknown[]) => statements.push({ text, params }) };
    const client = (this.database.db as unknown as { $client: never }).$client;
    const db =
      this.driver === 'pglite' ? drizzlePglite(client, { schema, logger }) : drizzlePg(client, { schema, logger });
    return db as unknown as Db;
  }

  /** For tests that write roles or users straight into the database, as no route does: the caches read again. */
  forgetCachedAuth() {
    authCache(this.deps).clear();
  }

  async stop() {
    await this.listener?.close();
    await this.database?.close();
    if (this.pgName) await dropDatabase(this.pgName);
    rmSync(this.filesDir, { recursive: true, force: true });
  }

  /** The request and its answer; a success envelope whose `data` does not match its route's declared shape throws. */
  async call(method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
    const response = await this.send(method, path, options);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    const result = { status: response.status, headers: response.headers, body: parsed };
    checkAnswerShape(this.app, method, path, result);
    return result;
  }

  /** The answer's status alone, its body left unread (a live stream's never ends). */
  async status(method: string, path: string, options: CallOptions = {}): Promise<number> {
    const response = await this.send(method, path, options);
    await response.body?.cancel();
    return response.status;
  }

  /** The request as `call` sends it, answered as a Response. */
  send(method: string, path: string, options: CallOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? '10.0.0.1', ...options.headers };
    if (options.token) headers['admin-token'] = options.token;
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    }
    // The Node bindings @hono/node-server would pass: the address the request came from.
    const bindings = { incoming: { socket: { remoteAddress: options.peer ?? '127.0.0.1' } } };
    const init = { method, headers, ...(body !== undefined ? { body } : {}) };
    return Promise.resolve(this.app.request(path, init, bindings));
  }

  async login(username: string, password: string, extra: Partial<CallOptions> & { remember?: boolean } = {}) {
    const { remember, ...options } = extra;
    const result = await this.call('POST', '/behind/user/login', {
      ...options,
      json: { username, password, ...(remember !== undefined ? { remember } : {}) },
    });
    if (result.body?.code !== 1) throw new Error(`login ${username} failed: ${JSON.stringify(result.body)}`);
    return result.body.data.token as string;
  }
}

/** The secret key of the test apps (secrets/): random per worker, never written anywhere. */
const TEST_KEYRING = keyringOf(secretKey(randomBytes(32)));

let templateTarball: Uint8Array | undefined;

/**
 * The run's seeded PGlite template as a tarball, read once per worker (suites share a worker's modules), on a
 * SharedArrayBuffer: each suite's PGlite thread reads it where it is. As a Blob it was read out and copied to the
 * thread for every suite, a quarter of each opening.
 */
export function pgliteTemplate(): Uint8Array {
  if (!templateTarball) {
    const file = readFileSync(inject('pgliteTemplate'));
    templateTarball = new Uint8Array(new SharedArrayBuffer(file.length));
    templateTarball.set(file);
  }
  return templateTarball;
}

type DemoUser = (typeof DEMO_USERS)[number];

/** Demo credentials seeded in the templates: username -> password, from seed/roles.ts. */
export const DEMO = Object.fromEntries(DEMO_USERS.map((user) => [user.username, user.password])) as {
  [User in DemoUser as User['username']]: User['password'];
};

/** describe() once per driver; the PostgreSQL copy is skipped (reason in the title) when it does not answer. */
export function forEachDriver(title: string, body: (h: Harness) => void, drivers: DriverName[] = DRIVERS) {
  for (const driver of drivers) {
    const skipReason = driver === 'postgres' ? inject('pgSkipReason') : null;
    const name = skipReason ? `${title} [${driver}] (skipped: ${skipReason})` : `${title} [${driver}]`;
    describe.skipIf(skipReason !== null)(name, () => {
      const harness = new Harness(driver);
      // A demo database seeded on a loaded machine (every lane of the run at once) took over 90 s.
      beforeAll(() => harness.start(), 300_000);
      afterAll(() => harness.stop());
      body(harness);
    });
  }
}
