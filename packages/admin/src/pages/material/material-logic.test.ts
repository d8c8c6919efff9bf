/** The library screen's pure parts: peaks, thumbnail size, kind guess, the query sent, tags typed, category options. */
import type { CategoryNode } from '@soundboard/contract';
import { THUMBNAIL_SIDE as STOREFRONT_THUMBNAIL_SIDE } from '@soundboard/ui/storefront/library-sizes.ts';
import { describe, expect, it } from 'vitest';
import { materialParams } from '../../api/materials';
import { categoryOptions, categoryTreeNodes } from './category-options';
import { NO_FILTERS, sortOf, sortState, toQuery } from './filters';
import { materialFacts } from './format';
import { parseTags } from './material-edit-form';
import { guessKind, PEAK_BUCKETS, peaksOf, THUMB_MAX, thumbSize } from './probe';
import { tooLarge } from './size-check';

describe('peaksOf', () => {
  it('takes the largest absolute sample of any channel per bucket', () => {
    const left = new Float32Array([0.1, -0.5, 0.2, 0.05, 0, 0.3]);
    const right = new Float32Array([0.2, 0.1, -0.9, 0, 0, -0.1]);
    expect(peaksOf([left, right], 3)).toEqual([0.5, 0.9, 0.3]);
  });

  it('gives PEAK_BUCKETS values from a long signal, never above 1, and none from silence of no length', () => {
    const tone = Float32Array.from({ length: 44_100 }, (_, i) => 1.2 * Math.sin(i / 10));
    const peaks = peaksOf([tone]);
    expect(peaks).toHaveLength(PEAK_BUCKETS);
    expect(Math.max(...peaks)).toBe(1);
    expect(Math.min(...peaks)).toBeGreaterThan(0.5);
    expect(peaksOf([new Float32Array(0)])).toEqual([]);
  });
});

describe('probe helpers', () => {
  it('draws a thumbnail with the longer side THUMB_MAX and the ratio kept', () => {
    // The storefront's srcset (ui, which cannot import the contract) counts on the same size.
    expect(STOREFRONT_THUMBNAIL_SIDE).toBe(THUMB_MAX);
    expect(thumbSize(1280, 720)).toEqual({ width: THUMB_MAX, height: 180 });
    expect(thumbSize(400, 4000)).toEqual({ width: 32, height: THUMB_MAX });
  });

  it('guesses a kind from the type, else the extension', () => {
    expect(guessKind({ name: 'a.bin', type: 'audio/wav' })).toBe('audio');
    expect(guessKind({ name: 'Poster.PNG', type: '' })).toBe('image');
    expect(guessKind({ name: 'manual.pdf', type: 'application/pdf' })).toBe('document');
    expect(guessKind({ name: 'setup.exe', type: 'application/x-msdownload' })).toBeUndefined();
  });
});

describe('the list query', () => {
  it('sends only what is set: category, unfiled, dates, unused as 1', () => {
    expect(materialParams(toQuery('all', NO_FILTERS, 1, 24))).toEqual({ page: '1', pageSize: '24' });
    const filters = {
      q: '海报',
      kind: 'image',
      tag: '促销',
      range: { start: '2026-11-01', end: '2026-11-30' },
      unused: true,
      sort: 'name',
    } as const;
    expect(materialParams(toQuery('7', filters, 2, 48))).toEqual({
      page: '2',
      pageSize: '48',
      q: '海报',
      kind: 'image',
      tag: '促销',
      from: '2026-11-01',
      to: '2026-11-30',
      unused: '1',
      sort: 'name',
      categoryId: '7',
    });
    expect(materialParams(toQuery('none', NO_FILTERS, 1, 24)).categoryId).toBe('none');
  });

  it("sends a header's or the select's order, but not the default newest first", () => {
    const sorted = (sort: (typeof NO_FILTERS)['sort']) =>
      materialParams(toQuery('all', { ...NO_FILTERS, sort }, 1, 24));
    expect(sorted('-size').sort).toBe('-size');
    expect(sorted('createdAt').sort).toBe('createdAt');
    expect(sorted('-createdAt').sort).toBeUndefined();
  });

  it("maps the list's column headers to the API order and back", () => {
    expect(sortOf({ column: 'size', direction: 'descending' })).toBe('-size');
    expect(sortOf({ column: 'name', direction: 'ascending' })).toBe('name');
    expect(sortOf({ column: 'createdAt', direction: 'ascending' })).toBe('createdAt');
    // A column the API cannot order by falls back to the default.
    expect(sortOf({ column: 'kind', direction: 'ascending' })).toBe('-createdAt');
    expect(sortState('-createdAt')).toEqual({ column: 'createdAt', direction: 'descending' });
    expect(sortState('name')).toEqual({ column: 'name', direction: 'ascending' });
  });
});

