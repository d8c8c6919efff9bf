/**
 * The storefront's places, from the browser's address. The paths are the kit's (ui storefront/links.tsx
 * placePath, the one route table); this parses what it produces, route.test.ts holds both ways:
 *   /storefront/                  home                 /storefront/page/ID        a template page by id
 *   /storefront/category[/KIND]   the category page    /storefront/product/ID     a product
 *   /storefront/articles          the article list     /storefront/article/ID     an article
 *   /storefront/stores            the store list       /storefront/store/ID       a store
 *   /storefront/search?q=WORDS    search               /storefront/mine           "mine"
 * anything else is not found. `?preview=<token>` shows a signed draft instead of the live home and stays on every
 * link (previewQuery). Old hash links (`#/product/12`) are moved to their path (hashRedirect). The language is
 * the browser's: any Chinese one is zh-CN, anything else en-US.
 */
import type { HomeDocument } from '@soundboard/contract';
import { linkPlace, placePath, STOREFRONT_BASE, type StorefrontPlace } from '@soundboard/ui/storefront/links.tsx';

export type { StorefrontPlace as Place };

const ONE: Readonly<Record<string, 'page' | 'product' | 'article' | 'store'>> = {
  page: 'page',
  product: 'product',
  article: 'article',
  store: 'store',
};
const NAMED: Readonly<Record<string, 'articles' | 'stores' | 'mine'>> = {
  articles: 'articles',
  stores: 'stores',
  mine: 'mine',
};
const NOT_FOUND: StorefrontPlace = { kind: 'notFound' };

/** The place at a path and query (location.pathname, location.search). */
export function placeOf(pathname: string, search = ''): StorefrontPlace {
  if (pathname !== STOREFRONT_BASE && !pathname.startsWith(`${STOREFRONT_BASE}/`)) return NOT_FOUND;
  const rest = pathname.slice(STOREFRONT_BASE.length).replace(/^\/+/, '');
  if (rest === '' || rest === 'index.html') return { kind: 'home' };
  let parts: string[];
  try {
    parts = rest.replace(/\/$/, '').split('/').map(decodeURIComponent);
  } catch {
    return NOT_FOUND;
  }
  const [first = '', second, ...more] = parts;
  if (more.length || (second !== undefined && !second)) return NOT_FOUND;
  const one = ONE[first];
  if (Object.hasOwn(ONE, first) && one) return second ? { kind: one, id: second } : NOT_FOUND;
  if (first === 'category') return { kind: 'category', productKind: second ?? null };
  if (second !== undefined) return NOT_FOUND;
  if (first === 'search') return { kind: 'search', query: new URLSearchParams(search).get('q')?.trim() ?? '' };
  const named = NAMED[first];
  return Object.hasOwn(NAMED, first) && named ? { kind: named } : NOT_FOUND;
}

/** The path an old hash link (`#/page/KEY`, `#/product/ID`, `#/article/ID`) now has; null for any other hash. */
export function hashRedirect(hash: string): string | null {
  const [, kind, target] = /^#\/(page|product|article)\/(.+)$/.exec(hash) ?? [];
  if (!kind || !target) return null;
  let value: string;
  try {
    value = target.split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
  const place = linkPlace({ kind: kind as 'page' | 'product' | 'article', target: value });
  return place ? placePath(place) : null;
}

/** The document's page for a place: the first page is home; a template page by its id; null otherwise. */
export function pageFor(document: HomeDocument, place: StorefrontPlace) {
  if (place.kind === 'home') return document.pages[0] ?? null;
  if (place.kind === 'page') return document.pages.find((page) => page.id === place.id) ?? null;
  return null;
}

export function previewToken(search: string): string | null {
  return new URLSearchParams(search).get('preview') || null;
}

/** What every storefront link carries inside a preview ('' on the live storefront). */
export function previewQuery(token: string | null): string {
  return token ? `preview=${encodeURIComponent(token)}` : '';
}

export function browserLocale(languages: readonly string[]): 'zh-CN' | 'en-US' {
  const first = languages.find((language) => /^(zh|en)\b/i.test(language));
  return first && /^en\b/i.test(first) ? 'en-US' : first ? 'zh-CN' : 'en-US';
}
