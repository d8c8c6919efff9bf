/**
 * Enterprise certification: the current enterprise info, the records (status pass / auditing / withdrawn /
 * rejected), submit, check (one record) and withdraw (auditing -> withdrawn). Reviewers approve or reject.
 */
import { certificationSchema } from '@soundboard/contract';
import { and, desc, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { audit } from '../audit';
import { needs } from '../auth/guard';
import { certifications } from '../db/schema';
import type { AppEnv } from '../http/env';
import { invalidTransition, notFound } from '../http/errors';
import { ok } from '../http/respond';
import { idParam, jsonBody } from '../http/validate';

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

/** Moves one record from one status to the next, or refuses with invalid-transition. */
async function transition(c: Context<AppEnv>, from: Row['status'], to: Row['status'], ownOnly: boolean) {
  const id = idParam(c);
  const { db, now } = c.var.deps;
  const userId = c.var.user.userId;
  const after = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(certifications).where(eq(certifications.id, id));
    if (!before || (ownOnly && before.userId !== userId)) throw notFound();
    if (before.status !== from) throw invalidTransition();
    const [updated] = await tx
      .update(certifications)
      .set({ status: to, updatedAt: now(), updatedBy: userId, version: before.version + 1 })
      .where(and(eq(certifications.id, id), eq(certifications.version, before.version)))
      .returning();
    if (!updated) throw invalidTransition();
    await audit(tx, c, { action: to, entity: 'certification', entityId: id, before, after: updated });
    return updated;
  });
  return ok(c, recordOf(after));
}

certificationRoutes.post('/account/certification/:id/withdraw', needs('certification:write'), (c) =>
  transition(c, 'auditing', 'withdrawn', true),
);
certificationRoutes.post('/account/certification/:id/approve', needs('certification:review'), (c) =>
  transition(c, 'auditing', 'pass', false),
);
certificationRoutes.post('/account/certification/:id/reject', needs('certification:review'), (c) =>
  transition(c, 'auditing', 'rejected', false),
);
