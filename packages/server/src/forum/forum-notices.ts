/**
 * A customer's topic or reply held for review is a to-do for every moderator; approving, rejecting or deleting it
 * (by hand or by trusting its author) closes the to-do for all of them.
 */
import { screenPath } from '@soundboard/contract';
import type { Tx } from '../db/client';
import type { AppDeps } from '../http/env';
import { closeTodos, notify } from '../notifications/notify';

type Target = 'topic' | 'post';

export const forumTodoKey = (target: Target, id: number) => `forum-review:${target}:${id}`;

const EXCERPT = 80;

export function askModerators(
  tx: Tx,
  deps: AppDeps,
  held: { target: Target; id: number; subject: string; text: string },
) {
  const text = held.text.replace(/\s+/g, ' ').trim();
  return notify(tx, deps, {
    kind: 'forum.reviewRequested',
    to: { permission: 'content:moderate' },
    values: { subject: held.subject, excerpt: text.length > EXCERPT ? `${text.slice(0, EXCERPT)}…` : text },
    link: `${screenPath('Forum')}?tab=queue`,
    todoKey: forumTodoKey(held.target, held.id),
  });
}

export const moderated = (tx: Tx, deps: AppDeps, target: Target, id: number) =>
  closeTodos(tx, deps, forumTodoKey(target, id));
