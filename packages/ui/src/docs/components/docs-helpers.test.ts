import { readFileSync } from 'node:fs';
import { tokenCatalog } from '@soundboard/tokens';
import { describe, expect, it } from 'vitest';
import { bezierPoints } from './bezier';
import { CONTRAST_PAIRS, contrastRows, formatRatio, wcagLevel } from './contrast-rows';
import { filterIcons, iconEntries } from './icon-filter';

const read = (name: string) => readFileSync(new URL(`../../../../tokens/src/${name}`, import.meta.url), 'utf8');
const catalog = tokenCatalog(read('tokens.css'), read('theme.css'));

describe('contrastRows', () => {
  const rows = contrastRows(catalog);

  it('has a row per pair, each measured in light and dark from the token values', () => {
    expect(rows).toHaveLength(CONTRAST_PAIRS.length);
    const surface = rows.find((row) => row.pair.label === 'Surface / default text');
    expect(surface?.light).toMatchObject({ foreground: '#1d2129', background: '#ffffff', level: 'AAA' });
    expect(surface?.dark).toMatchObject({ foreground: '#e9e9eb', background: '#232324' });
    expect(surface?.light.ratio).toBeCloseTo(16.13, 2);
  });

  it('every shipped pair passes in both themes (text 4.5:1, focus ring 3:1)', () => {
    const failing = rows.flatMap((row) =>
      (['light', 'dark'] as const)
        .filter((mode) => !row[mode].passes)
        .map((mode) => `${row.pair.label} (${mode}) ${formatRatio(row[mode].ratio)}`),
    );
    expect(failing).toEqual([]);
  });

  it('grades by WCAG thresholds, non-text at 3:1, and never rounds a ratio up', () => {
    expect([7, 6.99, 4.5, 4.49, 3, 2.99].map((r) => wcagLevel(r))).toEqual([
      'AAA',
      'AA',
      'AA',
      'AA large',
      'AA large',
      'Fail',
    ]);
    expect([wcagLevel(3, 'non-text'), wcagLevel(2.99, 'non-text')]).toEqual(['AA', 'Fail']);
    expect(formatRatio(4.499)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });
});

describe('icon filter', () => {
  const glyph = (displayName: string) => ({ displayName });
  const entries = iconEntries({
    Icon: () => null,
    IconSort: glyph('ArrowUpDown'),
    IconArrowUp: glyph('ArrowUp'),
    IconUser: glyph('User'),
    helper: 1,
  });

  it('takes the Icon* exports only, sorted, with lucide names', () => {
    expect(entries.map((e) => `${e.name}/${e.lucideName}`)).toEqual([
      'IconArrowUp/ArrowUp',
      'IconSort/ArrowUpDown',
      'IconUser/User',
    ]);
  });

  it('matches every word, case-insensitively, in either name', () => {
    const names = (query: string) => filterIcons(entries, query).map((e) => e.name);
    expect(names('')).toHaveLength(3);
    expect(names('ARROW')).toEqual(['IconArrowUp', 'IconSort']);
    expect(names('arrow down')).toEqual(['IconSort']);
    expect(names('  user ')).toEqual(['IconUser']);
    expect(names('nothing')).toEqual([]);
  });
});

describe('bezierPoints', () => {
  it('reads cubic-bezier values and refuses anything else', () => {
    expect(bezierPoints(catalog.easings[0]?.value ?? '')).toEqual([0.34, 0.69, 0.1, 1]);
    expect(bezierPoints('linear')).toBeNull();
    expect(bezierPoints('cubic-bezier(0, 1)')).toBeNull();
  });
});
