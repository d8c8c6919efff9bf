import { describe, expect, it } from 'vitest';
import { lineKey } from '../../resource/record-values';
import { linesFrom, tracksOf, withMaterials } from './music-track-lines';

const materials = new Map([
  [11, { name: 'Morning.mp3', duration: 185, peaks: [0.2, 0.8] }],
  [12, { name: 'Noon.mp3', duration: 200, peaks: [] }],
]);
const saved = [
  { id: 1, materialId: 11, weight: 1 },
  { id: 2, materialId: 12, weight: 3 },
  { id: 3, materialId: 13, weight: 1 },
];

describe('tracksOf', () => {
  it('names and times each line from its material, keyed by the line', () => {
    const tracks = tracksOf(saved, materials, (id) => `#${id}`);
    expect(tracks).toEqual([
      { key: 'id:1', title: 'Morning.mp3', durationSeconds: 185, peaks: [0.2, 0.8], weight: 1 },
      { key: 'id:2', title: 'Noon.mp3', durationSeconds: 200, weight: 3 },
      { key: 'id:3', title: '#13', durationSeconds: 0, weight: 1 },
    ]);
  });
});

describe('linesFrom', () => {
  it('puts the lines in the editor order with its weights and keeps their ids', () => {
    const tracks = tracksOf(saved, materials, String);
    const reordered = [{ ...tracks[2], weight: 5 }, tracks[0]].map((track) => track as (typeof tracks)[number]);
    expect(linesFrom(saved, reordered)).toEqual([
      { id: 3, materialId: 13, weight: 5 },
      { id: 1, materialId: 11, weight: 1 },
    ]);
  });
});

describe('withMaterials', () => {
  it('appends new lines with weight 1 and a key of their own each', () => {
    const next = withMaterials(saved, [20, 21]);
    expect(next.slice(0, 3)).toEqual(saved);
    expect(next.slice(3).map((line) => [line.materialId, line.weight])).toEqual([
      [20, 1],
      [21, 1],
    ]);
    const keys = next.map(lineKey);
    expect(new Set(keys).size).toBe(5);
  });
});
