import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPolling } from './poller';

/** A page whose visibility the test switches. */
function page() {
  let hidden = false;
  const listeners = new Set<() => void>();
  return {
    isHidden: () => hidden,
    onVisibilityChange: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set hidden(value: boolean) {
      hidden = value;
      for (const listener of listeners) listener();
    },
    get listeners() {
      return listeners.size;
    },
  };
}

describe('startPolling', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks at once, then the interval after each answer, and never twice at once', async () => {
    let calls = 0;
    let release: (value: number) => void = () => {};
    const answers: number[] = [];
    const stop = startPolling({
      load: () =>
        new Promise<number>((resolve) => {
          calls += 1;
          release = resolve;
        }),
      onAnswer: (answer) => answers.push(answer),
      onFail: () => {},
      intervalMs: 5000,
      ...page(),
    });
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls).toBe(1);
    release(1);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(answers).toEqual([1]);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    stop();
    release(2);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(answers).toEqual([1]);
    expect(calls).toBe(2);
  });

  it('pauses while the page is hidden and asks at once when it shows again', async () => {
    let calls = 0;
    const visibility = page();
    const stop = startPolling({
      load: async () => ++calls,
      onAnswer: () => {},
      onFail: () => {},
      intervalMs: 5000,
      ...visibility,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    visibility.hidden = true;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(1);
    visibility.hidden = false;
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toBe(3);
    stop();
    expect(visibility.listeners).toBe(0);
  });

  it('stops after a failure and reports it once', async () => {
    let calls = 0;
    let failures = 0;
    startPolling({
      load: async () => {
        calls += 1;
        throw new Error('down');
      },
      onAnswer: () => {},
      onFail: () => {
        failures += 1;
      },
      intervalMs: 5000,
      ...page(),
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect({ calls, failures }).toEqual({ calls: 1, failures: 1 });
  });
});
