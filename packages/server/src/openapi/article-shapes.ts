/**
 * Answer shapes of the article routes written by hand (slugs, the preview and live views, revisions, bulk moves);
 * see ./hand-outputs.ts for the rules.
 */
import {
  API_BASE,
  type ArticleRevision,
  type ArticleRevisionSummary,
  type ArticleView,
  article,
  type SlugAnswer,
} from '@soundboard/contract';
import * as v from 'valibot';
import { nullableNumber, nullableString, type Schema, shape } from './output-shapes';
import { resourceOutputs } from './resource-output';

const P = `${API_BASE}${article.path}`;

const view = shape<ArticleView>()({
  title: v.string(),
  summary: v.string(),
  body: v.string(),
  coverId: nullableNumber,
  categoryId: nullableNumber,
  categoryName: nullableString,
  authorName: nullableString,
  tags: v.array(v.string()),
  products: v.array(v.object({ id: v.number(), sku: v.string(), name: v.string() })),
  publishedAt: nullableString,
  revision: nullableNumber,
  wordCount: v.number(),
});

const summaryEntries = {
  number: v.number(),
  title: v.string(),
  publishedAt: v.string(),
  publishedById: nullableNumber,
  publishedByName: nullableString,
  wordCount: v.number(),
};

export const ARTICLE_OUTPUTS: Record<string, Schema> = {
  [`GET ${P}/slug`]: shape<SlugAnswer>()({ slug: v.string() }),
  [`GET ${P}/:id{[0-9]+}/preview`]: view,
  /** Null while the article has never been published. */
  [`GET ${P}/:id{[0-9]+}/live`]: v.nullable(view),
  [`GET ${P}/:id{[0-9]+}/revisions`]: v.array(shape<ArticleRevisionSummary>()(summaryEntries)),
  [`GET ${P}/:id{[0-9]+}/revisions/:number{[0-9]+}`]: shape<ArticleRevision>()({
    ...summaryEntries,
    summary: v.string(),
    body: v.string(),
    coverId: nullableNumber,
    categoryId: nullableNumber,
    tags: v.array(v.string()),
    productIds: v.array(v.number()),
  }),
  [`POST ${P}/:id{[0-9]+}/revisions/:number{[0-9]+}/restore`]: v.object({ id: v.number() }),
  [`POST ${P}/bulk-move`]: resourceOutputs(article).bulk,
};
