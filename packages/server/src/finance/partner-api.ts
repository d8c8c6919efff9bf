/**
 * The partners' own API under /behind/public/partner/v1 (contract finance/withdrawal-api.ts), with a partner
 * token in PARTNER_TOKEN_HEADER (./partner-token.ts): its balance, its ledger, its withdrawals, and applying for
 * one (channel 'api', the same checks as staff's). A token reaches its own partner only: every query is scoped
 * to the partner the token names, and no id in a path picks another.
 */
import {
  PARTNER_API,
  type PartnerBalance,
  type PartnerLedgerPage,
  type PartnerWithdrawal,
  partnerApplySchema,
  partnerLedgerQuery,
} from '@soundboard/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { audit } from '../audit';
import { partnerLedger, partners, withdrawals } from '../db/schema';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { ok } from '../http/respond';
import { jsonBody, queryOf } from '../http/validate';
import { withInput } from '../openapi/route-input';
import { ledgerRows } from './ledger-rows';
import { callingPartner, needsPartner } from './partner-token';
import { applyThroughApi } from './withdrawal-apply';

export const partnerApiRoutes = new Hono<AppEnv>();

/** The most recent withdrawals one answer lists. */
const WITHDRAWALS_MAX = 100;

type WithdrawalRecord = typeof withdrawals.$inferSelect;
const asPartnerWithdrawal = (row: WithdrawalRecord): PartnerWithdrawal => ({
  id: row.id,
  withdrawalNo: row.withdrawalNo,
  amount: row.amount,
  fee: row.fee,
  netAmount: row.netAmount,
  channel: row.channel,
  status: row.status,
  rejectReason: row.rejectReason ?? null,
  appliedAt: row.appliedAt?.toISOString() ?? row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
  bankReference: row.bankReference ?? null,
});

partnerApiRoutes.get(`${PARTNER_API}/balance`, needsPartner(), async (c: Context<AppEnv>) => {
  const [row] = await c.var.deps.db
    .select()
    .from(partners)
    .where(eq(partners.id, callingPartner(c)));
  if (!row) throw notFound();
  const balance: PartnerBalance = {
    partnerId: row.id,
    code: row.code,
    name: row.name,
    frozen: row.frozenBalance,
    available: row.availableBalance,
    held: row.heldBalance,
    totalEarned: row.totalEarned,
  };
  return ok(c, balance);
});

partnerApiRoutes.get(
  `${PARTNER_API}/ledger`,
  needsPartner(),
  withInput({ query: partnerLedgerQuery }, async (c: Context<AppEnv>) => {
    const { page, pageSize } = queryOf(c, partnerLedgerQuery);
    const partnerId = callingPartner(c);
    const { db } = c.var.deps;
    const mine = eq(partnerLedger.partnerId, partnerId);
    const [rows, [total]] = await Promise.all([
      ledgerRows(db, mine, pageSize, (page - 1) * pageSize),
      db.select({ total: count() }).from(partnerLedger).where(mine),
    ]);
    const answer: PartnerLedgerPage = {
      // Staff names are not the partner's business.
      rows: rows.map((row) => ({ ...row, createdBy: null, approvedBy: null })),
      total: Number(total?.total ?? 0),
      page,
      pageSize,
    };
    return ok(c, answer);
  }),
);

partnerApiRoutes.get(`${PARTNER_API}/withdrawals`, needsPartner(), async (c: Context<AppEnv>) => {
  const rows = await c.var.deps.db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.partnerId, callingPartner(c)))
    .orderBy(desc(withdrawals.id))
    .limit(WITHDRAWALS_MAX);
  return ok(c, rows.map(asPartnerWithdrawal));
});

partnerApiRoutes.post(
  `${PARTNER_API}/withdrawals`,
  needsPartner(),
  withInput({ body: partnerApplySchema }, async (c: Context<AppEnv>) => {
    const input = await jsonBody(c, partnerApplySchema);
    const partnerId = callingPartner(c);
    const row = await c.var.deps.db.transaction(async (tx) => {
      const created = await applyThroughApi(c, tx, partnerId, input.amount, input.note);
      await audit(tx, c, {
        action: 'create',
        entity: 'withdrawal',
        entityId: created.id,
        after: created,
        actorId: null,
      });
      return created;
    });
    return ok(c, asPartnerWithdrawal(row));
  }),
);
