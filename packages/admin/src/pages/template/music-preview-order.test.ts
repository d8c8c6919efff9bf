import { seededRandom } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { previewOrder, withAnnouncements } from './music-preview-order';

const tracks = ['a', 'b', 'c'].map((key) => ({ key, title: key.toUpperCase(), weight: 1 }));
const keys = (list: { key: string }[]) => list.map((track) => track.key).join('');

describe('previewOrder', () => {
  it('goes round the list in order when sequential', () => {
    expect(keys(previewOrder(tracks, 'sequential', 7, seededRandom(1)))).toBe('abcabca');
  });

  it('plays every track once per shuffle pass and never repeats across a pass boundary', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const played = keys(previewOrder(tracks, 'shuffle', 9, seededRandom(seed)));
      for (const pass of [played.slice(0, 3), played.slice(3, 6), played.slice(6, 9)])
        expect([...pass].sort().join('')).toBe('abc');
      expect(played[3]).not.toBe(played[2]);
      expect(played[6]).not.toBe(played[5]);
    }
  });

  it('picks by weight and never the same track twice in a row', () => {
    const weighted = [
      { key: 'a', title: 'A', weight: 10 },
      { key: 'b', title: 'B', weight: 1 },
      { key: 'c', title: 'C', weight: 1 },
    ];
    const played = keys(previewOrder(weighted, 'weighted', 400, seededRandom(7)));
    for (let index = 1; index < played.length; index++) expect(played[index]).not.toBe(played[index - 1]);
    const heavy = [...played].filter((key) => key === 'a').length;
    // Every other pick can be 'a' at most; with weight 10 of 12 it takes nearly all of them.
    expect(heavy).toBeGreaterThan(150);
    expect(heavy).toBeLessThanOrEqual(200);
  });

  it('gives the same example for the same seed, and nothing for an empty list', () => {
    expect(keys(previewOrder(tracks, 'shuffle', 10, seededRandom(3)))).toBe(
      keys(previewOrder(tracks, 'shuffle', 10, seededRandom(3))),
    );
    expect(previewOrder([], 'weighted', 10, seededRandom(3))).toEqual([]);
  });
});

describe('withAnnouncements', () => {
  it('puts each every-N-tracks announcement after every N-th track', () => {
    const entries = withAnnouncements(previewOrder(tracks, 'sequential', 4, seededRandom(1)), [
      { every: 2, title: 'Welcome (zh)' },
      { every: 4, title: 'Closing (en)' },
    ]);
    expect(entries.map((entry) => (entry.kind === 'track' ? entry.track.key : entry.title))).toEqual([
      'a',
      'b',
      'Welcome (zh)',
      'c',
      'a',
      'Welcome (zh)',
      'Closing (en)',
    ]);
  });
});