describe('the size check before upload', () => {
  const MiB = 1024 * 1024;
  const limits = { image: 2 * MiB, audio: 50 * MiB, video: 200 * MiB, document: 20 * MiB };
  const file = (name: string, type: string, size: number) => ({ name, type, size });

  it("refuses a file over its own kind's limit, naming the kind and the limit in MiB", () => {
    expect(tooLarge(file('poster.png', 'image/png', 2 * MiB + 1), limits)).toEqual({ kind: 'image', limitMb: 2 });
    expect(tooLarge(file('poster.png', 'image/png', 2 * MiB), limits)).toBeNull();
    // The same size is fine for a kind with a larger limit.
    expect(tooLarge(file('song.mp3', 'audio/mpeg', 2 * MiB + 1), limits)).toBeNull();
    expect(tooLarge(file('manual.pdf', '', 21 * MiB), limits)).toEqual({ kind: 'document', limitMb: 20 });
  });

  it('leaves the decision to the server when the kind or the limits are unknown', () => {
    expect(tooLarge(file('setup.exe', 'application/x-msdownload', 900 * MiB), limits)).toBeNull();
    expect(tooLarge(file('poster.png', 'image/png', 900 * MiB), undefined)).toBeNull();
  });
});

describe('typed values', () => {
  it('splits tags on either comma, trims and drops repeats and blanks', () => {
    expect(parseTags(' 促销，门店, 促销 ,, ')).toEqual(['促销', '门店']);
  });

  it('words dimensions or a duration', () => {
    expect(materialFacts({ width: 800, height: 600, duration: null })).toBe('800 × 600');
    expect(materialFacts({ width: null, height: null, duration: 200 })).toBe('3:20');
  });
});

describe('category options', () => {
  const node = (id: number, parentId: number | null, sort: number, nameZh: string, nameEn: string): CategoryNode => ({
    id,
    parentId,
    sort,
    nameZh,
    nameEn,
    icon: null,
    enabled: true,
    count: id,
    version: 1,
  });
  const nodes = [
    node(2, null, 2, '音乐', 'Music'),
    node(1, null, 1, '海报', 'Posters'),
    node(3, 2, 1, '早间', 'Morning'),
  ];

  it('lists nodes depth first in sort order, indented, in the screen language', () => {
    expect(categoryOptions(nodes, 'en-US').map((option) => option.label)).toEqual([
      'Posters',
      'Music',
      '\u3000Morning',
    ]);
    expect(categoryOptions(nodes, 'zh-CN').map((option) => option.id)).toEqual(['1', '2', '3']);
  });

  it('nests the tree, each node decorated by the caller (its own count here)', () => {
    expect(categoryTreeNodes(nodes, 'zh-CN', (node, name) => ({ label: `${name} ${node.count}` }))).toEqual([
      { id: '1', title: '海报', label: '海报 1' },
      { id: '2', title: '音乐', label: '音乐 2', children: [{ id: '3', title: '早间', label: '早间 3' }] },
    ]);
  });
});
