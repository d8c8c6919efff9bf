/**
 * What the server monitor shows, recorded in the process: a ring of fixed intervals over the last 15 minutes.
 * Each request adds its latency to its interval's log-scale histogram (a counter increment: no allocation on the
 * hot path, percentiles within ±4.5 %); every interval a sampler adds the event-loop delay, memory and the
 * database queue. Nothing is stored: a restart starts an empty ring.
 */
import {
  MONITOR_BUCKET_SECONDS,
  MONITOR_CURRENT_SECONDS,
  MONITOR_WINDOW_SECONDS,
  type MonitorDatabase,
  type MonitorSnapshot,
} from '@soundboard/contract';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from './env';
import { type LoopSample, processSampler } from './process-sampler';

/** What the database driver reports about its queue (PostgreSQL pool or PGlite worker). */
export type DbStats = Omit<MonitorDatabase, 'queued'> & { queued: number };

const STEP_MS = MONITOR_BUCKET_SECONDS * 1000;
const SLOTS = MONITOR_WINDOW_SECONDS / MONITOR_BUCKET_SECONDS;
const CURRENT_SLOTS = MONITOR_CURRENT_SECONDS / MONITOR_BUCKET_SECONDS;

/** Histogram bins: 8 per doubling from 10 µs, so 184 bins reach past 100 s (slower answers share the last). */
const MIN_MS = 0.01;
const PER_OCTAVE = 8;
const BINS = 184;

export function binOf(ms: number): number {
  if (!(ms > MIN_MS)) return 0;
  return Math.min(BINS - 1, Math.floor(Math.log2(ms / MIN_MS) * PER_OCTAVE));
}

/** A bin's middle (geometric), the value a percentile falling in it reports. */
export const binValue = (bin: number) => MIN_MS * 2 ** ((bin + 0.5) / PER_OCTAVE);

