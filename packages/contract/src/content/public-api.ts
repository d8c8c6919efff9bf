/**
 * The public API the company's site and store screens call (not the back office): mounted at /public, outside
 * /behind, each request with `Authorization: Bearer <site token>` (Settings-issued, contract content/forum.ts
 * SITE_TOKENS_PATH); answers use the same envelope ({ code, message, data }) and the Accept-Language header.
 * Forum members are the site's customers as the site names them (externalId, name): the site signs its own
 * users in; this API trusts the token holder to say who wrote a post.
 *   GET  /public/articles?categoryId=&page=       → Page<PublicArticle> (published, pinned first)
 *   GET  /public/articles/:slug                   → PublicArticleView (counts one view)
 *   GET  /public/files/:id                        → a material's bytes, if published content shows it
 *   GET  /public/forum/categories                 → the forum's enabled category nodes
 *   GET  /public/forum/topics?categoryId=&page=   → Page<PublicTopic> (published, not deleted; pinned first)
 *   GET  /public/forum/topics/:id                 → PublicThread (published replies; counts one view)
 *   POST /public/forum/topics                     PublicTopicInput → PublicPostAnswer
 *   POST /public/forum/topics/:id/posts           PublicReplyInput → PublicPostAnswer (refused on a locked topic)
 *   POST /public/forum/reports                    PublicReportInput → { id }
 * Media in bodies are rewritten from material ids to /public/files/:id URLs.
 */
import * as v from 'valibot';
import { MODERATION_TARGETS } from './forum';

export const PUBLIC_PATH = '/public';

export interface PublicArticle {
  id: number;
  slug: string;
  title: string;
  summary: string;
  coverUrl: string | null;
  categoryId: number | null;
  pinned: boolean;
  banner: boolean;
  publishedAt: string;
  viewCount: number;
}

export interface PublicArticleView extends PublicArticle {
  /** Sanitised HTML with public media URLs. */
  body: string;
  authorName: string | null;
  tags: string[];
  products: { id: number; sku: string; name: string }[];
}

export interface PublicTopic {
  id: number;
  categoryId: number;
  title: string;
  authorName: string;
  pinned: boolean;
  locked: boolean;
  featured: boolean;
  replyCount: number;
  lastPostAt: string;
  createdAt: string;
}

export interface PublicThread extends PublicTopic {
  body: string;
  posts: { id: number; number: number; body: string; authorName: string; createdAt: string }[];
}

const member = v.strictObject({
  externalId: v.pipe(
    v.string('validation.type'),
    v.trim(),
    v.minLength(1, 'validation.required'),
    v.maxLength(64, 'validation.tooLong'),
  ),
  name: v.pipe(
    v.string('validation.type'),
    v.trim(),
    v.minLength(1, 'validation.required'),
    v.maxLength(60, 'validation.tooLong'),
  ),
});

const body = v.pipe(
  v.string('validation.type'),
  v.trim(),
  v.minLength(1, 'validation.required'),
  v.maxLength(50_000, 'validation.tooLong'),
);
const id = v.pipe(v.number('validation.type'), v.integer('validation.type'), v.minValue(1, 'validation.type'));

export const publicTopicSchema = v.strictObject({
  member,
  categoryId: id,
  title: v.pipe(
    v.string('validation.type'),
    v.trim(),
    v.minLength(1, 'validation.required'),
    v.maxLength(120, 'validation.tooLong'),
  ),
  body,
});
export type PublicTopicInput = v.InferOutput<typeof publicTopicSchema>;

export const publicReplySchema = v.strictObject({ member, body });
export type PublicReplyInput = v.InferOutput<typeof publicReplySchema>;

export const publicReportSchema = v.strictObject({
  member,
  target: v.picklist(MODERATION_TARGETS, 'validation.invalid'),
  id,
  reason: v.pipe(
    v.string('validation.type'),
    v.trim(),
    v.minLength(1, 'validation.required'),
    v.maxLength(500, 'validation.tooLong'),
  ),
});
export type PublicReportInput = v.InferOutput<typeof publicReportSchema>;

/** Published at once, or held for review (the author is told it awaits a moderator). */
export interface PublicPostAnswer {
  id: number;
  status: 'published' | 'pending';
}
