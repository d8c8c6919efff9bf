/**
 * Answer shapes of the /behind/account routes written by hand (the caller's profile, password, avatar, messages,
 * overview, certification and account requests), the reviewer's certification queue, and the health check; see
 * ./hand-outputs.ts for the rules.
 */
import {
  ACCOUNT_REQUEST_KINDS,
  ACCOUNT_REQUEST_STATUSES,
  ACCOUNT_REQUESTS_PATH,
  type AccountRequest,
  type AccountRequestResult,
  API_BASE,
  CERTIFICATION_QUEUE_PATH,
  CERTIFICATION_STATUSES,
  type CertificationHistoryEntry,
  type CertificationQueueItem,
  type CertificationQueuePage,
  type CertificationReviewDetail,
  certificationSchema,
  NOTIFICATION_CHOICE_PATH,
  type NotificationChoiceAnswer,
  notificationChoiceSchema,
} from '@soundboard/contract';
import * as v from 'valibot';
import { nullableString, type Schema, shape } from './output-shapes';

const B = API_BASE;
const { accountType, legalPersonCertType, enterpriseCertType } = certificationSchema.entries;
const certificationStatus = v.picklist(CERTIFICATION_STATUSES);

/** routes/profile.ts profileOf: the caller's own record (no contract type: the admin reads it as the form's values). */
const profile = v.object({
  id: v.number(),
  userName: v.string(),
  email: v.string(),
  nickname: v.string(),
  countryRegion: v.string(),
  area: v.array(v.string()),
  address: v.string(),
  profile: v.string(),
  avatar: v.string(),
  officeLocation: v.string(),
  introduction: v.string(),
  website: v.string(),
  phone: v.string(),
  accountId: v.string(),
  registrationDate: v.string(),
  version: v.number(),
});

/** routes/certification.ts recordOf: one of the caller's certification requests in full. */
const certificationRecord = v.object({
  id: v.number(),
  accountType,
  status: certificationStatus,
  time: v.string(),
  legalPersonName: v.string(),
  legalPersonCertType: v.string(),
  legalPersonCertNumber: v.string(),
  enterpriseName: v.string(),
  enterpriseCertType: v.string(),
  organizationCode: v.string(),
  rejectReason: nullableString,
  version: v.number(),
});

const queueItemEntries = {
  id: v.number(),
  userId: v.number(),
  applicant: v.string(),
  accountType,
  enterpriseName: v.string(),
  status: certificationStatus,
  submittedAt: v.string(),
  updatedAt: v.string(),
  rejectReason: nullableString,
  version: v.number(),
};

const requestResult = shape<AccountRequestResult>()({
  id: v.number(),
  status: v.picklist(ACCOUNT_REQUEST_STATUSES),
  userId: v.nullable(v.number()),
  password: v.optional(v.string()),
});

const changed = v.object({ changed: v.number() });
const pending = v.object({ status: v.literal('pending') });

/** The caller's own notification choice and the one in effect: what reading and saving it answer. */
export const notificationChoiceAnswer = shape<NotificationChoiceAnswer>()({
  own: v.nullable(notificationChoiceSchema),
  effective: notificationChoiceSchema,
});

export const ACCOUNT_OUTPUTS: Record<string, Schema> = {
  [`GET ${B}/health`]: v.object({
    database: v.object({ kind: v.picklist(['pglite', 'postgres']), up: v.boolean(), latencyMs: v.number() }),
  }),
  [`GET ${B}/account/profile`]: profile,
  [`PUT ${B}/account/profile`]: profile,
  [`PUT ${B}/account/password`]: v.null(),
  [`POST ${B}/account/avatar`]: v.object({ avatar: v.string() }),
  [`POST ${B}/account/messages/read`]: changed,
  [`POST ${B}/account/messages/read-all`]: changed,
  [`PUT ${B}${NOTIFICATION_CHOICE_PATH}`]: notificationChoiceAnswer,
  [`GET ${B}/account/overview`]: v.object({
    profile: v.object({
      id: v.number(),
      userName: v.string(),
      nickname: v.string(),
      email: v.string(),
      avatar: v.string(),
      officeLocation: v.string(),
      introduction: v.string(),
      registrationDate: v.string(),
    }),
    roles: v.array(v.object({ key: v.string(), name: v.string() })),
    activity: v.array(
      v.object({ id: v.number(), action: v.string(), entity: v.string(), entityId: nullableString, at: v.string() }),
    ),
    projects: v.array(v.object({ entity: v.string(), count: v.number(), lastAt: v.string() })),
    team: v.array(
      v.object({
        id: v.number(),
        userName: v.string(),
        nickname: v.string(),
        avatar: v.string(),
        roles: v.array(v.string()),
      }),
    ),
  }),
  [`GET ${B}/account/certification`]: v.object({
    enterpriseInfo: v.nullable(certificationRecord),
    records: v.array(
      v.object({
        id: v.number(),
        certificationType: accountType,
        certificationContent: v.string(),
        status: certificationStatus,
        time: v.string(),
        rejectReason: nullableString,
      }),
    ),
  }),
  [`POST ${B}/account/certification`]: certificationRecord,
  [`GET ${B}/account/certification/:id`]: certificationRecord,
  [`POST ${B}/account/certification/:id/withdraw`]: certificationRecord,
  [`POST ${B}/account/certification/:id/approve`]: certificationRecord,
  [`POST ${B}/account/certification/:id/reject`]: certificationRecord,
  [`GET ${B}${CERTIFICATION_QUEUE_PATH}`]: shape<CertificationQueuePage>()({
    list: v.array(shape<CertificationQueueItem>()(queueItemEntries)),
    total: v.number(),
    page: v.number(),
    pageSize: v.number(),
  }),
  [`GET ${B}${CERTIFICATION_QUEUE_PATH}/:id{[0-9]+}`]: shape<CertificationReviewDetail>()({
    ...queueItemEntries,
    legalPersonName: v.string(),
    legalPersonCertType,
    legalPersonCertNumber: v.string(),
    enterpriseCertType,
    organizationCode: v.string(),
    history: v.array(
      shape<CertificationHistoryEntry>()({
        id: v.number(),
        action: v.string(),
        at: v.string(),
        actorName: nullableString,
        reason: nullableString,
      }),
    ),
  }),
  [`POST ${B}/account/register`]: pending,
  [`POST ${B}/account/forgot-password`]: pending,
  [`GET ${B}${ACCOUNT_REQUESTS_PATH}`]: v.array(
    shape<AccountRequest>()({
      id: v.number(),
      kind: v.picklist(ACCOUNT_REQUEST_KINDS),
      username: v.string(),
      email: v.string(),
      nickname: v.string(),
      reason: v.string(),
      status: v.picklist(ACCOUNT_REQUEST_STATUSES),
      ip: v.string(),
      createdAt: v.string(),
      handledBy: v.nullable(v.number()),
      handledAt: nullableString,
      note: v.string(),
      userExists: v.boolean(),
    }),
  ),
  [`POST ${B}${ACCOUNT_REQUESTS_PATH}/:id/approve`]: requestResult,
  [`POST ${B}${ACCOUNT_REQUESTS_PATH}/:id/reject`]: requestResult,
};
