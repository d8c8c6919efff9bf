/**
 * The data export's job kinds, apart from their handlers (job.ts): jobs/handlers.ts reads them while the queue
 * module, which job.ts needs, may still be loading.
 */
export const DATA_EXPORT_STEP_JOB = 'data-export.step';
export const DATA_EXPORT_EXPIRE_JOB = 'data-export.expire';
