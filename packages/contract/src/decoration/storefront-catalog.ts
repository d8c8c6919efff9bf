/**
 * The storefront's pages beyond the home template (the link targets of decoration/links.ts): what a shopper reads,
 * public, no sign-in, under /behind like the home:
 *   GET /storefront/products?kind=&sort=&min=&max=&cursor=   → StorefrontProductPage (on sale only)
 *   GET /storefront/products/:id                              → StorefrontProductDetail (404 unless on sale)
 *   GET /storefront/articles?cursor=                          → StorefrontArticlePage (published revisions)
 *   GET /storefront/articles/:id                              → StorefrontArticle (counts one view per visitor a day)
 *   GET /storefront/stores?region=                            → StorefrontStoreList (open stores, by region)
 *   GET /storefront/stores/:id                                → StorefrontStore (404 unless open for business)
 *   GET /storefront/search?q=                                 → StorefrontSearch (products and articles)
 * A category is a product kind (PRODUCT_KINDS): the category page without a kind lists every kind, with one it
 * lists that kind. Stock is told only as in or out of stock, never the quantity.
 */
import * as v from 'valibot';
import { PRODUCT_KINDS } from '../resources/defs/product';
import type { StorefrontMedia, StorefrontProduct, StorefrontStore } from './storefront';

/** Products per page of the category list (the page asks for the next with `cursor`: infinite scroll). */
export const STOREFRONT_PAGE_SIZE = 20;

export const STOREFRONT_PRODUCT_SORTS = ['newest', 'priceAsc', 'priceDesc', 'name'] as const;
export type StorefrontProductSort = (typeof STOREFRONT_PRODUCT_SORTS)[number];

const money = v.pipe(v.string('validation.type'), v.regex(/^\d{1,10}$/, 'validation.integer'), v.transform(Number));
const cursor = v.optional(v.pipe(v.string('validation.type'), v.maxLength(200, 'validation.tooLong')));

/** GET /storefront/products' query: prices in fen, both ends included. */
export const storefrontProductQuery = v.object({
  kind: v.optional(v.picklist(PRODUCT_KINDS, 'validation.invalid')),
  sort: v.optional(v.picklist(STOREFRONT_PRODUCT_SORTS, 'validation.invalid'), 'newest'),
  min: v.optional(money),
  max: v.optional(money),
  cursor,
});

export const storefrontArticleQuery = v.object({ cursor });

export const storefrontStoreQuery = v.object({
  /** A region code (province, city or district): stores in it or under it. */
  region: v.optional(v.pipe(v.string('validation.type'), v.regex(/^\d{2,12}$/, 'validation.invalid'))),
});

export const storefrontSearchQuery = v.object({
  q: v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.minLength(1, 'validation.required'),
    v.maxLength(60, 'validation.tooLong'),
  ),
});

export interface StorefrontProductPage {
  items: StorefrontProduct[];
  /** The cursor of the next page; null on the last. */
  next: string | null;
}

export interface StorefrontProductDetail extends StorefrontProduct {
  sku: string;
  brand: string;
  model: string;
  unit: string;
  warrantyMonths: number;
  /** The product's pictures from the media library, in order (sizes known: no layout shift). */
  images: StorefrontMedia[];
  /** The specification fields that are filled in, as label keys of the product resource's fields and values. */
  specs: { field: 'powerW' | 'impedanceOhm' | 'frequencyResponse' | 'channels'; value: string | number }[];
  /** Plain text (the product's description is a long text, not HTML). */
  description: string;
  inStock: boolean;
  /** Up to 4 other on-sale products of the same kind. */
  related: StorefrontProduct[];
}

export interface StorefrontArticleSummary {
  id: number;
  slug: string;
  title: string;
  summary: string;
  cover: StorefrontMedia | null;
  publishedAt: string;
}

export interface StorefrontArticlePage {
  items: StorefrontArticleSummary[];
  next: string | null;
}

export interface StorefrontArticle extends StorefrontArticleSummary {
  /** The live revision's sanitised HTML, media rewritten to storefront file URLs. */
  body: string;
  authorName: string | null;
  viewCount: number;
  /** The on-sale products the article links to. */
  products: StorefrontProduct[];
}

export interface StorefrontRegion {
  code: string;
  name: string;
  /** How many listed stores lie in it. */
  stores: number;
}

export interface StorefrontStoreList {
  /** The provinces (or cities, under a province) that have stores, to narrow the list by. */
  regions: StorefrontRegion[];
  stores: StorefrontStore[];
}

export interface StorefrontSearch {
  query: string;
  products: StorefrontProduct[];
  articles: StorefrontArticleSummary[];
}
