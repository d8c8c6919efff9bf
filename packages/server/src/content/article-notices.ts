/**
 * The article workflow's messages: a review request is a to-do for every publisher, closed by whichever of them
 * publishes, schedules or sends the article back; the author hears of the outcome, and the scheduling publisher
 * of a scheduled publication done or given up; both hear when a schedule without a reviewed copy goes back to
 * review.
 */
import { businessMinute, screenPath } from '@soundboard/contract';
import type { Tx } from '../db/client';
import type { AppDeps } from '../http/env';
import { actorName } from '../notifications/actor';
import { closeTodos, notify } from '../notifications/notify';
import type { HookContext } from '../resources/binding';

interface NoticeArticle {
  id: number;
  title: string;
  authorId: number | null;
}

export const reviewTodoKey = (articleId: number) => `article-review:${articleId}`;
const editLink = (articleId: number) => screenPath('ArticleEdit', { id: articleId });

export function askForReview(ctx: HookContext, article: NoticeArticle) {
  return notify(ctx.tx, ctx.c.var.deps, {
    kind: 'article.reviewRequested',
    to: { permission: 'content:publish' },
    values: { title: article.title, actor: actorName(ctx.c) },
    link: editLink(article.id),
    todoKey: reviewTodoKey(article.id),
    senderId: ctx.userId,
  });
}

/** The review is answered (published, scheduled, sent back): every publisher's to-do closes. */
export const reviewAnswered = (ctx: HookContext, articleId: number) =>
  closeTodos(ctx.tx, ctx.c.var.deps, reviewTodoKey(articleId));

export function tellAuthor(
  ctx: HookContext,
  article: NoticeArticle,
  kind: 'article.published' | 'article.sentBack',
  reason = '',
) {
  if (article.authorId === null) return Promise.resolve([]);
  return notify(ctx.tx, ctx.c.var.deps, {
    kind,
    to: [article.authorId],
    values: { title: article.title, actor: actorName(ctx.c), reason },
    link: editLink(article.id),
    senderId: ctx.userId,
  });
}

/** To whoever scheduled it: the job published the article, or gave up (`failure`: attempts and error). */
export function tellScheduler(
  tx: Tx,
  deps: AppDeps,
  article: NoticeArticle,
  userId: number | null,
  outcome: { at: Date } | { attempts: number; error: string },
) {
  if (userId === null) return Promise.resolve([]);
  const done = 'at' in outcome;
  return notify(tx, deps, {
    kind: done ? 'article.scheduledDone' : 'article.scheduledFailed',
    to: [userId],
    values: done
      ? { title: article.title, time: businessMinute(outcome.at) }
      : { title: article.title, attempts: String(outcome.attempts), error: outcome.error },
    link: editLink(article.id),
  });
}

/**
 * To the author and whoever scheduled it: the schedule kept no reviewed copy, so the job sent the article back to
 * review instead of publishing its working copy (article-job.ts).
 */
export function tellScheduleReturned(tx: Tx, deps: AppDeps, article: NoticeArticle, userId: number | null) {
  const to = [...new Set([article.authorId, userId].filter((id): id is number => id !== null))];
  if (to.length === 0) return Promise.resolve([]);
  return notify(tx, deps, {
    kind: 'article.scheduleReturned',
    to,
    values: { title: article.title },
    link: editLink(article.id),
  });
}
