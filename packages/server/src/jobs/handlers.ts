/**
 * The job kinds this server runs: kind -> handler. Domains add theirs here (the article domain: 'article.publish').
 * A kind with no handler fails like a throwing handler (retried, then given up): a newer process may know it.
 */
import { publishScheduledArticle, scheduledPublishGivenUp } from '../content/article-job';
import { PUBLISH_JOB } from '../content/article-publish';
import { expireExport, runExportStep } from '../data-export/job';
import { DATA_EXPORT_EXPIRE_JOB, DATA_EXPORT_STEP_JOB } from '../data-export/job-kinds';
import { UNFREEZE_JOB, unfreezeCommission } from '../finance/unfreeze';
import type { GiveUpHandler, JobHandler } from './queue';

export const JOB_HANDLERS: Record<string, JobHandler> = {
  [PUBLISH_JOB]: publishScheduledArticle,
  [UNFREEZE_JOB]: unfreezeCommission,
  [DATA_EXPORT_STEP_JOB]: runExportStep,
  [DATA_EXPORT_EXPIRE_JOB]: expireExport,
};

/** What a kind does when its job is given up (after the last attempt), in the claim's transaction. */
export const JOB_GIVE_UP: Record<string, GiveUpHandler> = {
  [PUBLISH_JOB]: scheduledPublishGivenUp,
};
