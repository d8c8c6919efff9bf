/**
 * The reviewer's side of enterprise certification (server routes/certification-review.ts), under /behind:
 *   GET  CERTIFICATION_QUEUE_PATH?status&q&from&to&page&pageSize → CertificationQueuePage  certification:review
 *   GET  CERTIFICATION_QUEUE_PATH/:id                             → CertificationReviewDetail
 *   POST /account/certification/:id/approve                       (no body)
 *   POST /account/certification/:id/reject                        certificationRejectSchema
 * A decision writes the applicant a message-box note in both languages, in the same transaction.
 */
import * as v from 'valibot';
import { queryDay } from '../media/materials';
import { CERTIFICATION_STATUSES, type CertificationInput } from './account';

export const CERTIFICATION_QUEUE_PATH = '/certifications';
export const CERTIFICATION_PAGE_SIZES = [10, 20, 50] as const;
export const CERTIFICATION_REASON_MAX = 200;

export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];

/** The queue's filters (strings in the URL): `q` searches the enterprise name and the applicant's name. */
export const certificationQueueQuery = v.strictObject({
  status: v.optional(v.picklist(CERTIFICATION_STATUSES, 'validation.invalid')),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'validation.tooLong'))),
  /** Submitted on or after / on or before this company calendar day. */
  from: v.optional(queryDay),
  to: v.optional(queryDay),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'validation.invalid'), v.transform(Number))),
  pageSize: v.optional(
    v.pipe(
      v.picklist(CERTIFICATION_PAGE_SIZES.map(String), 'validation.invalid'),
      v.transform((text) => Number(text)),
    ),
  ),
});
export type CertificationQueueQuery = v.InferOutput<typeof certificationQueueQuery>;

/** POST …/reject: the applicant reads the reason. */
export const certificationRejectSchema = v.strictObject({
  reason: v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.nonEmpty('certification.reasonRequired'),
    v.maxLength(CERTIFICATION_REASON_MAX, 'validation.tooLong'),
  ),
});
export type CertificationRejectInput = v.InferOutput<typeof certificationRejectSchema>;

/** One row of the queue. */
export interface CertificationQueueItem {
  id: number;
  userId: number;
  applicant: string;
  accountType: CertificationInput['accountType'];
  enterpriseName: string;
  status: CertificationStatus;
  submittedAt: string;
  /** When it was last decided or withdrawn (the submission time while auditing). */
  updatedAt: string;
  rejectReason: string | null;
  version: number;
}

export interface CertificationQueuePage {
  list: CertificationQueueItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** A status change of the request, from the audit log. */
export interface CertificationHistoryEntry {
  id: number;
  /** create, withdrawn, pass or rejected. */
  action: string;
  at: string;
  actorName: string | null;
  reason: string | null;
}

/** The request has no attached documents: its fields are the whole filing. */
export interface CertificationReviewDetail extends CertificationQueueItem, CertificationInput {
  history: CertificationHistoryEntry[];
}
