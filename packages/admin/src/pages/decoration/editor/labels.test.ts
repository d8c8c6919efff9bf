import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { descriptorKeys, propKey } from './labels';

const dictionary = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../../locales/${locale}/decoration.json`, import.meta.url), 'utf8'));

describe('decoration labels', () => {
  it.each(['en-US', 'zh-CN'])(
    'has a label for every block, group, property, choice, style and page setting in %s',
    (locale) => {
      const words = dictionary(locale);
      const keys = descriptorKeys();
      expect(keys).toContain('decoration.block.carousel');
      expect(keys).toContain('decoration.prop.carousel.slides.materialId');
      expect(keys).toContain('decoration.prop.productGrid.sort.priceAsc');
      expect(keys).toContain('decoration.style.marginTop');
      expect(keys).toContain('decoration.page.navigationBarText.light');
      expect(keys.filter((key) => !words[key]?.trim())).toEqual([]);
    },
  );

  it('names a list item field without its index, and a numeric choice value with it', () => {
    expect(propKey('carousel', ['slides', '2', 'alt'])).toBe('decoration.prop.carousel.slides.alt');
    expect(propKey('productGrid', ['columns', '2'])).toBe('decoration.prop.productGrid.columns.2');
    expect(propKey('style', ['radius'])).toBe('decoration.style.radius');
    expect(propKey('page', ['navigationBarText', 'dark'])).toBe('decoration.page.navigationBarText.dark');
  });
});
