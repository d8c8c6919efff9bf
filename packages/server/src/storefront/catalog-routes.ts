/**
 * The storefront's catalog routes (contract decoration/storefront-catalog.ts), public, no sign-in, mounted under
 * /behind by ./router.ts:
 *   GET /storefront/products?kind=&sort=&min=&max=&cursor=   → StorefrontProductPage (./products.ts)
 *   GET /storefront/products/:id                              → StorefrontProductDetail (404 unless on sale)
 *   GET /storefront/articles?cursor=                          → StorefrontArticlePage (./articles.ts)
 *   GET /storefront/articles/:id                              → StorefrontArticle (one view per visitor a day)
 *   GET /storefront/stores?region=                            → StorefrontStoreList (./stores.ts)
 *   GET /storefront/stores/:id                                → StorefrontStore (404 unless open for business)
 *   GET /storefront/search?q=                                 → StorefrontSearch (./search.ts)
 * and what the files route may serve for them (catalogShows). A bad query is a translated 422 naming the field.
 */
import {
  STOREFRONT_PATH,
  storefrontArticleQuery,
  storefrontProductQuery,
  storefrontSearchQuery,
  storefrontStoreQuery,
} from '@soundboard/contract';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { isPublic } from '../auth/guard';
import type { Db } from '../db/client';
import type { AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { idParam, queryOf } from '../http/validate';
import { publishedArticleShows } from '../public/articles';
import { articlePage, storefrontArticle } from './articles';
import { productDetail, productPage } from './products';
import { storefrontSearch } from './search';
import { storeList, storeOf } from './stores';

/**
 * Whether the catalog shows the material: a picture of an on-sale product, the cover or body media of a published
 * article's live revision, or a photo of a store open for business. (The files route still serves only public ones.)
 */
export async function catalogShows(db: Db, id: number): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT EXISTS (SELECT 1 FROM products p WHERE p.status = 'on_sale' AND ${id} = ANY(p.images))
      OR ${publishedArticleShows(id)}
      OR EXISTS (SELECT 1 FROM stores s WHERE s.status = 'open' AND ${id} = ANY(s.photos)) AS shown`);
  return (result as unknown as { rows: { shown: boolean }[] }).rows[0]?.shown === true;
}

/**
 * GET /storefront/articles/:id takes no query: it counts a view, so a request it does not understand is refused
 * (422) before anything is counted (also named in openapi/hand-routes.ts).
 */
export const storefrontArticleReadQuery = v.strictObject({}, 'validation.unknownField');

export const storefrontCatalogRoutes = new Hono<AppEnv>();
const S = STOREFRONT_PATH;

storefrontCatalogRoutes.get(`${S}/products`, isPublic(), async (c) => {
  return ok(c, await productPage(c, queryOf(c, storefrontProductQuery)));
});

storefrontCatalogRoutes.get(`${S}/products/:id{[0-9]+}`, isPublic(), async (c) => {
  return ok(c, await productDetail(c.var.deps.db, idParam(c)));
});

storefrontCatalogRoutes.get(`${S}/articles`, isPublic(), async (c) => {
  return ok(c, await articlePage(c, queryOf(c, storefrontArticleQuery).cursor));
});

storefrontCatalogRoutes.get(`${S}/articles/:id{[0-9]+}`, isPublic(), async (c) => {
  const id = idParam(c);
  queryOf(c, storefrontArticleReadQuery);
  return ok(c, await storefrontArticle(c, id));
});

storefrontCatalogRoutes.get(`${S}/stores`, isPublic(), async (c) => {
  const { region } = queryOf(c, storefrontStoreQuery);
  return ok(c, await storeList(c.var.deps.db, region, c.var.deps.now()));
});

storefrontCatalogRoutes.get(`${S}/stores/:id{[0-9]+}`, isPublic(), async (c) => {
  return ok(c, await storeOf(c.var.deps.db, idParam(c), c.var.deps.now()));
});

storefrontCatalogRoutes.get(`${S}/search`, isPublic(), async (c) => {
  const { q } = queryOf(c, storefrontSearchQuery);
  return ok(c, await storefrontSearch(c.var.deps.db, q));
});
