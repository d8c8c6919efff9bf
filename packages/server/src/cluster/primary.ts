/**
 * WORKERS > 1 (PostgreSQL only, config.ts): this process keeps that many server processes on one port
 * (node:cluster, which hands each new connection to the next worker) and serves nothing itself. Each worker is the
 * whole server (serve.ts): it migrates under PostgreSQL's advisory lock (the first does the work, the others find
 * it done), has its own connection pool, hears the other processes' auth changes and message wakes through
 * LISTEN/NOTIFY, and claims scheduled jobs with FOR UPDATE SKIP LOCKED, so each job runs once.
 * - The first worker prints the URL and the demo logins; the primary adds how many processes serve.
 * - A worker that ends after it was listening is replaced. One that ends before (a refused start: demo data in
 *   production, a bad key file) stops the others and the primary exits with its code: a replacement would only be
 *   refused again. More than MAX_RESTARTS replacements within a minute stop everything too.
 * - SIGTERM and SIGINT go on to every worker, which drains as a single server does; the primary exits once all
 *   have, or kills what is left after FORCE_EXIT_MS.
 */
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from '../log';

/** The environment variable that numbers the workers (0 prints the start banner; replacements count on). */
export const WORKER_INDEX = 'SOUNDBOARD_WORKER';

const MAX_RESTARTS = 10;
const RESTART_WINDOW_MS = 60_000;
/** A worker drains for up to 15 s itself (serve.ts); after this the primary kills what is left. */
const FORCE_EXIT_MS = 20_000;

/** Whether this process prints the start banner (the single server, or the first worker). */
export function printsBanner(): boolean {
  return !cluster.isWorker || process.env[WORKER_INDEX] === '0';
}

/** This process's name in the X-Served-By header, in a cluster only. */
export function workerName(): string | undefined {
  return cluster.isWorker && cluster.worker ? `worker ${cluster.worker.id}` : undefined;
}

/** `entry`: the file each worker runs (main.ts, or the built dist/main.js). */
export function runPrimary(count: number, log: Logger, entry: string): void {
  cluster.setupPrimary({ exec: entry });
  let started = 0;
  let stopping = false;
  let exitCode = 0;
  const listening = new Set<number>();
  const restarts: number[] = [];

  const start = () => {
    const worker = cluster.fork({ [WORKER_INDEX]: String(started) });
    started += 1;
    worker.once('listening', () => {
      listening.add(worker.id);
      if (started === count && listening.size === count)
        console.info(`${count} server processes share the port (WORKERS=${count}).\n`);
    });
  };

  const living = (): Worker[] => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const left = living();
    if (left.length === 0) process.exit(exitCode);
    for (const worker of left) worker.process.kill('SIGTERM');
    setTimeout(() => {
      log('warn', `server processes still running after ${FORCE_EXIT_MS / 1000} s: killed`);
      for (const worker of living()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, FORCE_EXIT_MS).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    const wasListening = listening.delete(worker.id);
    if (stopping) {
      if (living().length === 0) process.exit(exitCode);
      return;
    }
    if (!wasListening) {
      log('error', 'a server process ended before it was listening: stopping', { code, signal });
      stop(code ?? 1);
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts.length > 0 && (restarts[0] ?? now) < now - RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length > MAX_RESTARTS) {
      log('error', `more than ${MAX_RESTARTS} server processes ended within a minute: stopping`);
      stop(1);
      return;
    }
    log('warn', 'a server process ended: starting another', { pid: worker.process.pid, code, signal });
    start();
  });

  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));
  for (let index = 0; index < count; index += 1) start();
}
