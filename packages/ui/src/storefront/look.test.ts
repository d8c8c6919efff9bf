import { readFileSync } from 'node:fs';
import { contrastRatio, DEFAULT_THEME_COLOR } from '@soundboard/tokens';
import { describe, expect, it } from 'vitest';
import { DARK_LOOK, look, lookOn, ownColourOf, textColour } from './look';
import { themeVariables } from './theme-vars';

/** look.css's variables: name -> [light, dark]. */
function lookVariables(): Map<string, [string, string]> {
  const css = readFileSync(new URL('./look.css', import.meta.url), 'utf8');
  const pairs = [...css.matchAll(/(--sf-[\w-]+): light-dark\((#[0-9a-f]{6}), (#[0-9a-f]{6})\)/g)];
  return new Map(pairs.map(([, name, light, dark]) => [name as string, [light as string, dark as string]]));
}

describe('the storefront look', () => {
  const variables = lookVariables();
  const pick = (name: string, scheme: 0 | 1) => variables.get(name)?.[scheme] as string;

  it('reads at 4.5:1 or more for every text colour on every surface, light and dark', () => {
    expect(variables.size).toBeGreaterThanOrEqual(8);
    for (const scheme of [0, 1] as const) {
      for (const text of ['--sf-text', '--sf-muted', '--sf-faint', '--sf-notice']) {
        for (const surface of ['--sf-page', '--sf-card', '--sf-fill']) {
          const ratio = contrastRatio(pick(text, scheme), pick(surface, scheme));
          expect(ratio, `${text} on ${surface} (${scheme ? 'dark' : 'light'})`).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });

  it('falls back, where look.css is not loaded, to the light values look.css gives', () => {
    for (const [name, [light]] of variables) {
      const classes = Object.values(look).filter((value) => value.includes(`var(${name},`));
      for (const value of classes) expect(value, name).toContain(`var(${name},${light})`);
    }
  });

  it('computes with the dark values look.css gives', () => {
    expect(DARK_LOOK).toEqual({ page: pick('--sf-page', 1), fill: pick('--sf-fill', 1), text: pick('--sf-text', 1) });
  });

  it('gives accent text that reads on both looks, for a light theme colour too', () => {
    for (const theme of [DEFAULT_THEME_COLOR, '#14c9c9', '#ff7d00', '#f53f3f']) {
      const vars = themeVariables(theme) as Record<string, string>;
      expect(contrastRatio(vars['--sf-theme-on-light'] as string, pick('--sf-card', 0))).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(vars['--sf-theme-on-dark'] as string, pick('--sf-fill', 1))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('turns the neutrals of the look with it and keeps any other colour', () => {
    expect(ownColourOf('#FFFFFF', 'background')).toBe('var(--sf-card,#ffffff)');
    expect(ownColourOf('#f7f8fa', 'background')).toBe('var(--sf-page,#f7f8fa)');
    expect(ownColourOf('#fff7f5', 'background')).toBeUndefined();
    // A text grey is the look's text, not a background.
    expect(ownColourOf('#4e5969', 'background')).toBeUndefined();
    // Each is the light value of the variable it turns into.
    const owns = [
      ['background', ['--sf-page', '--sf-card', '--sf-fill']],
      ['line', ['--sf-line', '--sf-line-strong']],
      ['text', ['--sf-text', '--sf-muted', '--sf-faint', '--sf-notice']],
    ] as const;
    for (const [paints, names] of owns) {
      for (const name of names) expect(ownColourOf(pick(name, 0), paints)).toBe(`var(${name},${pick(name, 0)})`);
    }
  });

  it('keeps a chosen text colour that reads on the dark page and gives the dark look its text for one that does not', () => {
    expect(textColour('#4e5969')).toBe('var(--sf-muted,#4e5969)');
    expect(textColour('#ff7d00')).toBe('#ff7d00');
    expect(textColour('#0e42d2')).toBe('light-dark(#0e42d2, var(--sf-text,#e9e9eb))');
  });

  it('draws on a colour staff chose in the look that reads on it', () => {
    expect(lookOn('#ffffff')).toBe('light');
    expect(lookOn('#fff7f5')).toBe('light');
    expect(lookOn('#1d2129')).toBe('dark');
    expect(lookOn('#cb2634')).toBe('dark');
  });
});
