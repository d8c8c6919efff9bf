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

  it('offers both sizes at their real widths when the original is known, and one size for a small picture', () => {
    expect(librarySrcSet('/behind/storefront/files/7', { width: 960, height: 540 })).toBe(
      '/behind/storefront/files/7/thumb 320w, /behind/storefront/files/7 960w',
    );
    // Portrait: the thumbnail's longer side is its height.
    expect(librarySrcSet('/behind/storefront/files/8', { width: 600, height: 1200 })).toBe(
      '/behind/storefront/files/8/thumb 160w, /behind/storefront/files/8 600w',
    );
    expect(librarySrcSet('/behind/storefront/files/9', { width: 240, height: 240 })).toBeUndefined();
  });

  it('takes an original of unknown size as wider than the thumbnail, and leaves one-size addresses alone', () => {
    expect(librarySrcSet('/behind/storefront/files/7')).toBe(
      '/behind/storefront/files/7/thumb 320w, /behind/storefront/files/7 960w',
    );
    expect(librarySrcSet('/behind/storefront/files/7', { width: null, height: null })).toBe(
      '/behind/storefront/files/7/thumb 320w, /behind/storefront/files/7 960w',
    );
    expect(librarySrcSet('data:image/png;base64,AA', { width: 960, height: 540 })).toBeUndefined();
  });
});
