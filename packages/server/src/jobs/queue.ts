/**
 * The job queue (docs/operations.md, scaling out): scheduled and background work kept in the `jobs` table, so that each
 * job runs exactly once whatever the number of server processes, and a job that fell due while every process was down
 * runs at the next start. A runner claims one due job at a time with FOR UPDATE SKIP LOCKED, runs its handler in a
 * savepoint of the same transaction and marks it done there: the handler's writes and `done_at` commit together. A
 * failing handler's writes are rolled back; the job is retried later with a growing pause and given up after
 * MAX_ATTEMPTS (the row stays, with its last error, for an administrator to read).
 */
import { and, asc, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { jobs } from '../db/schema';
import type { AppDeps } from '../http/env';
import { errorLogFields } from '../http/error-log';
import { JOB_GIVE_UP, JOB_HANDLERS } from './handlers';
import { jobErrorText } from './job-error';
import { startRepeating } from './repeat';

export interface JobContext {
  /**
   * The job's transaction (a savepoint of the claim): every write of the handler goes through it, never through
   * deps.db — on the embedded database a second query outside it would wait for it forever.
   */
  tx: Tx;
  now: Date;
  deps: AppDeps;
}
export type JobHandler = (ctx: JobContext, payload: Record<string, unknown>) => Promise<void>;
export type GiveUpHandler = (
  ctx: JobContext,
  payload: Record<string, unknown>,
  failure: { attempts: number; error: string },
) => Promise<void>;

/** Attempts before a job is given up. */
export const MAX_ATTEMPTS = 5;

/** The pause before the next attempt: 1, 4, 16, 64 minutes. */
export function retryDelayMs(attempts: number): number {
  return 60_000 * 4 ** Math.max(0, attempts - 1);
}

/** Schedules a job; with a key, it replaces the pending job of that key (its time, kind and payload, a fresh count). */
export async function scheduleJob(
  tx: Db | Tx,
  job: { kind: string; key?: string; runAt: Date; payload?: Record<string, unknown> },
): Promise<void> {
  const values = { kind: job.kind, key: job.key ?? null, runAt: job.runAt, payload: job.payload ?? {} };
  if (job.key === undefined) {
    await tx.insert(jobs).values(values);
    return;
  }
  // One statement against the partial unique index: two schedules of one key at once leave one pending job.
  await tx
    .insert(jobs)
    .values(values)
    .onConflictDoUpdate({
      target: jobs.key,
      targetWhere: sql`${jobs.key} IS NOT NULL AND ${jobs.doneAt} IS NULL`,
      set: { kind: values.kind, runAt: values.runAt, payload: values.payload, attempts: 0, lastError: null },
    });
}

/** Removes the pending job of `key` (nothing if there is none; a finished one stays as history). */
export async function cancelJob(tx: Db | Tx, key: string): Promise<void> {
  await tx.delete(jobs).where(and(eq(jobs.key, key), isNull(jobs.doneAt)));
}

type Outcome = 'none' | 'done' | 'failed';

/** Claims the next due job no other runner holds and runs it, all in one transaction. */
function runOne(
  deps: AppDeps,
  now: Date,
  handlers: Record<string, JobHandler>,
  giveUp: Record<string, GiveUpHandler>,
): Promise<Outcome> {
  return deps.db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(jobs)
      .where(and(isNull(jobs.doneAt), lte(jobs.runAt, now), lt(jobs.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!job) return 'none';
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`no handler for job kind "${job.kind}"`);
      const payload = (job.payload ?? {}) as Record<string, unknown>;
      // The savepoint: a failure undoes the handler's writes but keeps the claim, so the failure is recorded.
      await tx.transaction((savepoint) => handler({ tx: savepoint, now, deps }, payload));
    } catch (error) {
      const attempts = job.attempts + 1;
      const lastError = jobErrorText(error);
      await tx
        .update(jobs)
        .set({ attempts, lastError, runAt: new Date(now.getTime() + retryDelayMs(attempts)) })
        .where(eq(jobs.id, job.id));
      deps.log(attempts >= MAX_ATTEMPTS ? 'error' : 'warn', attempts >= MAX_ATTEMPTS ? 'job given up' : 'job failed', {
        jobId: job.id,
        kind: job.kind,
        attempts,
        error: lastError,
      });
      const givenUp = attempts >= MAX_ATTEMPTS ? giveUp[job.kind] : undefined;
      // Its own savepoint: a failing give-up handler must not lose the failure's record.
      await tx
        .transaction((savepoint) =>
          givenUp
            ? givenUp({ tx: savepoint, now, deps }, (job.payload ?? {}) as Record<string, unknown>, {
                attempts,
                error: lastError,
              })
            : Promise.resolve(),
        )
        .catch((error) => deps.log('error', 'job give-up handler failed', { jobId: job.id, ...errorLogFields(error) }));
      return 'failed';
    }
    await tx.update(jobs).set({ doneAt: now, lastError: null }).where(eq(jobs.id, job.id));
    return 'done';
  });
}

/**
 * Runs every job due at `now`, each once, each in its own transaction; the number that ran (finished or failed).
 * A failed job is due again only after its pause, so one pass never repeats it.
 */
export async function runDueJobs(
  deps: AppDeps,
  now: Date,
  handlers: Record<string, JobHandler> = JOB_HANDLERS,
  giveUp: Record<string, GiveUpHandler> = JOB_GIVE_UP,
): Promise<number> {
  let ran = 0;
  for (;;) {
    const outcome = await runOne(deps, now, handlers, giveUp);
    if (outcome === 'none') return ran;
    ran += 1;
  }
}

/* The runner: every server process runs due jobs at start (catching up on what fell due while it was down)
   and then every interval. */

export const DEFAULT_JOB_INTERVAL_MS = 15_000;

/** The interval from JOB_INTERVAL_SECONDS (e2e runs shorten it), else the default. */
export function jobIntervalMs(env: Record<string, string | undefined>): number {
  const seconds = Number(env.JOB_INTERVAL_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : DEFAULT_JOB_INTERVAL_MS;
}

/**
 * Starts the runner; the returned stop function ends the ticks and resolves once a pass under way has finished
 * (serve.ts awaits it before closing the database). A failed pass is logged and tried again at the next tick.
 */
export function startJobRunner(deps: AppDeps, options: { intervalMs?: number } = {}): () => Promise<void> {
  const runner = startRepeating(
    async () => {
      const ran = await runDueJobs(deps, deps.now());
      if (ran > 0) deps.log('info', 'jobs ran', { count: ran });
    },
    options.intervalMs ?? jobIntervalMs(process.env),
    (error) => deps.log('error', 'job runner failed', errorLogFields(error)),
  );
  return () => runner.stop();
}
