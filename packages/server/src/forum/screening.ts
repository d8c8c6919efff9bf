/**
 * What happens to a customer's post before it is stored (staff posts skip all of it): the sensitive-word filter
 * (block: refused, nothing stored; review: held with 'sensitive'; mask: starred out and goes on), then the queue
 * for members not trusted yet (content.forumQueueUntrusted). A word held beats an untrusted author as the reason.
 */
import type { ForumHoldReason } from '@soundboard/contract';
import type { Context } from 'hono';
import type { SanitizedRichText } from '../content/sanitize';
import { fieldError } from '../domains/issues';
import type { AppEnv } from '../http/env';
import { hasSensitiveWord, maskHtml, maskText } from './sensitive';
import type { ForumSettings } from './settings';

export interface Screened {
  title: string;
  html: string;
  text: string;
  status: 'published' | 'pending';
  heldReason: ForumHoldReason | null;
}

export function screenPost(
  c: Context<AppEnv>,
  settings: ForumSettings,
  trusted: boolean,
  post: { title: string; body: SanitizedRichText },
): Screened {
  const words = settings.sensitiveWords;
  let { title } = post;
  let { html, text } = post.body;
  let heldReason: ForumHoldReason | null = null;
  if (hasSensitiveWord(words, title, text)) {
    if (settings.sensitiveWordAction === 'block') {
      const where = hasSensitiveWord(words, title) ? 'title' : 'body';
      throw fieldError(c, where, 'forum.sensitiveBlocked');
    }
    if (settings.sensitiveWordAction === 'review') heldReason = 'sensitive';
    else {
      title = maskText(words, title);
      html = maskHtml(words, html);
      text = maskText(words, text);
    }
  }
  if (heldReason === null && !trusted && settings.queueUntrusted) heldReason = 'untrusted';
  return { title, html, text, status: heldReason ? 'pending' : 'published', heldReason };
}
