/**
 * Answer shapes of the storefront's catalog routes (storefront/catalog-routes.ts; contract
 * decoration/storefront-catalog.ts): products, articles, stores and search. See ./hand-outputs.ts for the rules;
 * keyed `METHOD path` exactly as the router lists them.
 */
import {
  API_BASE,
  STOREFRONT_PATH,
  type StorefrontArticle,
  type StorefrontArticlePage,
  type StorefrontArticleSummary,
  type StorefrontMedia,
  type StorefrontProduct,
  type StorefrontProductDetail,
  type StorefrontProductPage,
  type StorefrontRegion,
  type StorefrontSearch,
  type StorefrontStore,
  type StorefrontStoreList,
} from '@soundboard/contract';
import * as v from 'valibot';
import { nullableNumber, nullableString, type Schema, shape } from './output-shapes';

const S = `${API_BASE}${STOREFRONT_PATH}`;

const media = shape<StorefrontMedia>()({
  url: v.string(),
  kind: v.picklist(['image', 'audio', 'video', 'document']),
  mime: v.string(),
  width: nullableNumber,
  height: nullableNumber,
  durationSeconds: nullableNumber,
});

const productEntries = {
  id: v.number(),
  name: v.string(),
  kind: v.string(),
  salePrice: v.number(),
  imageUrl: nullableString,
};
const product = shape<StorefrontProduct>()(productEntries);

const articleEntries = {
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  summary: v.string(),
  cover: v.nullable(media),
  publishedAt: v.string(),
};
const articleSummary = shape<StorefrontArticleSummary>()(articleEntries);

const store = shape<StorefrontStore>()({
  id: v.number(),
  code: v.string(),
  nameZh: v.string(),
  nameEn: v.string(),
  address: v.string(),
  regionText: v.string(),
  phone: v.string(),
  coordinates: v.string(),
  status: v.string(),
  photoUrl: nullableString,
  week: v.array(
    v.object({
      date: v.string(),
      weekday: v.number(),
      periods: v.array(v.object({ opens: v.string(), closes: v.string() })),
      note: v.string(),
    }),
  ),
  openNow: v.boolean(),
});

/** The storefront's catalog. */
export const STOREFRONT_OUTPUTS: Record<string, Schema> = {
  [`GET ${S}/products`]: shape<StorefrontProductPage>()({ items: v.array(product), next: nullableString }),
  [`GET ${S}/products/:id{[0-9]+}`]: shape<StorefrontProductDetail>()({
    ...productEntries,
    sku: v.string(),
    brand: v.string(),
    model: v.string(),
    unit: v.string(),
    warrantyMonths: v.number(),
    images: v.array(media),
    specs: v.array(
      v.object({
        field: v.picklist(['powerW', 'impedanceOhm', 'frequencyResponse', 'channels']),
        value: v.union([v.string(), v.number()]),
      }),
    ),
    description: v.string(),
    inStock: v.boolean(),
    related: v.array(product),
  }),
  [`GET ${S}/articles`]: shape<StorefrontArticlePage>()({ items: v.array(articleSummary), next: nullableString }),
  [`GET ${S}/articles/:id{[0-9]+}`]: shape<StorefrontArticle>()({
    ...articleEntries,
    body: v.string(),
    authorName: nullableString,
    viewCount: v.number(),
    products: v.array(product),
  }),
  [`GET ${S}/stores`]: shape<StorefrontStoreList>()({
    regions: v.array(shape<StorefrontRegion>()({ code: v.string(), name: v.string(), stores: v.number() })),
    stores: v.array(store),
  }),
  [`GET ${S}/stores/:id{[0-9]+}`]: store,
  [`GET ${S}/search`]: shape<StorefrontSearch>()({
    query: v.string(),
    products: v.array(product),
    articles: v.array(articleSummary),
  }),
};
