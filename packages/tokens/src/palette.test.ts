import { describe, expect, it } from 'vitest';
import { toHex } from './color-space';
import { generateDarkPalette, generatePalette } from './palette';
import { arcoPublishedPalettes } from './palette.fixtures';

describe('Arco palette generator', () => {
  it('gives the known light and dark shades for the default theme colour #165DFF', () => {
    expect(generatePalette('#165DFF')).toEqual(
      '#E8F3FF #BEDAFF #94BFFF #6AA1FF #4080FF #165DFF #0E42D2 #072CA6 #031A79 #000D4D'.split(' '),
    );
    expect(generateDarkPalette('#165DFF')).toEqual(
      '#000D4D #041B79 #0E32A6 #1D4DD2 #306FFF #3C7EFF #689FFF #93BEFF #BEDAFF #EAF4FF'.split(' '),
    );
  });

  it('keeps the input colour as shade 6 and accepts lower-case and short hex', () => {
    expect(generatePalette('#f53f3f')[5]).toBe('#F53F3F');
    expect(generatePalette('#fff')).toHaveLength(10);
    expect(() => generatePalette('blue')).toThrow(/hex colour/);
  });

  for (const [name, published] of Object.entries(arcoPublishedPalettes)) {
    const base = toHex(published.light[5] as [number, number, number]);
    it(`reproduces Arco's published ${name} palette (${base}) in light and dark`, () => {
      expect(generatePalette(base)).toEqual(published.light.map(toHex));
      expect(generateDarkPalette(base)).toEqual(published.dark.map(toHex));
    });
  }
});
