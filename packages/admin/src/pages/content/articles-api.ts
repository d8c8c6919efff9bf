/**
 * The article endpoints beyond the resource framework's (contract content/articles.ts): the slug for a title, the
 * preview of the working copy and the live version (one ArticleView shape), the revisions, restoring one into
 * the draft (optimistic lock: the article's version), and moving several to a category.
 */
import {
  ARTICLES_PATH,
  type ArticleRevision,
  type ArticleRevisionSummary,
  type ArticleView,
  type BulkAnswer,
  type SlugAnswer,
} from '@soundboard/contract';
import { request } from '../../api/http';
import type { ResourceRecord } from '../../resource/api';

const at = (id: number) => `${ARTICLES_PATH}/${id}`;

export const articlesApi = {
  /** A free slug for the title; `id` leaves the article's own slug counted as free. */
  slug: (title: string, id?: number) =>
    request<SlugAnswer>({
      url: `${ARTICLES_PATH}/slug`,
      params: id === undefined ? { title } : { title, id: String(id) },
    }),
  preview: (id: number) => request<ArticleView>({ url: `${at(id)}/preview` }),
  /** Null when the article has never been published (or nothing of it is live now). */
  live: (id: number) => request<ArticleView | null>({ url: `${at(id)}/live` }),
  /** Newest first. */
  revisions: (id: number) => request<ArticleRevisionSummary[]>({ url: `${at(id)}/revisions` }),
  revision: (id: number, number: number) => request<ArticleRevision>({ url: `${at(id)}/revisions/${number}` }),
  /** The revision's content becomes the working copy; answers the article's detail (its new version). */
  restore: (id: number, number: number, version: number) =>
    request<ResourceRecord>({ method: 'POST', url: `${at(id)}/revisions/${number}/restore`, data: { version } }),
  bulkMove: (ids: number[], categoryId: number) =>
    request<BulkAnswer>({ method: 'POST', url: `${ARTICLES_PATH}/bulk-move`, data: { ids, categoryId } }),
};
