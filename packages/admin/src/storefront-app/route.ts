/**
 * The storefront's places, from the browser's address: `?preview=<token>` shows a signed draft instead of the live
 * page; the hash is the kit's link targets (ui storefront/links.tsx linkHref): `#/page/KEY`, `#/product/ID`,
 * `#/article/ID`. The language is the browser's: any Chinese one is zh-CN, anything else en-US.
 */
import type { HomeDocument } from '@soundboard/contract';

export type Place = { kind: 'page'; key: string } | { kind: 'product' | 'article'; id: string };

export function placeOf(hash: string): Place {
  const [, kind = '', target = ''] = /^#\/(page|product|article)\/(.+)$/.exec(hash) ?? [];
  const value = decodeURIComponent(target);
  if (kind === 'product' || kind === 'article') return { kind, id: value };
  return { kind: 'page', key: kind === 'page' ? value : 'home' };
}

/** The document's page for a place: the first page is home; another page by its id; null for what is not built. */
export function pageFor(document: HomeDocument, place: Place) {
  if (place.kind !== 'page') return null;
  if (place.key === 'home') return document.pages[0] ?? null;
  return document.pages.find((page) => page.id === place.key) ?? null;
}

export function previewToken(search: string): string | null {
  return new URLSearchParams(search).get('preview') || null;
}

export function browserLocale(languages: readonly string[]): 'zh-CN' | 'en-US' {
  const first = languages.find((language) => /^(zh|en)\b/i.test(language));
  return first && /^en\b/i.test(first) ? 'en-US' : first ? 'zh-CN' : 'en-US';
}
