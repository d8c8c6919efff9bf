import { describe, expect, it } from 'vitest';
import { clampWeight, moveBy, moveNextTo, moveTo, removeKey } from './playlist-order';
import { formatClock, totalSeconds } from './playlist-total';

const list = ['a', 'b', 'c', 'd'].map((key) => ({ key }));
const keys = (items: readonly { key: string }[]) => items.map((item) => item.key).join('');

describe('playlist order', () => {
  it('moves a track to an index, clamped to the list', () => {
    expect(keys(moveTo(list, 'a', 2))).toBe('bcad');
    expect(keys(moveTo(list, 'c', -5))).toBe('cabd');
    expect(keys(moveTo(list, 'b', 99))).toBe('acdb');
  });
  it('keeps the same list when nothing moves', () => {
    expect(moveTo(list, 'a', 0)).toBe(list);
    expect(moveBy(list, 'd', 1)).toBe(list);
    expect(moveBy(list, 'zz', 1)).toBe(list);
    expect(moveNextTo(list, 'b', 'b', 'after')).toBe(list);
    expect(removeKey(list, 'zz')).toBe(list);
  });
  it('moves one place up or down', () => {
    expect(keys(moveBy(list, 'c', -1))).toBe('acbd');
    expect(keys(moveBy(list, 'a', 1))).toBe('bacd');
  });
  it('drops before or after another track', () => {
    expect(keys(moveNextTo(list, 'a', 'c', 'after'))).toBe('bcad');
    expect(keys(moveNextTo(list, 'd', 'a', 'before'))).toBe('dabc');
    expect(keys(moveNextTo(list, 'b', 'd', 'after'))).toBe('acdb');
  });
  it('removes a track', () => {
    expect(keys(removeKey(list, 'b'))).toBe('acd');
  });
  it('keeps weights whole and within 1–10', () => {
    expect([clampWeight(0), clampWeight(4.6), clampWeight(11), clampWeight(Number.NaN)]).toEqual([1, 5, 10, 1]);
  });
});

describe('playlist total', () => {
  const tracks = [{ durationSeconds: 200 }, { durationSeconds: 180 }, { durationSeconds: 3 }];
  it('adds the durations without a crossfade', () => {
    expect(totalSeconds(tracks)).toBe(383);
    expect(totalSeconds([])).toBe(0);
  });
  it('subtracts one overlap per join, never more than the shorter track', () => {
    // 383 − 5 (first join) − 3 (the 3-second track limits the second join).
    expect(totalSeconds(tracks, 5)).toBe(375);
    expect(totalSeconds([{ durationSeconds: 60 }], 5)).toBe(60);
  });
  it('writes h:mm:ss', () => {
    expect(formatClock(75)).toBe('0:01:15');
    expect(formatClock(3723.9)).toBe('1:02:03');
    expect(formatClock(-4)).toBe('0:00:00');
  });
});
