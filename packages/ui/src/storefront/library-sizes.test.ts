import { describe, expect, it } from 'vitest';
import { librarySrcSet, thumbnailUrl } from './library-sizes';

describe("the media library's two sizes", () => {
  it("addresses a storefront file's thumbnail, keeping a preview's query, and leaves other addresses alone", () => {
    expect(thumbnailUrl('/behind/storefront/files/12')).toBe('/behind/storefront/files/12/thumb');
    expect(thumbnailUrl('/behind/storefront/files/12?preview=abc')).toBe(
      '/behind/storefront/files/12/thumb?preview=abc',
    );
    expect(thumbnailUrl('data:image/svg+xml,<svg/>')).toBe('data:image/svg+xml,<svg/>');
    expect(thumbnailUrl('https://example.com/files/12')).toBe('https://example.com/files/12');
  });

  it('offers the thumbnail as 320 px wide and the original as wider than any slot it fills', () => {
    expect(librarySrcSet('/behind/storefront/files/7', 360)).toBe(
      '/behind/storefront/files/7/thumb 320w, /behind/storefront/files/7 1080w',
    );
    expect(librarySrcSet('data:image/png;base64,AA', 360)).toBeUndefined();
  });
});
