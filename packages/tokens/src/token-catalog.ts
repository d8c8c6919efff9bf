/**
 * The design tokens as data, read from the token stylesheets (tokens.css and theme.css), so that the docs pages
 * render what the kit really ships and never a copy typed by hand. Pure: the caller passes the stylesheets' text
 * (Vite: `import css from '@soundboard/tokens/tokens.css?raw'`; Node: readFileSync), so this module loads anywhere.
 */
import { parseTokenCss, resolveVariable, type ThemeVariables } from './css-variables';
import { PALETTE_SIZE } from './palette';
import type { ThemeMode } from './theme-mode';

/** The generated 10-shade scales (primary follows the theme colour at runtime) and the hand-tuned greys. */
export const TOKEN_SCALES = ['primary', 'success', 'warning', 'danger', 'info', 'gray'] as const;
export type TokenScale = (typeof TOKEN_SCALES)[number];

/** A token whose value differs between the themes. */
export interface ThemedToken {
  name: string;
  variable: string;
  light: string;
  dark: string;
}

/** A token with one value in both themes. */
export interface PlainToken {
  name: string;
  variable: string;
  value: string;
}

export interface TypeStep {
  /** The Tailwind utility, e.g. `text-base`. */
  name: string;
  size: number;
  lineHeight: number;
}

export interface FontFamily extends PlainToken {
  /** The stack, first choice first, quotes removed. */
  stack: string[];
}

export interface MotionDuration extends PlainToken {
  /** The value under `prefers-reduced-motion: reduce`. */
  reduced: string;
}

export interface ZLayer extends PlainToken {
  order: number;
}

export interface RoleGroup {
  group: 'Surfaces' | 'Text' | 'Borders' | 'Status' | 'Focus';
  roles: ThemedToken[];
}

export interface TokenCatalog {
  themes: Record<ThemeMode, ThemeVariables>;
  /** The literal value of a variable in a theme, var() chains followed. */
  resolve(mode: ThemeMode, variable: string): string;
  palettes: { scale: TokenScale; light: string[]; dark: string[] }[];
  roles: RoleGroup[];
  typeScale: TypeStep[];
  fonts: FontFamily[];
  /** The spacing unit in px: `p-1` is one unit, `p-4` four. */
  spacingUnit: number;
  radii: PlainToken[];
  shadows: ThemedToken[];
  zLayers: ZLayer[];
  durations: MotionDuration[];
  easings: PlainToken[];
  focusRing: ThemedToken;
}

const declarationsIn = (block: string) =>
  [...block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1] as string, (m[2] as string).trim()] as const);

/** The declarations of the first block whose header matches `header` (up to its closing brace). */
function block(css: string, header: RegExp): Map<string, string> {
  const match = header.exec(css);
  if (!match) throw new Error(`No ${header} block`);
  const start = match.index + match[0].length;
  let depth = 1;
  let end = start;
  while (depth > 0 && end < css.length) {
    const char = css[end++];
    if (char === '{') depth++;
    else if (char === '}') depth--;
  }
  return new Map(declarationsIn(css.slice(start, end - 1)));
}

const px = (value: string | undefined) => Number.parseFloat(value ?? '');
const named = (variable: string, prefix: string) => variable.slice(prefix.length);

/** Variables starting with `prefix`, in stylesheet order. */
const withPrefix = (vars: ThemeVariables, prefix: string) => [...vars.keys()].filter((name) => name.startsWith(prefix));

const ROLE_GROUPS: { group: RoleGroup['group']; pattern: RegExp }[] = [
  { group: 'Surfaces', pattern: /^--sb-bg-/ },
  { group: 'Text', pattern: /^--sb-text-/ },
  { group: 'Borders', pattern: /^--sb-border-/ },
  {
    group: 'Status',
    pattern: /^--sb-(on-)?(primary|success|warning|danger|info)(-(hover|active|text|subtle|border))?$/,
  },
  { group: 'Focus', pattern: /^--sb-focus-ring$/ },
];

/** Reads every token from the text of tokens.css and theme.css. */
export function tokenCatalog(tokensCss: string, themeCss: string): TokenCatalog {
  const themes = parseTokenCss(tokensCss);
  const resolve = (mode: ThemeMode, variable: string) => resolveVariable(themes[mode], variable);
  const themed = (variable: string, prefix = '--sb-'): ThemedToken => ({
    name: named(variable, prefix),
    variable,
    light: resolve('light', variable),
    dark: resolve('dark', variable),
  });
  const plain = (variable: string, prefix: string): PlainToken => ({
    name: named(variable, prefix),
    variable,
    value: resolve('light', variable),
  });
  const theme = block(themeCss, /@theme inline \{/);
  const reducedMotion = block(tokensCss, /@media \(prefers-reduced-motion: reduce\) \{\s*:root \{/);
  const shades = (scale: TokenScale, mode: ThemeMode) =>
    Array.from({ length: PALETTE_SIZE }, (_, i) => resolve('light', `--sb-${scale}-${mode}-${i + 1}`).toUpperCase());

  const typeScale = [...theme.keys()]
    .filter((name) => /^--text-[\w]+$/.test(name) && !name.startsWith('--text-color-'))
    .map((name) => ({
      name: name.slice(2),
      size: px(theme.get(name)),
      lineHeight: px(theme.get(`${name}--line-height`)),
    }))
    .sort((a, b) => b.size - a.size);

  return {
    themes,
    resolve,
    palettes: TOKEN_SCALES.map((scale) => ({ scale, light: shades(scale, 'light'), dark: shades(scale, 'dark') })),
    roles: ROLE_GROUPS.map(({ group, pattern }) => ({
      group,
      roles: [...themes.light.keys()].filter((name) => pattern.test(name)).map((name) => themed(name)),
    })),
    typeScale,
    fonts: withPrefix(themes.light, '--sb-font-').map((variable) => {
      const token = plain(variable, '--sb-font-');
      return { ...token, stack: token.value.split(',').map((face) => face.trim().replace(/^["']|["']$/g, '')) };
    }),
    spacingUnit: px(theme.get('--spacing')),
    radii: withPrefix(themes.light, '--sb-radius-').map((variable) => plain(variable, '--sb-radius-')),
    shadows: withPrefix(themes.light, '--sb-shadow-').map((variable) => themed(variable, '--sb-shadow-')),
    zLayers: withPrefix(themes.light, '--sb-z-')
      .map((variable) => ({ ...plain(variable, '--sb-z-'), order: Number(resolve('light', variable)) }))
      .sort((a, b) => a.order - b.order),
    durations: withPrefix(themes.light, '--sb-duration-').map((variable) => ({
      ...plain(variable, '--sb-duration-'),
      reduced: reducedMotion.get(variable) ?? resolve('light', variable),
    })),
    easings: withPrefix(themes.light, '--sb-ease-').map((variable) => plain(variable, '--sb-ease-')),
    focusRing: themed('--sb-focus-ring'),
  };
}
