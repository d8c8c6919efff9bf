/** The rows of the docs' contrast table: each foreground/background role pair's WCAG ratio in light and dark. */
import { contrastRatio, type ThemeMode, type TokenCatalog } from '@soundboard/tokens';
import { type ColorPair, STATUS_PAIRS, SURFACE_PAIRS } from '../../tokens/color-roles';

/** Text must reach 4.5:1 (AA); a non-text indicator such as the focus ring 3:1 (WCAG 1.4.11). */
export interface ContrastPair extends ColorPair {
  kind?: 'text' | 'non-text';
}

export const FOCUS_PAIRS: ContrastPair[] = ['page', 'surface', 'elevated'].map((surface) => ({
  label: `Focus ring on ${surface}`,
  background: `--sb-bg-${surface}`,
  foreground: '--sb-focus-ring',
  kind: 'non-text',
}));

export const CONTRAST_PAIRS: ContrastPair[] = [...SURFACE_PAIRS, ...STATUS_PAIRS, ...FOCUS_PAIRS];

export type WcagLevel = 'AAA' | 'AA' | 'AA large' | 'Fail';

export function wcagLevel(ratio: number, kind: ContrastPair['kind'] = 'text'): WcagLevel {
  if (kind === 'non-text') return ratio >= 3 ? 'AA' : 'Fail';
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  return ratio >= 3 ? 'AA large' : 'Fail';
}

/** Two decimals, rounded down: a ratio of 4.499 must not read as 4.50. */
export const formatRatio = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

export interface ContrastCell {
  foreground: string;
  background: string;
  ratio: number;
  level: WcagLevel;
  passes: boolean;
}

export interface ContrastRow {
  pair: ContrastPair;
  light: ContrastCell;
  dark: ContrastCell;
}

function cell(catalog: TokenCatalog, mode: ThemeMode, pair: ContrastPair): ContrastCell {
  const foreground = catalog.resolve(mode, pair.foreground);
  const background = catalog.resolve(mode, pair.background);
  const ratio = contrastRatio(foreground, background);
  const level = wcagLevel(ratio, pair.kind);
  return { foreground, background, ratio, level, passes: level === 'AA' || level === 'AAA' };
}

export function contrastRows(catalog: TokenCatalog, pairs: ContrastPair[] = CONTRAST_PAIRS): ContrastRow[] {
  return pairs.map((pair) => ({ pair, light: cell(catalog, 'light', pair), dark: cell(catalog, 'dark', pair) }));
}
