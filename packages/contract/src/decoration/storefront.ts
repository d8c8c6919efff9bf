/**
 * The storefront's public API (no sign-in), under /behind:
 *   GET  /storefront/home                  → StorefrontHome (ETag; 304 for If-None-Match)
 *   GET  /storefront/preview/:token        → StorefrontHome of a template's draft (signed link, expires)
 *   GET  /storefront/ads?position=CODE&store=ID → StorefrontAd[] (running now; counts one view each)
 *   POST /storefront/ads/:id/click         → null (counts one click)
 *   GET  /storefront/files/:id             → a material's bytes, when the live storefront shows it
 * The page at /storefront/ renders the answer with the same block components the editor previews with.
 */
import * as v from 'valibot';
import type { BlockComponent, HomeDocument } from './document';
import type { FitmentDocument } from './fitment';
import type { Link } from './links';

export const STOREFRONT_PATH = '/storefront';

/** POST /home-templates/resolve: the editor's document (validated by validateDocument, issues under `document.`). */
export const resolveRequestSchema = v.strictObject({ document: v.unknown() }, 'validation.unknownField');

/** GET /storefront/files/:id's query: a preview's token, or the signature the resolve route gave a URL. */
export const storefrontFileQuery = v.object({
  preview: v.optional(v.pipe(v.string('validation.type'), v.maxLength(200, 'validation.tooLong'))),
  sig: v.optional(v.pipe(v.string('validation.type'), v.maxLength(100, 'validation.tooLong'))),
});

export interface StorefrontMedia {
  url: string;
  kind: 'image' | 'audio' | 'video' | 'document';
  mime: string;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
}

export interface StorefrontProduct {
  id: number;
  name: string;
  kind: string;
  /** Fen. */
  salePrice: number;
  imageUrl: string | null;
}

export interface StorefrontStore {
  id: number;
  code: string;
  nameZh: string;
  nameEn: string;
  address: string;
  /** Region names joined (province city district), in Chinese. */
  regionText: string;
  phone: string;
  coordinates: string;
  status: string;
  photoUrl: string | null;
  /** The next 7 days from today (local), each with its periods ([] closed) and the exception's note. */
  week: { date: string; weekday: number; periods: { opens: string; closes: string }[]; note: string }[];
  openNow: boolean;
}

/**
 * A document with what its blocks refer to, looked up: materials as URLs, the products of each product grid
 * (on sale only; a query grid's ids in `grids` by block id), stores. Missing entries (a deleted material, a
 * product taken off sale) are simply absent: the blocks skip them.
 */
export interface ResolvedDocument {
  document: HomeDocument;
  media: Record<number, StorefrontMedia>;
  products: Record<number, StorefrontProduct>;
  stores: Record<number, StorefrontStore>;
  /** Product ids each product-grid block shows, in order. */
  grids: Record<string, number[]>;
  /** The store shown by store blocks whose storeId is null. */
  defaultStoreId: number | null;
}

export interface StorefrontHome extends ResolvedDocument {
  template: { id: number; name: string; version: number; publishedAt: string } | null;
  fitment: FitmentDocument;
  /** True for a signed preview of a draft. */
  preview: boolean;
  /** When a preview's link stops working (ISO); null for the live storefront. */
  previewExpiresAt: string | null;
}

export interface StorefrontAd {
  id: number;
  title: string;
  imageUrl: string;
  link: Link;
  width: number;
  height: number;
}

export type { BlockComponent };
