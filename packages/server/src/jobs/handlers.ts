/**
 * The job kinds this server runs: kind -> handler. Domains add theirs here (the article domain: 'article.publish').
 * A kind with no handler fails like a throwing handler (retried, then given up): a newer process may know it.
 */
import { publishScheduledArticle } from '../content/article-job';
import { PUBLISH_JOB } from '../content/article-publish';
import { UNFREEZE_JOB, unfreezeCommission } from '../finance/unfreeze';
import type { JobHandler } from './queue';

export const JOB_HANDLERS: Record<string, JobHandler> = {
  [PUBLISH_JOB]: publishScheduledArticle,
  [UNFREEZE_JOB]: unfreezeCommission,
};
