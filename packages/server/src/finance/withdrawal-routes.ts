/**
 * Withdrawals beyond the framework (contract finance/withdrawal-api.ts): the list header's totals, the bank's
 * batch file of approved withdrawals, and issuing or revoking a partner's API token. Audit rows: 'issue' /
 * 'revoke' on entity 'partnerToken' (entityId: the partner's id), 'bankExport' on entity 'withdrawal'.
 */
import {
  businessDay,
  type IssuedPartnerToken,
  partner,
  partnerTokenPath,
  WITHDRAWAL_BANK_EXPORT_PATH,
  WITHDRAWAL_RULES_PATH,
  WITHDRAWAL_SUMMARY_PATH,
  type WithdrawalSummary,
  withdrawal,
} from '@soundboard/contract';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { audit } from '../audit';
import { needs } from '../auth/guard';
import { requireRecentAuth } from '../auth/re-auth';
import type { Tx } from '../db/client';
import { partners, withdrawals } from '../db/schema';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { ok } from '../http/respond';
import { idParam } from '../http/validate';
import { BOM, csvRow, moneyText } from '../resources/csv';
import { labelsFor } from '../resources/labels';
import { issuePartnerToken, revokePartnerTokens } from './partner-token';
import { withdrawalRules } from './withdrawal-rules';

export const withdrawalRoutes = new Hono<AppEnv>();

const countAndSum = { count: sql<string>`COUNT(*)`, amount: sql<string>`COALESCE(SUM(${withdrawals.amount}), 0)` };
const asTotals = (row: { count: string; amount: string } | undefined) => ({
  count: Number(row?.count ?? 0),
  amount: Number(row?.amount ?? 0),
});

withdrawalRoutes.get(WITHDRAWAL_SUMMARY_PATH, needs('finance:read'), async (c) => {
  const { db, now } = c.var.deps;
  const monthStart = new Date(`${businessDay(now()).slice(0, 7)}-01T00:00:00+08:00`);
  const byStatus = (status: string) => db.select(countAndSum).from(withdrawals).where(eq(withdrawals.status, status));
  const [[pending], [approved], [paid], [available]] = await Promise.all([
    byStatus('applied'),
    byStatus('approved'),
    db
      .select(countAndSum)
      .from(withdrawals)
      .where(and(eq(withdrawals.status, 'paid'), gte(withdrawals.paidAt, monthStart))),
    db.select({ total: sql<string>`COALESCE(SUM(${partners.availableBalance}), 0)` }).from(partners),
  ]);
  const summary: WithdrawalSummary = {
    pending: asTotals(pending),
    approved: asTotals(approved),
    paidThisMonth: asTotals(paid),
    available: Number(available?.total ?? 0),
  };
  return ok(c, summary);
});

withdrawalRoutes.get(WITHDRAWAL_RULES_PATH, needs('finance:read'), async (c) =>
  ok(c, await withdrawalRules(c.var.deps.db)),
);

/** Approved withdrawals as the bank's batch upload reads them; accounts in full, hence finance:write. */
withdrawalRoutes.get(WITHDRAWAL_BANK_EXPORT_PATH, needs('finance:write'), async (c) => {
  const { db } = c.var.deps;
  const rows = await db.transaction(async (tx) => {
    const found = await tx
      .select({
        withdrawalNo: withdrawals.withdrawalNo,
        netAmount: withdrawals.netAmount,
        partnerCode: partners.code,
        partnerName: partners.name,
        accountHolder: partners.accountHolder,
        bankName: partners.bankName,
        bankAccount: partners.bankAccount,
      })
      .from(withdrawals)
      .innerJoin(partners, eq(partners.id, withdrawals.partnerId))
      .where(eq(withdrawals.status, 'approved'))
      .orderBy(asc(withdrawals.withdrawalNo));
    await audit(tx, c, {
      action: 'bankExport',
      entity: 'withdrawal',
      after: { numbers: found.map((row) => row.withdrawalNo) },
    });
    return found;
  });
  const labels = await labelsFor(withdrawal, c.var.locale);
  const partnerLabels = await labelsFor(partner, c.var.locale);
  const header = csvRow([
    labels.field('withdrawalNo'),
    partnerLabels.field('code'),
    partnerLabels.field('name'),
    partnerLabels.field('accountHolder'),
    partnerLabels.field('bankName'),
    partnerLabels.field('bankAccount'),
    labels.field('netAmount'),
  ]);
  const lines = rows.map((row) =>
    csvRow([
      row.withdrawalNo,
      row.partnerCode,
      row.partnerName,
      row.accountHolder ?? '',
      row.bankName ?? '',
      row.bankAccount ?? '',
      moneyText(row.netAmount),
    ]),
  );
  return c.body(BOM + [header, ...lines].join(''), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': 'attachment; filename="withdrawals-bank.csv"',
    'Cache-Control': 'no-store',
  });
});

async function partnerExists(tx: Tx, id: number) {
  const [row] = await tx.select({ id: partners.id, code: partners.code }).from(partners).where(eq(partners.id, id));
  if (!row) throw notFound();
  return row;
}

withdrawalRoutes.post(partnerTokenPath(':id'), needs('finance:write'), async (c) => {
  const partnerId = idParam(c);
  await requireRecentAuth(c);
  const { db, now } = c.var.deps;
  const issued = await db.transaction(async (tx) => {
    const partner = await partnerExists(tx, partnerId);
    const answer = await issuePartnerToken(tx, partnerId, c.var.user.userId, now());
    await audit(tx, c, { action: 'issue', entity: 'partnerToken', entityId: partnerId, after: { code: partner.code } });
    return answer;
  });
  const answer: IssuedPartnerToken = { partnerId, token: issued.token, issuedAt: issued.issuedAt.toISOString() };
  return ok(c, answer);
});

withdrawalRoutes.delete(partnerTokenPath(':id'), needs('finance:write'), async (c) => {
  const partnerId = idParam(c);
  const { db, now } = c.var.deps;
  const revoked = await db.transaction(async (tx) => {
    const partner = await partnerExists(tx, partnerId);
    const count = await revokePartnerTokens(tx, partnerId, now());
    await audit(tx, c, {
      action: 'revoke',
      entity: 'partnerToken',
      entityId: partnerId,
      after: { code: partner.code },
    });
    return count;
  });
  return ok(c, { partnerId, revoked });
});
