/**
 * A scheduled article is frozen for writers: the schedule is a publisher's approval of the copy they reviewed
 * (the job publishes that copy, article-job.ts), so someone without content:publish may not change the working
 * copy until a publisher unschedules it. A publisher may still edit it: the changes wait as unpublished changes.
 */
import type { Context } from 'hono';
import { refused } from '../domains/issues';
import type { AppEnv } from '../http/env';

/** The refusal's message key (contract content/article-messages.ts). */
export const SCHEDULED_LOCKED = 'article.scheduledLocked';

/** Who may unschedule (contract defs/article.ts) may also edit a scheduled article. */
const PUBLISH = 'content:publish';

/** Whether the caller may not change this article's working copy because it is scheduled. */
export function lockedBySchedule(c: Context<AppEnv>, row: { status: string }): boolean {
  return row.status === 'scheduled' && !c.var.user.permissions.has(PUBLISH);
}

/** Refuses (409) a writer's change of a scheduled article's working copy. */
export function assertNotLockedBySchedule(c: Context<AppEnv>, row: { status: string }): void {
  if (lockedBySchedule(c, row)) throw refused(SCHEDULED_LOCKED);
}
