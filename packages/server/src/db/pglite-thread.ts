/**
 * The main-thread side of PGlite-in-a-worker: the subset of PGlite's client API that drizzle and the server use
 * (query, exec, transaction, dumpDataDir, close, closed), answered by pglite-worker.mjs.
 *
 * PGlite has one connection, so statements run one at a time in order. They are pipelined: posted at once, without
 * waiting for the previous answer, so the worker never idles for a round trip; it runs them in arrival order
 * (PGlite's query/exec take a FIFO mutex). A transaction holds the connection from BEGIN to COMMIT/ROLLBACK: while
 * one is open or waiting, other callers' statements queue behind it instead (PGlite's own transaction() does
 * the same), so no foreign statement ever runs inside it.
 */
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Only identity parsers are supported (drizzle's): their type ids are sent, the worker applies identity. */
  parsers?: Record<number, unknown>;
}

export interface QueryResult<T = unknown> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export interface ThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
  exec(sql: string): Promise<QueryResult[]>;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/** The worker beside this module: .mjs in the source tree, .js when bundled into dist/. */
function workerUrl(): URL {
  const source = new URL('./pglite-worker.mjs', import.meta.url);
  return existsSync(source) ? source : new URL('./pglite-worker.js', import.meta.url);
}

/** An Error carrying PostgreSQL's fields (code 23505 ...), like the one PGlite throws in-process. */
function revive(plain: Record<string, unknown>): Error {
  return Object.assign(new Error(String(plain.message)), plain);
}

/** Threads whose database was closed with `reuseThread`, waiting to open the next one (see PgliteOptions). */
const spareThreads: Worker[] = [];

export class PgliteThread {
  closed = false;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  /** Settles when the current holder of the single connection lets go. */
  private connection: Promise<void> = Promise.resolve();
  /** Transactions open or waiting: while there are any, plain statements queue behind them. */
  private transactions = 0;

  private constructor(
    private readonly worker: Worker,
    private readonly reuseThread = false,
  ) {
    worker.on('message', this.onMessage);
    worker.on('error', this.onError);
    worker.on('exit', this.onExit);
  }

  private readonly onMessage = (message: { id?: number; result?: unknown; error?: Record<string, unknown> }) => {
    const waiting = message.id === undefined ? undefined : this.pending.get(message.id);
    if (!waiting || message.id === undefined) return;
    this.pending.delete(message.id);
    if (message.error) waiting.reject(revive(message.error));
    else waiting.resolve(message.result);
  };

  private readonly onError = (error: Error) => this.failAll(error);

  private readonly onExit = () => {
    this.closed = true;
    this.failAll(new Error('the PGlite worker has exited'));
  };

  /** Threads waiting to be reused (tests). */
  static get spareThreads(): number {
    return spareThreads.length;
  }

  static async create(
    options: { dataDir?: string; loadDataDir?: Blob | Uint8Array; reuseThread?: boolean } = {},
  ): Promise<PgliteThread> {
    // Bytes cross to the thread as they are: shared when on a SharedArrayBuffer, copied otherwise.
    const loadDataDir =
      options.loadDataDir instanceof Blob
        ? new Uint8Array(await options.loadDataDir.arrayBuffer())
        : options.loadDataDir;
    const spare = options.reuseThread ? spareThreads.pop() : undefined;
    if (spare) {
      const thread = new PgliteThread(spare, true);
      spare.ref();
      await thread.send({ op: 'open', dataDir: options.dataDir, loadDataDir });
      return thread;
    }
    const worker = new Worker(workerUrl(), { workerData: { dataDir: options.dataDir, loadDataDir } });
    await new Promise<void>((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      worker.once('error', onError);
      worker.once('message', () => {
        worker.off('error', onError);
        resolve();
      });
    });
    return new PgliteThread(worker, options.reuseThread);
  }

  private failAll(error: Error) {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  private send<T>(message: Record<string, unknown>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('PGlite is closed'));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  /** Runs `work` while holding the connection; callers queue in order. */
  private async hold<T>(work: () => Promise<T>): Promise<T> {
    const before = this.connection;
    let release = () => {};
    this.connection = new Promise<void>((resolve) => {
      release = resolve;
    });
    await before;
    try {
      return await work();
    } finally {
      release();
    }
  }

  private rawQuery<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) {
    const rawTypes = Object.keys(options.parsers ?? {}).map(Number);
    return this.send<QueryResult<T>>({ op: 'query', sql, params, rowMode: options.rowMode, rawTypes });
  }

  /** Sends `work`'s statement at once, or after the transactions before it when there are any. */
  private pipelined<T>(work: () => Promise<T>): Promise<T> {
    return this.transactions === 0 ? work() : this.hold(work);
  }

  /** Statements posted and not yet answered (the server monitor's queue depth). */
  get queued(): number {
    return this.pending.size;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>> {
    return this.pipelined(() => this.rawQuery<T>(sql, params, options));
  }

  exec(sql: string): Promise<QueryResult[]> {
    return this.pipelined(() => this.send<QueryResult[]>({ op: 'exec', sql }));
  }

  /** BEGIN ... COMMIT around `work`, ROLLBACK if it throws; nobody else uses the connection meanwhile. */
  transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    this.transactions += 1;
    return this.hold(async () => {
      const tx: ThreadTransaction = {
        query: (sql, params, options) => this.rawQuery(sql, params, options),
        exec: (sql) => this.send({ op: 'exec', sql }),
      };
      await this.send({ op: 'exec', sql: 'BEGIN' });
      try {
        const result = await work(tx);
        await this.send({ op: 'exec', sql: 'COMMIT' });
        return result;
      } catch (error) {
        await this.send({ op: 'exec', sql: 'ROLLBACK' }).catch(() => undefined);
        throw error;
      }
    }).finally(() => {
      this.transactions -= 1;
    });
  }

  async dumpDataDir(compression: 'gzip' | 'none' = 'gzip'): Promise<Blob> {
    const bytes = await this.hold(() => this.send<Uint8Array>({ op: 'dump', compression }));
    return new Blob([bytes as Uint8Array<ArrayBuffer>]);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.hold(() => this.send({ op: 'close', keepThread: this.reuseThread }));
    this.closed = true;
    if (!this.reuseThread) {
      await this.worker.terminate();
      return;
    }
    // The next database opened with reuseThread gets this thread; unref'd, it keeps no process alive meanwhile.
    // Only this client's listeners: removeAllListeners() would also drop the Worker's own, and it stops delivering.
    this.worker.off('message', this.onMessage);
    this.worker.off('error', this.onError);
    this.worker.off('exit', this.onExit);
    this.worker.unref();
    spareThreads.push(this.worker);
  }
}
