/**
 * The job queue on both drivers: a due job runs once (also with two runners at once), a job due while the server
 * was down runs when the runner starts, a failing job's writes are rolled back and it is retried after a pause and
 * given up after five attempts, rescheduling by key replaces the pending job, cancel removes it.
 */
import { and, eq, isNull, like } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { type Db, openPostgres } from '../db/client';
import { configValues, jobs } from '../db/schema';
import { forEachDriver } from '../test/harness';
import { JOB_HANDLERS } from './handlers';
import { cancelJob, type JobHandler, MAX_ATTEMPTS, runDueJobs, scheduleJob, startJobRunner } from './queue';

const T0 = new Date('2026-11-20T02:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

forEachDriver('job queue', (h) => {
  const db = () => h.database.db;
  // The demo data's scheduled article has its publish job pending: these tests count jobs of their own only.
  beforeAll(async () => {
    await db().delete(jobs);
  });
  afterEach(async () => {
    await db().delete(jobs);
    await db().delete(configValues).where(like(configValues.key, 'jobtest.%'));
    delete JOB_HANDLERS['test.write'];
  });

  /** A handler that writes a setting named by its payload and counts its calls. */
  function writer(calls: string[], options: { fail?: boolean; pauseMs?: number } = {}): JobHandler {
    return async ({ tx }, payload) => {
      calls.push(String(payload.name));
      await tx.insert(configValues).values({ key: `jobtest.${String(payload.name)}`, value: payload });
      if (options.pauseMs) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
      if (options.fail) throw new Error('the store is unreachable');
    };
  }
  const setting = async (name: string) =>
    (
      await db()
        .select()
        .from(configValues)
        .where(eq(configValues.key, `jobtest.${name}`))
    )[0];
  const pending = () => db().select().from(jobs).where(isNull(jobs.doneAt));

  it('runs a due job once, in the transaction that marks it done, and leaves a job not yet due', async () => {
    const calls: string[] = [];
    await scheduleJob(db(), { kind: 'test.write', runAt: at(0), payload: { name: 'due' } });
    await scheduleJob(db(), { kind: 'test.write', runAt: at(10), payload: { name: 'later' } });
    const handlers = { 'test.write': writer(calls) };
    expect(await runDueJobs(h.deps, at(1), handlers)).toBe(1);
    expect(await runDueJobs(h.deps, at(1), handlers)).toBe(0);
    expect(calls).toEqual(['due']);
    expect((await setting('due'))?.value).toEqual({ name: 'due' });
    const [done] = await db().select().from(jobs).where(eq(jobs.kind, 'test.write')).orderBy(jobs.runAt).limit(1);
    expect(done?.doneAt?.toISOString()).toBe(at(1).toISOString());
    expect((await pending()).map((job) => job.payload)).toEqual([{ name: 'later' }]);
    expect(await runDueJobs(h.deps, at(10), handlers)).toBe(1);
    expect(calls).toEqual(['due', 'later']);
  });

  it('runs each job once when two runners work at the same time (two connections on PostgreSQL)', async () => {
    const second: { db: Db; close(): Promise<void> } | null =
      h.driver === 'postgres' ? await openPostgres(h.pgUrl, 5) : null;
    try {
      const calls: string[] = [];
      const names = Array.from({ length: 6 }, (_, index) => `pair-${index}`);
      for (const name of names) await scheduleJob(db(), { kind: 'test.write', runAt: at(0), payload: { name } });
      const handlers = { 'test.write': writer(calls, { pauseMs: 20 }) };
      const other = { ...h.deps, db: second?.db ?? db() };
      const [one, two] = await Promise.all([runDueJobs(h.deps, at(1), handlers), runDueJobs(other, at(1), handlers)]);
      expect(one + two).toBe(names.length);
      expect([...calls].sort()).toEqual(names);
      expect(await pending()).toEqual([]);
    } finally {
      await second?.close();
    }
  });

  it('runs a job that fell due while the server was down as soon as the runner starts', async () => {
    const calls: string[] = [];
    JOB_HANDLERS['test.write'] = writer(calls);
    // Scheduled for an hour ago: the process that would have run it was not running then.
    await scheduleJob(db(), {
      kind: 'test.write',
      key: 'downtime',
      runAt: new Date(h.now().getTime() - 3_600_000),
      payload: { name: 'missed' },
    });
    const stop = startJobRunner(h.deps, { intervalMs: 3_600_000 });
    // stop() waits for the pass the start began.
    await stop();
    expect(calls).toEqual(['missed']);
    expect(await pending()).toEqual([]);
  });

  it('rolls back a failing job’s writes, records the attempt and retries it after a pause', async () => {
    const calls: string[] = [];
    await scheduleJob(db(), { kind: 'test.write', key: 'flaky', runAt: at(0), payload: { name: 'flaky' } });
    expect(await runDueJobs(h.deps, at(0), { 'test.write': writer(calls, { fail: true }) })).toBe(1);
    expect(await setting('flaky')).toBeUndefined();
    const [failed] = await pending();
    expect(failed).toMatchObject({ attempts: 1, lastError: 'the store is unreachable' });
    expect(failed?.runAt.getTime()).toBeGreaterThan(at(0).getTime());
    // Not again before its pause is over …
    expect(await runDueJobs(h.deps, at(0), { 'test.write': writer(calls) })).toBe(0);
    // … then it runs and its write stays.
    expect(await runDueJobs(h.deps, at(2), { 'test.write': writer(calls) })).toBe(1);
    expect(calls).toEqual(['flaky', 'flaky']);
    expect((await setting('flaky'))?.value).toEqual({ name: 'flaky' });
    expect(await pending()).toEqual([]);
  });

  it('gives a job up after five failed attempts and keeps its last error without the statement’s values', async () => {
    const calls: string[] = [];
    await db()
      .insert(configValues)
      .values({ key: 'jobtest.taken', value: { secret: 'hunter2' } });
    await scheduleJob(db(), { kind: 'test.write', runAt: at(0), payload: { name: 'taken', secret: 'hunter2' } });
    const handlers = { 'test.write': writer(calls) };
    // Far enough apart for every pause (1, 4, 16, 64 minutes).
    for (let attempt = 0; attempt < MAX_ATTEMPTS + 2; attempt += 1) {
      await runDueJobs(h.deps, at(attempt * 24 * 60), handlers);
    }
    expect(calls).toHaveLength(MAX_ATTEMPTS);
    const [given] = await pending();
    expect(given?.attempts).toBe(MAX_ATTEMPTS);
    expect(given?.lastError).toContain('23505');
    expect(given?.lastError).not.toContain('hunter2');
  });

  it('fails a job of a kind no handler knows, like a throwing one', async () => {
    await scheduleJob(db(), { kind: 'test.unknown', runAt: at(0) });
    expect(await runDueJobs(h.deps, at(0), {})).toBe(1);
    const [job] = await pending();
    expect(job).toMatchObject({ attempts: 1, lastError: 'no handler for job kind "test.unknown"' });
  });

  it('replaces the pending job of a key when rescheduled, and schedules anew once it has run', async () => {
    const calls: string[] = [];
    const handlers = { 'test.write': writer(calls) };
    await scheduleJob(db(), { kind: 'test.write', key: 'article:1', runAt: at(5), payload: { name: 'first' } });
    await scheduleJob(db(), { kind: 'test.write', key: 'article:1', runAt: at(30), payload: { name: 'second' } });
    const rows = await pending();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ key: 'article:1', payload: { name: 'second' } });
    expect(await runDueJobs(h.deps, at(10), handlers)).toBe(0);
    expect(await runDueJobs(h.deps, at(30), handlers)).toBe(1);
    expect(calls).toEqual(['second']);
    // The finished one is history: the key can be scheduled again.
    await scheduleJob(db(), { kind: 'test.write', key: 'article:1', runAt: at(60), payload: { name: 'third' } });
    expect(await db().select().from(jobs).where(eq(jobs.key, 'article:1'))).toHaveLength(2);
  });

  it('cancels the pending job of a key and keeps others', async () => {
    const calls: string[] = [];
    await scheduleJob(db(), { kind: 'test.write', key: 'article:2', runAt: at(5), payload: { name: 'cancelled' } });
    await scheduleJob(db(), { kind: 'test.write', key: 'article:3', runAt: at(5), payload: { name: 'kept' } });
    await db().transaction((tx) => cancelJob(tx, 'article:2'));
    await cancelJob(db(), 'article:none');
    expect(await runDueJobs(h.deps, at(5), { 'test.write': writer(calls) })).toBe(1);
    expect(calls).toEqual(['kept']);
    expect(
      await db()
        .select()
        .from(jobs)
        .where(and(eq(jobs.key, 'article:2'))),
    ).toEqual([]);
  });
});
