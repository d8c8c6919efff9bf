import { describe, expect, it } from 'vitest';
import { primaryButtonContrast, themeColorVariables } from './theme-color';

describe('themeColorVariables', () => {
  it('sets the 10 light and 10 dark primary shades of the chosen colour', () => {
    const vars = themeColorVariables('#F53F3F');
    expect(vars['--sb-primary-light-6']).toBe('#F53F3F');
    expect(vars['--sb-primary-light-1']).toBe('#FFECE8');
    expect(vars['--sb-primary-dark-6']).toBe('#F76965');
    expect(Object.keys(vars).filter((k) => /^--sb-primary-(light|dark)-\d+$/.test(k))).toHaveLength(20);
  });

  it('picks dark text on a light theme colour and white text on a deep one', () => {
    expect(themeColorVariables('#165DFF')['--sb-on-primary-light']).toBe('#FFFFFF');
    expect(themeColorVariables('#FADC19')['--sb-on-primary-light']).toBe('#1D2129');
  });

  it("measures the primary button's text on its fill in the theme where it reads worse", () => {
    // Arcoblue carries white text in both themes; orangered is below 4.5:1 with either text colour.
    expect(primaryButtonContrast('#165DFF')).toBeGreaterThan(4.5);
    expect(primaryButtonContrast('#F77234')).toBeCloseTo(4.23, 2);
    // Yellow is unreadable under white text but carries near-black text well.
    expect(primaryButtonContrast('#FADC19')).toBeGreaterThan(7);
  });
});
