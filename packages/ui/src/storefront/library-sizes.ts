/**
 * The media library keeps two sizes of a picture: the original, and a thumbnail whose longer side is 320 px (drawn
 * at upload; a picture no larger is its own thumbnail). The storefront serves the thumbnail at the file's address
 * plus /thumb, on the same terms. Other addresses (the stories' drawn pictures, links elsewhere) have one size.
 */
const STOREFRONT_FILE = /^(\/behind\/storefront\/files\/\d+)(\?.*)?$/;

/** The thumbnail's longer side in px. */
export const THUMBNAIL_SIDE = 320;

/** The thumbnail's address of a storefront file (its preview query kept); any other address unchanged. */
export function thumbnailUrl(url: string): string {
  const file = STOREFRONT_FILE.exec(url);
  return file ? `${file[1]}/thumb${file[2] ?? ''}` : url;
}

/**
 * srcset of the two sizes, for a picture shown at most `shownWidth` px wide: the browser takes the thumbnail
 * wherever the slot (sizes) times the screen's density needs no more than 320 px, and the original otherwise. The
 * original's own width is not needed: any width above the thumbnail's ranks it the same. Undefined for a one-size
 * address.
 */
export function librarySrcSet(url: string, shownWidth: number): string | undefined {
  const thumbnail = thumbnailUrl(url);
  if (thumbnail === url) return undefined;
  return `${thumbnail} ${THUMBNAIL_SIDE}w, ${url} ${Math.max(shownWidth * 3, THUMBNAIL_SIDE + 1)}w`;
}
