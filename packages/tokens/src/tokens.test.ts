import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { parseTokenCss, resolveVariable } from './css-variables';
import { generateDarkPalette, generatePalette } from './palette';

const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
const themes = parseTokenCss(css);

const SCALE_BASES = { primary: '#165DFF', success: '#00B42A', warning: '#FF7D00', danger: '#F53F3F', info: '#3491FA' };
const STATUS = ['primary', 'success', 'warning', 'danger', 'info'] as const;
const AA = 4.5;

describe('token stylesheet', () => {
  it.each(Object.entries(SCALE_BASES))('%s scale equals the palette generator output for %s', (name, base) => {
    const light = generatePalette(base).map((_, i) => themes.light.get(`--sb-${name}-light-${i + 1}`)?.toUpperCase());
    const dark = generateDarkPalette(base).map((_, i) => themes.light.get(`--sb-${name}-dark-${i + 1}`)?.toUpperCase());
    expect(light).toEqual(generatePalette(base));
    expect(dark).toEqual(generateDarkPalette(base));
  });

  it('dark mode switches the active scale variables, not the names', () => {
    expect(resolveVariable(themes.light, '--sb-primary-6')).toBe('#165dff');
    expect(resolveVariable(themes.dark, '--sb-primary-6')).toBe('#3c7eff');
    expect(resolveVariable(themes.dark, '--sb-bg-surface')).not.toBe(resolveVariable(themes.light, '--sb-bg-surface'));
  });

  for (const mode of ['light', 'dark'] as const) {
    const vars = themes[mode];
    const get = (name: string) => resolveVariable(vars, `--sb-${name}`);
    const surfaces = ['bg-page', 'bg-surface', 'bg-elevated'];

    it(`${mode}: body text roles reach WCAG AA on every surface`, () => {
      for (const text of ['text-default', 'text-secondary', 'text-muted'])
        for (const bg of surfaces)
          expect(contrastRatio(get(text), get(bg)), `${text} on ${bg}`).toBeGreaterThanOrEqual(AA);
    });

    it(`${mode}: status colours are readable as text, as solid fills and on their tinted backgrounds`, () => {
      for (const role of STATUS) {
        for (const fill of [role, `${role}-hover`, `${role}-active`])
          expect(contrastRatio(get(`on-${role}`), get(fill)), `on-${role} on ${fill}`).toBeGreaterThanOrEqual(AA);
        for (const bg of [...surfaces, `${role}-subtle`])
          expect(contrastRatio(get(`${role}-text`), get(bg)), `${role}-text on ${bg}`).toBeGreaterThanOrEqual(AA);
      }
    });
  }
});