/** The q-quantile (0-1) of one or more histograms summed; null when they are empty. */
export function quantile(histograms: readonly Uint32Array[], total: number, q: number): number | null {
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (let bin = 0; bin < BINS; bin += 1) {
    for (const histogram of histograms) seen += histogram[bin] ?? 0;
    if (seen >= rank) return round(binValue(bin));
  }
  return round(binValue(BINS - 1));
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

class Slot {
  /** Which interval (time / STEP_MS) the slot holds now; -1 for none yet. */
  interval = -1;
  requests = 0;
  clientErrors = 0;
  serverErrors = 0;
  histogram: Uint32Array | null = null;
  loop: LoopSample | null = null;
  rss: number | null = null;
  heapUsed: number | null = null;
  queued: number | null = null;

  reset(interval: number) {
    this.interval = interval;
    this.requests = 0;
    this.clientErrors = 0;
    this.serverErrors = 0;
    this.histogram?.fill(0);
    this.loop = null;
    this.rss = null;
    this.heapUsed = null;
    this.queued = null;
  }
}

export interface MetricsOptions {
  /** Epoch ms; tests pass a clock they move. */
  clock?: () => number;
  dbKind: MonitorDatabase['kind'];
  dbStats?: () => DbStats;
  /** Seconds the process has run. */
  uptime?: () => number;
}

export class Metrics {
  private readonly slots = Array.from({ length: SLOTS }, () => new Slot());
  private readonly clock: () => number;
  private readonly uptime: () => number;

  constructor(private readonly options: MetricsOptions) {
    this.clock = options.clock ?? Date.now;
    this.uptime = options.uptime ?? process.uptime;
  }

  /** The slot of the interval `now` falls in, emptied first if it still holds an interval 15 minutes older. */
  private slotAt(now: number): Slot {
    const interval = Math.floor(now / STEP_MS);
    const slot = this.slots[interval % SLOTS] as Slot;
    if (slot.interval !== interval) slot.reset(interval);
    return slot;
  }

  /** One answered request: its latency (ms) and status. */
  record(ms: number, status: number) {
    const slot = this.slotAt(this.clock());
    slot.requests += 1;
    if (status >= 500) slot.serverErrors += 1;
    else if (status >= 400) slot.clientErrors += 1;
    slot.histogram ??= new Uint32Array(BINS);
    const bin = binOf(ms);
    slot.histogram[bin] = (slot.histogram[bin] ?? 0) + 1;
  }

  /** The sampler's figures for the current interval: event-loop delay, memory, the database queue. */
  sample(loop: LoopSample, memory: { rss: number; heapUsed: number }) {
    const slot = this.slotAt(this.clock());
    slot.loop = loop;
    slot.rss = memory.rss;
    slot.heapUsed = memory.heapUsed;
    slot.queued = this.options.dbStats?.().queued ?? null;
  }

  /** The slots of the last `count` intervals, oldest first (a slot left from an older round reads as empty). */
  private window(now: number, count: number): { from: number; slots: (Slot | null)[] } {
    const last = Math.floor(now / STEP_MS);
    const slots: (Slot | null)[] = [];
    for (let interval = last - count + 1; interval <= last; interval += 1) {
      const slot = this.slots[((interval % SLOTS) + SLOTS) % SLOTS] as Slot;
      slots.push(slot.interval === interval ? slot : null);
    }
    return { from: (last - count + 1) * STEP_MS, slots };
  }

  snapshot(memory: NodeJS.MemoryUsage = process.memoryUsage()): MonitorSnapshot {
    const now = this.clock();
    const uptimeSeconds = this.uptime();
    const { from, slots } = this.window(now, SLOTS);
    const recent = slots.slice(-CURRENT_SLOTS).filter((slot): slot is Slot => slot !== null);
    const requests = recent.reduce((sum, slot) => sum + slot.requests, 0);
    const histograms = recent.flatMap((slot) => (slot.histogram ? [slot.histogram] : []));
    // The minute so far: from the start of its oldest interval, or from start-up if that is later.
    const minuteFrom = from + (SLOTS - CURRENT_SLOTS) * STEP_MS;
    const seconds = Math.max(1, Math.min((now - minuteFrom) / 1000, uptimeSeconds));
    const share = (count: number) => (requests === 0 ? 0 : count / requests);
    const lastLoop = [...slots].reverse().find((slot) => slot?.loop)?.loop ?? null;
    const perSlot = <T>(read: (slot: Slot) => T, empty: T) => slots.map((slot) => (slot ? read(slot) : empty));
    // An interval without requests counts 0, unless it ended before the process started: then nothing was measured.
    const startedAt = now - uptimeSeconds * 1000;
    const count = (read: (slot: Slot) => number) =>
      slots.map((slot, index) => (slot ? read(slot) : from + (index + 1) * STEP_MS <= startedAt ? null : 0));
    const percentile = (q: number) => (slot: Slot) =>
      slot.histogram ? quantile([slot.histogram], slot.requests, q) : null;
    return {
      at: now,
      uptimeSeconds: Math.round(uptimeSeconds),
      current: {
        rate: Math.round((requests / seconds) * 100) / 100,
        requests,
        p50: quantile(histograms, requests, 0.5),
        p99: quantile(histograms, requests, 0.99),
        clientErrorRate: share(recent.reduce((sum, slot) => sum + slot.clientErrors, 0)),
        serverErrorRate: share(recent.reduce((sum, slot) => sum + slot.serverErrors, 0)),
      },
      eventLoop: lastLoop ?? { p50: null, p99: null, max: null },
      memory: { rss: memory.rss, heapUsed: memory.heapUsed, heapTotal: memory.heapTotal },
      database: this.options.dbStats?.() ?? { kind: this.options.dbKind, queued: null },
      series: {
        from,
        step: STEP_MS,
        requests: count((slot) => slot.requests),
        clientErrors: count((slot) => slot.clientErrors),
        serverErrors: count((slot) => slot.serverErrors),
        p50: perSlot(percentile(0.5), null),
        p99: perSlot(percentile(0.99), null),
        loopP50: perSlot((slot) => slot.loop?.p50 ?? null, null),
        loopP99: perSlot((slot) => slot.loop?.p99 ?? null, null),
        loopMax: perSlot((slot) => slot.loop?.max ?? null, null),
        rss: perSlot((slot) => slot.rss, null),
        heapUsed: perSlot((slot) => slot.heapUsed, null),
        queued: perSlot((slot) => slot.queued, null),
      },
    };
  }
}

/** One recorder per app (its deps); the monitor route reads the same one. */
const byApp = new WeakMap<AppDeps, Metrics>();

export function metricsOf(deps: AppDeps): Metrics {
  let metrics = byApp.get(deps);
  if (!metrics) {
    metrics = new Metrics({ dbKind: deps.dbKind, ...(deps.dbStats ? { dbStats: deps.dbStats } : {}) });
    byApp.set(deps, metrics);
    processSampler().watch(metrics);
  }
  return metrics;
}

/** The first middleware: times everything after it, error answers included (onError has set them by then). */
export function recordRequests(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const metrics = metricsOf(deps);
  return async (c, next) => {
    const started = performance.now();
    await next();
    metrics.record(performance.now() - started, c.res.status);
  };
}
