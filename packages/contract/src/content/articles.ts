/**
 * The article endpoints beyond the resource framework's (contract resources/defs/article.ts), under /behind:
 *   GET  /articles/slug?title=…[&id=…]                 → SlugAnswer (content:write): a free slug for the title
 *   GET  /articles/:id/preview                          → ArticleView of the working copy (content:read)
 *   GET  /articles/:id/live                             → ArticleView | null: what readers see now (content:read)
 *   GET  /articles/:id/revisions                        → ArticleRevisionSummary[], newest first (content:read)
 *   GET  /articles/:id/revisions/:number                → ArticleRevision (content:read)
 *   POST /articles/:id/revisions/:number/restore        { version } → the article's detail (content:write):
 *        the revision's content becomes the working copy (the live version does not change)
 *   POST /articles/bulk-move                            { ids, categoryId } → BulkAnswer (resources/bulk.ts; content:write)
 * Bulk publish and archive are the framework's bulk transitions (POST /articles/bulk/:action).
 * The preview and the live view have one shape, rendered by one component, so a preview is exactly what
 * publishing will show.
 */
import * as v from 'valibot';

export const ARTICLES_PATH = '/articles';

export interface SlugAnswer {
  slug: string;
}

/** An article as readers see it (the preview of the working copy, or a published revision). */
export interface ArticleView {
  title: string;
  summary: string;
  /** Sanitised HTML; media by material id (contract content/rich-text.ts). */
  body: string;
  /** Material id of the cover picture. */
  coverId: number | null;
  categoryId: number | null;
  categoryName: string | null;
  authorName: string | null;
  tags: string[];
  products: { id: number; sku: string; name: string }[];
  /** Null in a preview of something never published. */
  publishedAt: string | null;
  revision: number | null;
  wordCount: number;
}

export interface ArticleRevisionSummary {
  number: number;
  title: string;
  publishedAt: string;
  publishedById: number | null;
  publishedByName: string | null;
  wordCount: number;
}

/** A revision's content: what was published then. */
export interface ArticleRevision extends ArticleRevisionSummary {
  summary: string;
  body: string;
  coverId: number | null;
  categoryId: number | null;
  tags: string[];
  productIds: number[];
}

export const revisionRestoreSchema = v.strictObject({
  version: v.pipe(v.number('validation.type'), v.integer('validation.type'), v.minValue(1, 'validation.type')),
});

export const bulkMoveSchema = v.strictObject({
  ids: v.pipe(
    v.array(v.pipe(v.number('validation.type'), v.integer('validation.type'), v.minValue(1, 'validation.type'))),
    v.minLength(1, 'validation.required'),
    v.maxLength(200, 'validation.tooMany'),
  ),
  categoryId: v.pipe(v.number('validation.type'), v.integer('validation.type'), v.minValue(1, 'validation.type')),
});
