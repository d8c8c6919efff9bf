/**
 * The process-wide half of the monitor: one event-loop delay histogram (perf_hooks) and one timer for the whole
 * process, however many apps it runs (tests run many), handing each interval's figures to every live recorder.
 * The timer is unref'd: it never keeps the process alive.
 */

import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import { MONITOR_BUCKET_SECONDS } from '@soundboard/contract';

/** Event-loop delay over one interval, ms. */
export interface LoopSample {
  p50: number;
  p99: number;
  max: number;
}

export interface Sampled {
  sample(loop: LoopSample, memory: { rss: number; heapUsed: number }): void;
}

const toMs = (ns: number) => Math.round(ns / 1e4) / 100;

class ProcessSampler {
  private readonly delay: IntervalHistogram = monitorEventLoopDelay({ resolution: 10 });
  private readonly watched = new Set<WeakRef<Sampled>>();
  private timer: NodeJS.Timeout | undefined;

  watch(target: Sampled) {
    this.watched.add(new WeakRef(target));
    if (this.timer) return;
    this.delay.enable();
    this.timer = setInterval(() => this.tick(), MONITOR_BUCKET_SECONDS * 1000);
    this.timer.unref();
  }

  /** Reads and resets the delay histogram, then gives the figures to each recorder still alive. */
  tick() {
    const loop =
      this.delay.count === 0
        ? { p50: 0, p99: 0, max: 0 }
        : { p50: toMs(this.delay.percentile(50)), p99: toMs(this.delay.percentile(99)), max: toMs(this.delay.max) };
    this.delay.reset();
    const { rss, heapUsed } = process.memoryUsage();
    for (const ref of this.watched) {
      const target = ref.deref();
      if (target) target.sample(loop, { rss, heapUsed });
      else this.watched.delete(ref);
    }
  }
}

let shared: ProcessSampler | undefined;

export function processSampler(): ProcessSampler {
  shared ??= new ProcessSampler();
  return shared;
}
