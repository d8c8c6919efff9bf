import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTrickleValue, topProgress } from './top-progress-store';

describe('top progress store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    topProgress.reset();
    vi.useRealTimers();
  });

  it('starts visible, trickles toward 90% without reaching it, and finishes on done', () => {
    topProgress.start();
    expect(topProgress.get()).toEqual({ value: 8, visible: true });
    vi.advanceTimersByTime(200);
    expect(topProgress.get().value).toBeCloseTo(nextTrickleValue(8));
    vi.advanceTimersByTime(60_000);
    expect(topProgress.get().value).toBeLessThan(90);
    expect(topProgress.get().value).toBeGreaterThan(89);
    topProgress.done();
    expect(topProgress.get()).toEqual({ value: 100, visible: true });
    vi.advanceTimersByTime(300);
    expect(topProgress.get()).toEqual({ value: 0, visible: false });
  });

  it('waits for the last of overlapping loads', () => {
    topProgress.start();
    topProgress.start();
    topProgress.done();
    expect(topProgress.get().value).toBeLessThan(100);
    topProgress.done();
    expect(topProgress.get().value).toBe(100);
    // A stray done() does not go below idle or restart anything.
    topProgress.done();
    vi.advanceTimersByTime(300);
    expect(topProgress.get().visible).toBe(false);
  });

  it('a new start during the fade-out cancels the hide', () => {
    topProgress.start();
    topProgress.done();
    topProgress.start();
    vi.advanceTimersByTime(1_000);
    expect(topProgress.get().visible).toBe(true);
  });

  it('notifies subscribers, and stops after unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = topProgress.subscribe(listener);
    topProgress.start();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    topProgress.done();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('closes a tenth of the gap to 90 per tick', () => {
    expect(nextTrickleValue(0)).toBe(9);
    expect(nextTrickleValue(80)).toBe(81);
  });
});
