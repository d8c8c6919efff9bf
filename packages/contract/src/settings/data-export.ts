/**
 * Result and export data (User settings): everything the system holds about the signed-in user, as a ZIP of JSON
 * and CSV files that a background job builds and only its owner may download, for DATA_EXPORT_TTL_HOURS. The
 * paths and shapes the server (authoritative) and the admin share; the rules are in docs/modules/settings.md.
 */
import * as v from 'valibot';

/** GET: the caller's export (DataExport) or null; POST (dataExportStartSchema): start one. */
export const DATA_EXPORT_PATH = '/user/data-export';

/** GET: the ready ZIP, to its owner only. */
export function dataExportFilePath(id: number): string {
  return `${DATA_EXPORT_PATH}/${id}/file`;
}

/** How long a finished export can be downloaded; then its file is removed. */
export const DATA_EXPORT_TTL_HOURS = 24;

/** What the ZIP holds, one JSON file each (and a CSV for each but the profile), in this order. */
export const DATA_EXPORT_SUBJECTS = [
  'profile',
  'roles',
  'sessions',
  'signIns',
  'messages',
  'audit',
  'certifications',
] as const;
export type DataExportSubject = (typeof DATA_EXPORT_SUBJECTS)[number];

/** The job's steps: one per subject, then writing the ZIP. */
export const DATA_EXPORT_STEPS = DATA_EXPORT_SUBJECTS.length + 1;

/** running: steps under way (none done yet: waiting for the job runner); expired: past its time, file removed. */
export const DATA_EXPORT_STATES = ['running', 'ready', 'failed', 'expired'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

export interface DataExport {
  id: number;
  state: DataExportState;
  /** Steps done out of `total` (DATA_EXPORT_STEPS). */
  done: number;
  total: number;
  requestedAt: string;
  readyAt: string | null;
  /** When the file stops being available (ready and expired exports). */
  expiresAt: string | null;
  /** The ZIP's size in bytes (ready exports). */
  size: number | null;
  fileName: string | null;
}

/** A borrowed session alone cannot take the data away: starting one needs a recent re-authentication (re-auth.ts). */
export const dataExportStartSchema = v.strictObject({
  /** The IANA zone the CSV files write times in (the browser's); absent: the company's. */
  timeZone: v.optional(v.pipe(v.string(), v.maxLength(64, 'validation.tooLong'))),
});
export type DataExportStartInput = v.InferInput<typeof dataExportStartSchema>;
