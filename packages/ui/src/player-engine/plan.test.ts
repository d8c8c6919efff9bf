import { describe, expect, it } from 'vitest';
import { entriesToPrepare, inStartOrder, nextWholeSecond, offsetAt } from './plan';
import type { EngineEntry } from './types';

const T0 = Date.parse('2026-11-26T10:00:00.000Z');
const entry = (id: string, startsAfterMs: number, durationMs: number): EngineEntry => ({
  id,
  kind: 'track',
  startsAt: new Date(T0 + startsAfterMs).toISOString(),
  durationMs,
  title: id,
  url: `/${id}`,
  materialId: null,
  textTemplateId: null,
  musicTemplateId: null,
});

describe('the engine’s timeline arithmetic', () => {
  it('joins an entry mid-way at its offset, from 0 before its start, and not at all once it is over', () => {
    const track = entry('a', 1000, 4000);
    expect(offsetAt(track, T0)).toBe(0);
    expect(offsetAt(track, T0 + 2500)).toBe(1.5);
    expect(offsetAt(track, T0 + 5000)).toBeNull();
  });

  it('prepares a few entries ahead, not the ones over or beyond the horizon', () => {
    const entries = [entry('past', -5000, 1000), entry('now', -500, 3000), entry('next', 2500, 3000)];
    entries.push(entry('later', 5500, 3000), entry('far', 60_000, 3000));
    expect(entriesToPrepare(entries, T0, 4, 10_000).map((e) => e.id)).toEqual(['now', 'next', 'later']);
    expect(entriesToPrepare(entries, T0, 2, 10_000).map((e) => e.id)).toEqual(['now', 'next']);
  });

  it('plays "now" at the next whole second with a little lead', () => {
    expect(nextWholeSecond(T0 + 200)).toBe(T0 + 1000);
    expect(nextWholeSecond(T0 + 950)).toBe(T0 + 2000);
    expect(nextWholeSecond(T0)).toBe(T0 + 1000);
  });

  it('orders a timeline by start', () => {
    expect(inStartOrder([entry('b', 10, 1), entry('a', 0, 1)]).map((e) => e.id)).toEqual(['a', 'b']);
  });
});
