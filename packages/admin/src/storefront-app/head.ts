/**
 * The <head> of a public storefront page, rendered on the server so link previews and search engines see a real
 * title, description, picture and schema.org data. Pure: strings in, strings out (no React, no DOM).
 */
import type { StorefrontArticle, StorefrontProductDetail, StorefrontStore } from '@soundboard/contract';
import { minorUnitsDecimal } from '@soundboard/ui/data-display/format-money.ts';
import { htmlToText } from '../pages/forum/plain-html';

/** What a page says about itself; the view that draws the page supplies it. */
export interface PageHead {
  title: string;
  /** Plain text, will be trimmed to ~160 chars by headTags. */
  description?: string;
  /** Absolute or root-relative URL of the page's picture (og:image). */
  image?: string | null;
  /** Open Graph type: 'website' (default), 'product', 'article'. */
  ogType?: 'website' | 'product' | 'article';
  /** One schema.org object (built by the *JsonLd functions below), or none. */
  jsonLd?: Record<string, unknown> | null;
}

export interface HeadOptions {
  canonicalUrl: string;
  origin: string;
  locale: 'zh-CN' | 'en-US';
  siteName: string;
  noindex: boolean;
}

/** Search engines show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;
/** Below this a cut at the last space would throw away too much (Chinese text has no spaces at all). */
const WORD_CUT_MIN = 100;
/** ISO weekday (1 Monday … 7 Sunday, as StorefrontStore.week counts) to schema.org's day. */
const SCHEMA_DAYS = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Media URLs may be root-relative (/behind/storefront/files/…); crawlers need them absolute. */
function absoluteUrl(url: string, origin: string): string {
  return new URL(url, origin).href;
}

/**
 * A page's description from plain text (a product's description is plain, and may say "<5 W"): whitespace
 * collapsed, cut to what search results show.
 */
export function shortDescription(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  // Code points, not UTF-16 units, so an emoji is never cut in half.
  const chars = Array.from(plain);
  if (chars.length <= DESCRIPTION_LENGTH) return plain;
  const cut = chars.slice(0, DESCRIPTION_LENGTH - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  const kept = lastSpace >= WORD_CUT_MIN ? cut.slice(0, lastSpace) : cut;
  return `${kept.trimEnd()}…`;
}

/** An article's description: its summary (plain text), else its body (HTML) as text. */
export function articleDescription(article: Pick<StorefrontArticle, 'summary' | 'body'>): string {
  return shortDescription(article.summary || htmlToText(article.body));
}

export function productJsonLd(
  product: StorefrontProductDetail,
  pageUrl: string,
  origin: string,
): Record<string, unknown> {
  const pictures = product.images.filter((media) => media.kind === 'image').map((media) => media.url);
  if (pictures.length === 0 && product.imageUrl) pictures.push(product.imageUrl);
  return withoutEmpty({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    url: pageUrl,
    sku: product.sku,
    model: product.model,
    brand: product.brand ? { '@type': 'Brand', name: product.brand } : null,
    description: shortDescription(product.description),
    image: pictures.map((url) => absoluteUrl(url, origin)),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: minorUnitsDecimal(product.salePrice),
      priceCurrency: 'CNY',
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  });
}

/** The contract has no modified date for an article, so there is no dateModified. */
export function articleJsonLd(article: StorefrontArticle, pageUrl: string, origin: string): Record<string, unknown> {
  return withoutEmpty({
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    url: pageUrl,
    mainEntityOfPage: pageUrl,
    datePublished: article.publishedAt,
    author: article.authorName ? { '@type': 'Person', name: article.authorName } : null,
    image: article.cover ? absoluteUrl(article.cover.url, origin) : null,
    description: articleDescription(article),
  });
}

/**
 * The store's week is the next 7 dates with their exceptions (a holiday closes a day), so each entry is bound to
 * its date; a closed date is 00:00–00:00, schema.org's way to say closed.
 */
export function storeJsonLd(store: StorefrontStore, pageUrl: string, origin: string): Record<string, unknown> {
  const [latitude, longitude] = store.coordinates.split(',').map((part) => Number.parseFloat(part));
  const hasGeo = Number.isFinite(latitude) && Number.isFinite(longitude);
  const hours = store.week.flatMap((day) =>
    (day.periods.length ? day.periods : [{ opens: '00:00', closes: '00:00' }]).map((period) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${SCHEMA_DAYS[day.weekday]}`,
      opens: period.opens,
      closes: period.closes,
      validFrom: day.date,
      validThrough: day.date,
    })),
  );
  return withoutEmpty({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: store.nameZh,
    alternateName: store.nameEn && store.nameEn !== store.nameZh ? store.nameEn : null,
    url: pageUrl,
    telephone: store.phone,
    address: withoutEmpty({
      '@type': 'PostalAddress',
      streetAddress: store.address,
      addressRegion: store.regionText,
      // Region codes and regionText are China's administrative divisions.
      addressCountry: 'CN',
    }),
    geo: hasGeo ? { '@type': 'GeoCoordinates', latitude, longitude } : null,
    image: store.photoUrl ? absoluteUrl(store.photoUrl, origin) : null,
    openingHoursSpecification: hours,
  });
}

/** Drops '', null and [] so the JSON-LD states only what is known. */
function withoutEmpty(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(object).filter(
      ([, value]) => value !== null && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  );
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** JSON inside <script> must never contain `</script>` or `<!--`; U+2028/2029 break older JS parsers. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function headTags(head: PageHead, options: HeadOptions): string {
  const description = head.description ? shortDescription(head.description) : '';
  const image = head.image ? absoluteUrl(head.image, options.origin) : null;
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}">`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    description && meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(options.canonicalUrl)}">`,
    options.noindex && '<meta name="robots" content="noindex">',
    meta('property', 'og:title', head.title),
    description && meta('property', 'og:description', description),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:url', options.canonicalUrl),
    image && meta('property', 'og:image', image),
    meta('property', 'og:site_name', options.siteName),
    meta('property', 'og:locale', options.locale.replace('-', '_')),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    head.jsonLd && `<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`,
  ];
  return tags.filter(Boolean).join('\n');
}
