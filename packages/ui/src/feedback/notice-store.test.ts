import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNoticeStore } from './notice-store';
import { ERROR_TOAST_DURATION, TOAST_DURATION, toastDuration } from './toast';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('notice store', () => {
  it('stacks messages in order and expires each after its own duration', () => {
    const store = createNoticeStore<string>('t');
    const a = store.show('a', { duration: 1000 });
    store.show('b', { duration: 3000 });
    store.show('sticky', { duration: 0 });
    expect(store.getSnapshot().map((n) => n.data)).toEqual(['a', 'b', 'sticky']);
    vi.advanceTimersByTime(999);
    expect(store.getSnapshot().map((n) => n.id)).toContain(a);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().map((n) => n.data)).toEqual(['b', 'sticky']);
    vi.advanceTimersByTime(2000);
    expect(store.getSnapshot().map((n) => n.data)).toEqual(['sticky']);
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot().map((n) => n.data)).toEqual(['sticky']);
  });

  it('replaces a message with the same id in place and restarts its timer', () => {
    const store = createNoticeStore<string>('n');
    store.show('first', { duration: 1000 });
    store.show('loading menu', { id: 'menu', duration: 1000 });
    store.show('last', { duration: 0 });
    vi.advanceTimersByTime(800);
    const id = store.show('menu loaded', { id: 'menu', duration: 1000 });
    expect(id).toBe('menu');
    expect(store.getSnapshot().map((n) => n.data)).toEqual(['first', 'menu loaded', 'last']);
    vi.advanceTimersByTime(900);
    expect(store.getSnapshot().map((n) => n.data)).toEqual(['menu loaded', 'last']);
    vi.advanceTimersByTime(100);
    expect(store.getSnapshot().map((n) => n.data)).toEqual(['last']);
  });

  it('pauses every countdown and resumes with the time that was left', () => {
    const store = createNoticeStore<string>('t');
    store.show('a', { duration: 1000 });
    vi.advanceTimersByTime(600);
    store.pause();
    vi.advanceTimersByTime(5000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.resume();
    vi.advanceTimersByTime(399);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('notifies on change only, and dismiss of an unknown id is a no-op', () => {
    const store = createNoticeStore<string>('t');
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.show('a', { duration: 0 });
    store.dismiss('nope');
    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('toast durations', () => {
  it('keeps errors 5000 ms and others shorter unless given', () => {
    expect(ERROR_TOAST_DURATION).toBe(5000);
    expect(toastDuration('error')).toBe(5000);
    expect(toastDuration('success')).toBe(TOAST_DURATION);
    expect(toastDuration('error', 300)).toBe(300);
  });
});
