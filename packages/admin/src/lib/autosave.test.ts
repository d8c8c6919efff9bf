import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Autosaver } from './autosave';

describe('Autosaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once, a pause after the last of several changes', async () => {
    let unsaved = true;
    const save = vi.fn(async () => {
      unsaved = false;
      return true;
    });
    const saver = new Autosaver(save, () => unsaved, 5000);
    saver.changed();
    await vi.advanceTimersByTimeAsync(4000);
    saver.changed();
    await vi.advanceTimersByTimeAsync(4000);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('runs saves one after the other and skips one with nothing left to save', async () => {
    let unsaved = true;
    let running = 0;
    let most = 0;
    const save = vi.fn(async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 100));
      running -= 1;
      unsaved = false;
      return true;
    });
    const saver = new Autosaver(save, () => unsaved);
    const first = saver.flush();
    const second = saver.flush();
    await vi.advanceTimersByTimeAsync(300);
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    expect(save).toHaveBeenCalledTimes(1);
    expect(most).toBe(1);
  });

  it('keeps working after a save that failed', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(true);
    const saver = new Autosaver(save, () => true);
    await expect(saver.flush()).resolves.toBe(false);
    await expect(saver.flush()).resolves.toBe(true);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('a flush cancels the pending timed save', async () => {
    const save = vi.fn(async () => true);
    const saver = new Autosaver(save, () => true, 5000);
    saver.changed();
    await saver.flush();
    await vi.advanceTimersByTimeAsync(6000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('is settled only after every save that runs or waits, including one queued while it waited', async () => {
    const finished: number[] = [];
    let count = 0;
    const save = vi.fn(async () => {
      const n = ++count;
      await new Promise((resolve) => setTimeout(resolve, 100));
      finished.push(n);
      return true;
    });
    const saver = new Autosaver(save, () => true);
    void saver.flush();
    let settled = false;
    const done = saver.settled().then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(50);
    void saver.flush(); // queued behind the first while settled() waits
    await vi.advanceTimersByTimeAsync(100);
    expect(finished).toEqual([1]);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    await done;
    expect(finished).toEqual([1, 2]);
    expect(save).toHaveBeenCalledTimes(2);
  });
});
