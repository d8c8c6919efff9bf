/** Token docs: every semantic colour role as a swatch, with its painted value and its contrast against its text. */
import { contrastRatio } from '@soundboard/tokens';
import { useLayoutEffect, useState } from 'react';
import { resolveCssColor } from './css-color';

export interface ColorPair {
  /** The role shown as the swatch background (a CSS variable name). */
  background: string;
  /** The text role drawn on it. */
  foreground: string;
  label: string;
}

export const SURFACE_PAIRS: ColorPair[] = [
  { label: 'Page / default text', background: '--sb-bg-page', foreground: '--sb-text-default' },
  { label: 'Surface / default text', background: '--sb-bg-surface', foreground: '--sb-text-default' },
  { label: 'Surface / secondary text', background: '--sb-bg-surface', foreground: '--sb-text-secondary' },
  { label: 'Surface / muted text', background: '--sb-bg-surface', foreground: '--sb-text-muted' },
  { label: 'Elevated / muted text', background: '--sb-bg-elevated', foreground: '--sb-text-muted' },
];

export const STATUS_PAIRS: ColorPair[] = ['primary', 'success', 'warning', 'danger', 'info'].flatMap((role) => [
  { label: `${role} solid`, background: `--sb-${role}`, foreground: `--sb-on-${role}` },
  { label: `${role} text on surface`, background: '--sb-bg-surface', foreground: `--sb-${role}-text` },
  { label: `${role} text on tint`, background: `--sb-${role}-subtle`, foreground: `--sb-${role}-text` },
]);

interface Measured extends ColorPair {
  backgroundHex: string;
  foregroundHex: string;
  ratio: number;
}

function measure(pairs: ColorPair[]): Measured[] {
  return pairs.map((pair) => {
    const bg = resolveCssColor(`var(${pair.background})`);
    const fg = resolveCssColor(`var(${pair.foreground})`);
    return { ...pair, backgroundHex: bg.hex, foregroundHex: fg.hex, ratio: contrastRatio(fg.rgb, bg.rgb) };
  });
}

/** Re-measures whenever `dependency` changes (theme or theme colour), since the variables change underneath. */
export function ColorRoles({ pairs, dependency }: { pairs: ColorPair[]; dependency?: unknown }) {
  const [rows, setRows] = useState<Measured[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: dependency is the theme that changes the painted colours
  useLayoutEffect(() => setRows(measure(pairs)), [pairs, dependency]);
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(220px,1fr))] gap-3">
      {rows.map((row) => (
        <li key={row.label} data-slot="color-role" className="overflow-hidden rounded-lg border border-default">
          <div
            className="flex h-16 items-center justify-center text-lg font-medium"
            style={{ backgroundColor: `var(${row.background})`, color: `var(${row.foreground})` }}
          >
            Aa 音响
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-2 bg-surface p-2 text-xs text-secondary">
            <dt className="font-medium text-default">{row.label}</dt>
            <dd data-slot="ratio" className="text-right">
              {row.ratio.toFixed(2)}:1 {row.ratio >= 4.5 ? 'AA' : 'below AA'}
            </dd>
            <dt>{row.background}</dt>
            <dd className="text-right font-mono">{row.backgroundHex}</dd>
            <dt>{row.foreground}</dt>
            <dd className="text-right font-mono">{row.foregroundHex}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
