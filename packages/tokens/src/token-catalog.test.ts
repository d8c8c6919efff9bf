import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import tailwindConfig from '../../../tailwind.config';
import { breakpointsFrom } from './breakpoints';
import { generateDarkPalette, generatePalette } from './palette';
import { tokenCatalog } from './token-catalog';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const catalog = tokenCatalog(read('./tokens.css'), read('./theme.css'));

describe('tokenCatalog', () => {
  it('reads the six 10-shade scales in both themes, primary equal to the generator', () => {
    expect(catalog.palettes.map((p) => p.scale)).toEqual(['primary', 'success', 'warning', 'danger', 'info', 'gray']);
    const primary = catalog.palettes[0];
    expect(primary?.light).toEqual(generatePalette('#165DFF'));
    expect(primary?.dark).toEqual(generateDarkPalette('#165DFF'));
    expect(catalog.palettes.at(-1)?.dark[0]).toBe('#17171A');
  });

  it('groups the semantic roles with their light and dark values', () => {
    const groups = Object.fromEntries(catalog.roles.map((g) => [g.group, g.roles]));
    const surface = groups.Surfaces?.find((r) => r.name === 'bg-surface');
    expect(surface).toMatchObject({ variable: '--sb-bg-surface', light: '#ffffff', dark: '#232324' });
    expect(groups.Text?.map((r) => r.name)).toContain('text-muted');
    expect(groups.Status?.find((r) => r.name === 'on-primary')?.light).toBe('#ffffff');
    expect(groups.Status).toHaveLength(35);
    expect(catalog.focusRing).toMatchObject({ light: '#165dff', dark: '#689fff' });
  });

  it('reads the type scale from theme.css, largest first, and the font stacks', () => {
    expect(catalog.typeScale[0]).toEqual({ name: 'text-4xl', size: 30, lineHeight: 38 });
    expect(catalog.typeScale.at(-1)).toEqual({ name: 'text-xs', size: 12, lineHeight: 20 });
    expect(catalog.typeScale.find((s) => s.name === 'text-base')).toMatchObject({ size: 14, lineHeight: 22 });
    const sans = catalog.fonts.find((f) => f.name === 'sans');
    expect(sans?.stack[0]).toBe('Inter');
    expect(sans?.stack).toContain('PingFang SC');
    expect(catalog.fonts.map((f) => f.name)).toEqual(['sans', 'mono']);
  });

  it('reads spacing, radii, shadows, layers and motion', () => {
    expect(catalog.spacingUnit).toBe(4);
    expect(catalog.radii.map((r) => `${r.name}=${r.value}`)).toEqual(['sm=2px', 'md=4px', 'lg=8px', 'xl=12px']);
    expect(catalog.shadows.find((s) => s.name === 'md')?.dark).toBe('0 4px 10px rgb(0 0 0 / 0.45)');
    expect(catalog.zLayers.map((z) => z.name)).toEqual([
      'base',
      'sticky',
      'navbar',
      'drawer',
      'modal',
      'popover',
      'toast',
      'progress',
    ]);
    expect(catalog.durations.map((d) => [d.name, d.value, d.reduced])).toEqual([
      ['fast', '100ms', '0ms'],
      ['base', '200ms', '0ms'],
      ['slow', '300ms', '0ms'],
    ]);
    expect(catalog.easings.find((e) => e.name === 'standard')?.value).toBe('cubic-bezier(0.34, 0.69, 0.1, 1)');
  });
});

describe('breakpointsFrom', () => {
  const tailwindTheme = readFileSync(new URL(import.meta.resolve('tailwindcss/theme.css')), 'utf8');

  it("merges Tailwind's default screens with the config's 992px device screen, narrowest first", () => {
    const points = breakpointsFrom(tailwindTheme, tailwindConfig.theme.extend.screens);
    expect(points.map((p) => `${p.name}:${p.px}`)).toEqual([
      'sm:640',
      'md:768',
      'device:992',
      'lg:1024',
      'xl:1280',
      '2xl:1536',
    ]);
    expect(points.find((p) => p.name === 'device')?.source).toBe('tailwind.config.ts');
  });

  it('lets a config screen replace a default of the same name', () => {
    expect(breakpointsFrom('--breakpoint-md: 48rem;', { md: '800px' })).toEqual([
      { name: 'md', px: 800, source: 'tailwind.config.ts' },
    ]);
  });
});
