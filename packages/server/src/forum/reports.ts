/**
 * Readers' reports: GET /forum/reports (open or closed, newest first) and POST /forum/reports/:id/close. Closing
 * as 'removed' soft-deletes the reported topic or reply and closes the other open reports on it the same way;
 * each close and the deletion are logged. The topic's open-report count moves in the same transaction.
 */
import {
  closeReportSchema,
  FORUM_PAGE_SIZE,
  type ForumPage,
  type ForumReport,
  type ModerationTarget,
  type ReportOutcome,
  reportListQuery,
} from '@soundboard/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { needs } from '../auth/guard';
import type { Db } from '../db/client';
import { forumPosts, forumReports, forumTopics, users } from '../db/schema';
import { personName } from '../domains/crm';
import { refused } from '../domains/issues';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { ok } from '../http/respond';
import { idParam, jsonBody, queryOf } from '../http/validate';
import { refreshTopic } from './counters';
import { writeLog } from './log';
import { excerpt } from './posts';
import { lockSubject, updateSubject } from './subjects';

const reportColumns = {
  report: forumReports,
  title: forumTopics.title,
  // The reported text: the reply's, else the topic's opening post.
  text: sql<string>`coalesce(${forumPosts.bodyText}, ${forumTopics.bodyText})`,
  closedByName: personName(users),
};

const selectReports = (db: Db) =>
  db
    .select(reportColumns)
    .from(forumReports)
    .innerJoin(forumTopics, eq(forumTopics.id, forumReports.topicId))
    .leftJoin(forumPosts, and(eq(forumReports.target, 'post'), eq(forumPosts.id, forumReports.targetId)))
    .leftJoin(users, eq(users.id, forumReports.closedBy));

type ReportRow = {
  report: typeof forumReports.$inferSelect;
  title: string;
  text: string;
  closedByName: string | null;
};

function reportAnswer(row: ReportRow): ForumReport {
  const { report } = row;
  return {
    id: report.id,
    target: report.target as ModerationTarget,
    targetId: report.targetId,
    topicId: report.topicId,
    title: row.title,
    excerpt: excerpt(row.text ?? ''),
    reason: report.reason,
    reporterName: report.reporterName,
    createdAt: report.createdAt.toISOString(),
    status: report.status as ForumReport['status'],
    outcome: (report.outcome as ReportOutcome | null) ?? null,
    closedByName: report.closedBy ? row.closedByName : null,
    closedAt: report.closedAt?.toISOString() ?? null,
  };
}

export const reportRoutes = new Hono<AppEnv>();

reportRoutes.get('/forum/reports', needs('content:moderate'), async (c) => {
  const query = queryOf(c, reportListQuery);
  const page = query.page ?? 1;
  const where = query.status ? eq(forumReports.status, query.status) : undefined;
  const { db } = c.var.deps;
  const [rows, [total]] = await Promise.all([
    selectReports(db)
      .where(where)
      .orderBy(desc(forumReports.createdAt), desc(forumReports.id))
      .limit(FORUM_PAGE_SIZE)
      .offset((page - 1) * FORUM_PAGE_SIZE),
    db.select({ n: count() }).from(forumReports).where(where),
  ]);
  const answer: ForumPage<ForumReport> = {
    list: rows.map(reportAnswer),
    total: Number(total?.n ?? 0),
    page,
    pageSize: FORUM_PAGE_SIZE,
  };
  return ok(c, answer);
});

reportRoutes.post('/forum/reports/:id{[0-9]+}/close', needs('content:moderate'), async (c) => {
  const id = idParam(c);
  const { outcome } = await jsonBody(c, closeReportSchema);
  const { db, now } = c.var.deps;
  const at = now();
  const userId = c.var.user.userId;
  await db.transaction(async (tx) => {
    const [report] = await tx.select().from(forumReports).where(eq(forumReports.id, id)).for('update');
    if (!report) throw notFound();
    if (report.status !== 'open') throw refused('forum.reportClosed');
    const target = report.target as ModerationTarget;
    const subject = await lockSubject(tx, target, report.targetId);
    const title = subject?.title ?? '';
    const closed = { status: 'closed', outcome, closedBy: userId, closedAt: at };
    await tx.update(forumReports).set(closed).where(eq(forumReports.id, id));
    await writeLog(tx, at, {
      actorId: userId,
      action: 'reportClosed',
      target,
      targetId: report.targetId,
      title,
      reason: outcome,
    });
    if (outcome === 'removed') {
      await tx
        .update(forumReports)
        .set(closed)
        .where(
          and(
            eq(forumReports.target, target),
            eq(forumReports.targetId, report.targetId),
            eq(forumReports.status, 'open'),
          ),
        );
      if (subject && !subject.deleted) {
        await updateSubject(tx, subject, { deleted: true }, at, userId);
        await writeLog(tx, at, {
          actorId: userId,
          action: 'delete',
          target,
          targetId: subject.id,
          title,
          reason: report.reason,
        });
      }
    }
    await refreshTopic(tx, report.topicId);
  });
  const [row] = await selectReports(db).where(eq(forumReports.id, id));
  if (!row) throw notFound();
  return ok(c, reportAnswer(row));
});
