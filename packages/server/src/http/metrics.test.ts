/**
 * The monitor's recorder on a clock the test moves: requests land in their 5-second interval, percentiles come
 * from the interval's histogram within its 4.5 % resolution, the ring forgets what is 15 minutes old, and the
 * sampler's figures land in the interval they were taken in.
 */
import { MONITOR_BUCKET_SECONDS, MONITOR_WINDOW_SECONDS } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { binOf, binValue, type DbStats, Metrics } from './metrics';

const STEP = MONITOR_BUCKET_SECONDS * 1000;
const SLOTS = MONITOR_WINDOW_SECONDS / MONITOR_BUCKET_SECONDS;
/** An interval boundary, so the test knows which interval each time falls in. */
const T0 = 1_800_000_000_000 - (1_800_000_000_000 % STEP);

function recorder(options: { uptime?: number; dbStats?: () => DbStats } = {}) {
  const clock = { now: T0 };
  const metrics = new Metrics({
    dbKind: 'pglite',
    clock: () => clock.now,
    uptime: () => options.uptime ?? 3600,
    ...(options.dbStats ? { dbStats: options.dbStats } : {}),
  });
  return { clock, metrics };
}

const memory = { rss: 200e6, heapUsed: 50e6, heapTotal: 80e6 } as NodeJS.MemoryUsage;

describe('Metrics', () => {
  it('reports percentiles within the histogram resolution', () => {
    const { metrics } = recorder();
    for (let ms = 1; ms <= 100; ms += 1) metrics.record(ms, 200);
    const { current } = metrics.snapshot(memory);
    expect(current.requests).toBe(100);
    expect(Math.abs((current.p50 ?? 0) - 50) / 50).toBeLessThan(0.045);
    expect(Math.abs((current.p99 ?? 0) - 99) / 99).toBeLessThan(0.045);
    // Tiny and huge latencies stay in the first and last bins instead of falling off the histogram.
    expect(binOf(0)).toBe(0);
    expect(binOf(0.001)).toBe(0);
    expect(binValue(binOf(10 * 60_000))).toBeGreaterThan(60_000);
  });

  it('puts requests in their interval and counts 4xx and 5xx apart', () => {
    const { clock, metrics } = recorder();
    metrics.record(2, 200);
    metrics.record(2, 404);
    clock.now = T0 + STEP + 1;
    metrics.record(8, 500);
    metrics.record(8, 200);
    metrics.record(8, 201);
    clock.now = T0 + 2 * STEP + 10;
    const { series, current } = metrics.snapshot(memory);
    expect(series.step).toBe(STEP);
    expect(series.requests).toHaveLength(SLOTS);
    expect(series.from).toBe(T0 + 2 * STEP - (SLOTS - 1) * STEP);
    expect(series.requests.slice(-3)).toEqual([2, 3, 0]);
    expect(series.clientErrors.slice(-3)).toEqual([1, 0, 0]);
    expect(series.serverErrors.slice(-3)).toEqual([0, 1, 0]);
    expect(series.p50.slice(-3).map((value) => value && Math.round(value))).toEqual([2, 8, null]);
    expect(current).toMatchObject({ requests: 5, clientErrorRate: 0.2, serverErrorRate: 0.2 });
  });

  it('rates the last minute per second, or the time since start-up when shorter', () => {
    const long = recorder();
    for (let i = 0; i < 120; i += 1) long.metrics.record(1, 200);
    long.clock.now = T0 + 11 * STEP + STEP - 1; // the end of the 12th interval: a full minute
    expect(long.metrics.snapshot(memory).current.rate).toBeCloseTo(2, 1);

    const young = recorder({ uptime: 10 });
    for (let i = 0; i < 50; i += 1) young.metrics.record(1, 200);
    young.clock.now = T0 + 11 * STEP;
    expect(young.metrics.snapshot(memory).current.rate).toBe(5);
  });

  it('forgets intervals older than the window when their slot comes round again', () => {
    const { clock, metrics } = recorder();
    metrics.record(1, 500);
    clock.now = T0 + SLOTS * STEP; // the same slot, one round later
    metrics.record(1, 200);
    const { series, current } = metrics.snapshot(memory);
    expect(series.requests.reduce((sum: number, count) => sum + (count ?? 0), 0)).toBe(1);
    expect(series.serverErrors.every((count) => count === 0)).toBe(true);
    expect(current.requests).toBe(1);

    // Nothing recorded for 20 minutes: the window is empty.
    clock.now += 20 * 60_000;
    const later = metrics.snapshot(memory);
    expect(later.series.requests.every((count) => count === 0)).toBe(true);
    expect(later.current).toMatchObject({ requests: 0, p50: null, p99: null, rate: 0 });
  });

  it('keeps the sampler figures and the database queue in the interval they were taken in', () => {
    let queued = 3;
    const { clock, metrics } = recorder({ dbStats: () => ({ kind: 'postgres', queued, total: 5, idle: 0 }) });
    metrics.sample({ p50: 10, p99: 20, max: 30 }, { rss: 100, heapUsed: 40 });
    clock.now = T0 + STEP;
    queued = 0;
    metrics.sample({ p50: 11, p99: 12, max: 13 }, { rss: 110, heapUsed: 44 });
    clock.now = T0 + 2 * STEP;
    const snapshot = metrics.snapshot(memory);
    expect(snapshot.series.loopP99.slice(-3)).toEqual([20, 12, null]);
    expect(snapshot.series.rss.slice(-3)).toEqual([100, 110, null]);
    expect(snapshot.series.queued.slice(-3)).toEqual([3, 0, null]);
    expect(snapshot.eventLoop).toEqual({ p50: 11, p99: 12, max: 13 });
    expect(snapshot.database).toEqual({ kind: 'postgres', queued: 0, total: 5, idle: 0 });
    expect(snapshot.memory).toEqual({ rss: 200e6, heapUsed: 50e6, heapTotal: 80e6 });
    expect(snapshot.uptimeSeconds).toBe(3600);
  });

  it('leaves the intervals before start-up empty, not zero', () => {
    const { clock, metrics } = recorder({ uptime: 12 });
    clock.now = T0 + 2_000; // started at T0 - 10 s: the interval that ended then and every older one is empty
    const { requests, serverErrors } = metrics.snapshot(memory).series;
    expect(requests.slice(-4)).toEqual([null, 0, 0, 0]);
    expect(serverErrors.filter((count) => count !== null)).toHaveLength(3);
  });

  it('reports the database kind alone when the driver gives no queue', () => {
    expect(recorder().metrics.snapshot(memory).database).toEqual({ kind: 'pglite', queued: null });
  });
});
