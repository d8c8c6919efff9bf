/**
 * The reviewer's queue of every user's certification requests (filters: status, enterprise or applicant name,
 * submitted between two company days; newest first, paged) and one request with its history, read from the audit
 * log. Deciding is in certification.ts.
 */
import {
  CERTIFICATION_PAGE_SIZES,
  CERTIFICATION_QUEUE_PATH,
  type CertificationHistoryEntry,
  type CertificationQueueItem,
  type CertificationQueuePage,
  type CertificationQueueQuery,
  type CertificationReviewDetail,
  certificationQueueQuery,
} from '@soundboard/contract';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import { needs } from '../auth/guard';
import type { Db } from '../db/client';
import { containsPattern } from '../db/like';
import { auditLog, certifications, users } from '../db/schema';
import { personName } from '../domains/crm';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { ok } from '../http/respond';
import { idParam, queryOf } from '../http/validate';

export const certificationReviewRoutes = new Hono<AppEnv>();

const DAY_MS = 86_400_000;
/** The instant a company calendar day (China, UTC+8) starts. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const HISTORY_LIMIT = 50;

const applicant = alias(users, 'applicant');
const actor = alias(users, 'actor');

function conditions(query: CertificationQueueQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.status) where.push(eq(certifications.status, query.status));
  if (query.q) {
    const pattern = containsPattern(query.q);
    where.push(
      or(
        ilike(certifications.enterpriseName, pattern),
        ilike(applicant.username, pattern),
        ilike(applicant.nickname, pattern),
      ),
    );
  }
  if (query.from) where.push(gte(certifications.createdAt, dayStart(query.from)));
  if (query.to) where.push(lt(certifications.createdAt, new Date(dayStart(query.to).getTime() + DAY_MS)));
  return and(...where);
}

const selectQueue = (db: Db) =>
  db
    .select({ row: certifications, applicant: personName(applicant) })
    .from(certifications)
    .innerJoin(applicant, eq(applicant.id, certifications.userId));

type QueueRow = { row: typeof certifications.$inferSelect; applicant: string | null };

const itemOf = ({ row, applicant: name }: QueueRow): CertificationQueueItem => ({
  id: row.id,
  userId: row.userId,
  applicant: name ?? '',
  accountType: row.accountType as CertificationQueueItem['accountType'],
  enterpriseName: row.enterpriseName,
  status: row.status,
  submittedAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  rejectReason: row.rejectReason,
  version: row.version,
});

certificationReviewRoutes.get(CERTIFICATION_QUEUE_PATH, needs('certification:review'), async (c) => {
  const query = queryOf(c, certificationQueueQuery);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? CERTIFICATION_PAGE_SIZES[1];
  const where = conditions(query);
  const { db } = c.var.deps;
  const [rows, [counted]] = await Promise.all([
    selectQueue(db)
      .where(where)
      .orderBy(desc(certifications.createdAt), desc(certifications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(certifications)
      .innerJoin(applicant, eq(applicant.id, certifications.userId))
      .where(where),
  ]);
  const answer: CertificationQueuePage = { list: rows.map(itemOf), total: counted?.n ?? 0, page, pageSize };
  return ok(c, answer);
});

/** The request's status changes, newest first; a rejection carries its reason. */
async function historyOf(db: Db, id: number): Promise<CertificationHistoryEntry[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      at: auditLog.at,
      actorName: personName(actor),
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .where(and(eq(auditLog.entity, 'certification'), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(HISTORY_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    at: row.at.toISOString(),
    actorName: row.actorName,
    reason: (row.after as { rejectReason?: string | null } | null)?.rejectReason ?? null,
  }));
}

certificationReviewRoutes.get(`${CERTIFICATION_QUEUE_PATH}/:id{[0-9]+}`, needs('certification:review'), async (c) => {
  const id = idParam(c);
  const { db } = c.var.deps;
  const [found] = await selectQueue(db).where(eq(certifications.id, id));
  if (!found) throw notFound();
  const { row } = found;
  const detail: CertificationReviewDetail = {
    ...itemOf(found),
    legalPersonName: row.legalPersonName,
    legalPersonCertType: row.legalPersonCertType as CertificationReviewDetail['legalPersonCertType'],
    legalPersonCertNumber: row.legalPersonCertNumber,
    enterpriseCertType: row.enterpriseCertType as CertificationReviewDetail['enterpriseCertType'],
    organizationCode: row.organizationCode,
    history: await historyOf(db, id),
  };
  return ok(c, detail);
});
