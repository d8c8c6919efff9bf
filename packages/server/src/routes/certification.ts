/**
 * Enterprise certification: the current enterprise info, the records (status pass / auditing / withdrawn /
 * rejected), submit, check (one record) and withdraw (auditing -> withdrawn). Reviewers approve or reject (with a
 * reason the applicant reads); a decision writes the applicant a message in the same transaction. The reviewer's
 * queue is certification-review.ts.
 */
import { certificationRejectSchema, certificationSchema, screenPath } from '@soundboard/contract';
import { and, desc, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { audit } from '../audit';
import { needs } from '../auth/guard';
import type { Tx } from '../db/client';
import { certifications } from '../db/schema';
import { refused } from '../domains/issues';
import type { AppEnv } from '../http/env';
import { invalidTransition, notFound } from '../http/errors';
import { ok } from '../http/respond';
import { idParam, jsonBody } from '../http/validate';
import { notify } from '../notifications/notify';

export const certificationRoutes = new Hono<AppEnv>();

type Row = typeof certifications.$inferSelect;
const recordOf = (row: Row) => ({
  id: row.id,
  accountType: row.accountType,
  status: row.status,
  time: row.updatedAt.toISOString(),
  legalPersonName: row.legalPersonName,
  legalPersonCertType: row.legalPersonCertType,
  legalPersonCertNumber: row.legalPersonCertNumber,
  enterpriseName: row.enterpriseName,
  enterpriseCertType: row.enterpriseCertType,
  organizationCode: row.organizationCode,
  rejectReason: row.rejectReason,
  version: row.version,
});

certificationRoutes.get('/account/certification', needs('certification:read'), async (c) => {
  const rows = await c.var.deps.db
    .select()
    .from(certifications)
    .where(eq(certifications.userId, c.var.user.userId))
    .orderBy(desc(certifications.createdAt), desc(certifications.id));
  const current = rows.find((row) => row.status === 'pass') ?? null;
  return ok(c, {
    enterpriseInfo: current ? recordOf(current) : null,
    records: rows.map((row) => ({
      id: row.id,
      certificationType: row.accountType,
      certificationContent: row.enterpriseName,
      status: row.status,
      time: row.updatedAt.toISOString(),
      rejectReason: row.rejectReason,
    })),
  });
});

certificationRoutes.post('/account/certification', needs('certification:write'), async (c) => {
  const input = await jsonBody(c, certificationSchema);
  const userId = c.var.user.userId;
  const row = await c.var.deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(certifications)
      .values({ ...input, userId, status: 'auditing', createdBy: userId, updatedBy: userId })
      .returning();
    if (!created) throw new Error('certification insert returned nothing');
    await audit(tx, c, { action: 'create', entity: 'certification', entityId: created.id, after: created });
    return created;
  });
  return ok(c, recordOf(row));
});

certificationRoutes.get('/account/certification/:id', needs('certification:read'), async (c) => {
  const [row] = await c.var.deps.db
    .select()
    .from(certifications)
    .where(and(eq(certifications.id, idParam(c)), eq(certifications.userId, c.var.user.userId)));
  if (!row) throw notFound();
  return ok(c, recordOf(row));
});

interface Move {
  to: Row['status'];
  /** The applicant's own request only (withdraw); a reviewer decides anyone's. */
  ownOnly: boolean;
  rejectReason?: string;
  /** Written in the transaction of the change (the applicant's message). */
  after?: (tx: Tx, row: Row) => Promise<unknown>;
}

/** Moves one auditing record to its next status, or refuses: invalid-transition once it left auditing. */
async function transition(c: Context<AppEnv>, move: Move) {
  const id = idParam(c);
  const { db, now } = c.var.deps;
  const userId = c.var.user.userId;
  const after = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(certifications).where(eq(certifications.id, id)).for('update');
    if (!before || (move.ownOnly && before.userId !== userId)) throw notFound();
    if (before.status !== 'auditing') throw move.ownOnly ? invalidTransition() : refused('certification.decided');
    const [updated] = await tx
      .update(certifications)
      .set({
        status: move.to,
        rejectReason: move.rejectReason ?? null,
        updatedAt: now(),
        updatedBy: userId,
        version: before.version + 1,
      })
      .where(and(eq(certifications.id, id), eq(certifications.version, before.version)))
      .returning();
    if (!updated) throw invalidTransition();
    await audit(tx, c, { action: move.to, entity: 'certification', entityId: id, before, after: updated });
    await move.after?.(tx, updated);
    return updated;
  });
  return ok(c, recordOf(after));
}

/** The applicant's note of the decision, in both languages (their message box answers in theirs). */
const tellApplicant = (c: Context<AppEnv>) => (tx: Tx, row: Row) =>
  notify(tx, c.var.deps, {
    kind: 'certification.decided',
    variant: row.status,
    to: [row.userId],
    values: { name: row.enterpriseName, reason: row.rejectReason ?? '' },
    link: screenPath('UserSetting'),
    senderId: c.var.user.userId,
  });

certificationRoutes.post('/account/certification/:id/withdraw', needs('certification:write'), (c) =>
  transition(c, { to: 'withdrawn', ownOnly: true }),
);
certificationRoutes.post('/account/certification/:id/approve', needs('certification:review'), (c) =>
  transition(c, { to: 'pass', ownOnly: false, after: tellApplicant(c) }),
);
certificationRoutes.post('/account/certification/:id/reject', needs('certification:review'), async (c) => {
  const { reason } = await jsonBody(c, certificationRejectSchema);
  return transition(c, { to: 'rejected', ownOnly: false, rejectReason: reason, after: tellApplicant(c) });
});
