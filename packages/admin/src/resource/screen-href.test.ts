import { describe, expect, it } from 'vitest';
import { screenHref } from './screen-href';

describe('screenHref', () => {
  it("fills a screen's parameters from the contract's screens", () => {
    expect(screenHref('ArticleAdd')).toBe('/content/article/add');
    expect(screenHref('ArticleEdit', { id: 7 })).toBe('/content/article/edit/7');
  });

  it('refuses an unknown screen or a missing parameter', () => {
    expect(() => screenHref('Nowhere')).toThrow(/Nowhere/);
    expect(() => screenHref('ArticleEdit')).toThrow(/:id/);
  });
});
