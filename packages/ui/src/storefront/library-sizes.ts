/**
 * The media library keeps two sizes of a picture: the original, and a thumbnail whose longer side is 320 px (drawn
 * at upload; a picture no larger is its own thumbnail). The storefront serves the thumbnail at the file's address
 * plus /thumb, on the same terms. Other addresses (the stories' drawn pictures, links elsewhere) have one size.
 */
const STOREFRONT_FILE = /^(\/behind\/storefront\/files\/\d+)(\?.*)?$/;

/** The thumbnail's longer side in px: the contract's THUMBNAIL_SIDE (the kit cannot import it; an admin test holds the two equal). */
export const THUMBNAIL_SIDE = 320;

/** The thumbnail's address of a storefront file (its preview query kept); any other address unchanged. */
export function thumbnailUrl(url: string): string {
  const file = STOREFRONT_FILE.exec(url);
  return file ? `${file[1]}/thumb${file[2] ?? ''}` : url;
}

/** A picture as wide as the storefront's column (the page is at most 430 px wide, as on a phone). */
export const COLUMN_SIZES = '(max-width: 430px) 100vw, 430px';

/**
 * srcset of the two sizes: the browser takes the thumbnail wherever the slot (sizes) times the screen's density
 * needs no more than the thumbnail has, and the original otherwise. With the original's size known, both widths
 * are the real ones (a portrait picture's thumbnail is narrower than 320 px), and a picture no larger than the
 * thumbnail has one size. Without it (a product card knows only the address), the original is taken to be three
 * thumbnails wide: any width above the thumbnail's ranks it the same. Undefined for a one-size address.
 */
export function librarySrcSet(
  url: string,
  size?: { width: number | null; height: number | null } | null,
): string | undefined {
  const thumbnail = thumbnailUrl(url);
  if (thumbnail === url) return undefined;
  const { width, height } = size ?? {};
  if (!width || !height) return `${thumbnail} ${THUMBNAIL_SIDE}w, ${url} ${THUMBNAIL_SIDE * 3}w`;
  const longer = Math.max(width, height);
  if (longer <= THUMBNAIL_SIDE) return undefined;
  return `${thumbnail} ${Math.round((width * THUMBNAIL_SIDE) / longer)}w, ${url} ${width}w`;
}
