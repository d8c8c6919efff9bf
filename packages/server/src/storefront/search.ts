/**
 * The storefront's search (contract decoration/storefront-catalog.ts): the text, case-insensitive, contained in an
 * on-sale product's name, brand or model, or in a published article's live title or body (its plain text); up to
 * SEARCH_LIMIT of each, products by name, articles newest first. LIKE wildcards in the text match themselves.
 */
import type { StorefrontSearch } from '@soundboard/contract';
import { and, asc, ilike, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { containsPattern } from '../db/like';
import { articleRevisions, products } from '../db/schema';
import { articleSummaries, publishedArticles } from './articles';
import { onSale } from './products';
import { productCardColumns, toStorefrontProduct } from './resolve';

const SEARCH_LIMIT = 20;

export async function storefrontSearch(db: Db, query: string): Promise<StorefrontSearch> {
  const pattern = containsPattern(query);
  const found = await db
    .select(productCardColumns)
    .from(products)
    .where(
      and(onSale, or(ilike(products.name, pattern), ilike(products.brand, pattern), ilike(products.model, pattern))),
    )
    .orderBy(asc(products.name), asc(products.id))
    .limit(SEARCH_LIMIT);
  const articles = await publishedArticles(
    db,
    or(ilike(articleRevisions.title, pattern), ilike(articleRevisions.bodyText, pattern)),
  ).limit(SEARCH_LIMIT);
  return {
    query,
    products: found.map((row) => toStorefrontProduct(row)),
    articles: await articleSummaries(db, articles),
  };
}
