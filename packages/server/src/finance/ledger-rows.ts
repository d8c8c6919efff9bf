/**
 * A ledger's rows as the API answers them (contract finance/ledger.ts): each with the number of the order, refund
 * or withdrawal it belongs to, read in the same statement (the staff ledger, its CSV and the partners' API).
 */
import type { LedgerKind, LedgerRow } from '@soundboard/contract';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { partnerLedger, refunds, saleOrders, withdrawals } from '../db/schema';

const NEWEST_FIRST = [desc(partnerLedger.createdAt), desc(partnerLedger.id)];

/** The rows `where` picks, newest first, `limit` from `offset`. */
export async function ledgerRows(db: Db, where: SQL | undefined, limit: number, offset = 0): Promise<LedgerRow[]> {
  const rows = await db
    .select({
      row: partnerLedger,
      saleOrderNo: saleOrders.orderNo,
      refundNo: refunds.refundNo,
      withdrawalNo: withdrawals.withdrawalNo,
    })
    .from(partnerLedger)
    .leftJoin(saleOrders, eq(saleOrders.id, partnerLedger.saleOrderId))
    .leftJoin(refunds, eq(refunds.id, partnerLedger.refundId))
    .leftJoin(withdrawals, eq(withdrawals.id, partnerLedger.withdrawalId))
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(limit)
    .offset(offset);
  return rows.map(({ row, saleOrderNo, refundNo, withdrawalNo }) => ({
    id: row.id,
    partnerId: row.partnerId,
    kind: row.kind as LedgerKind,
    frozenDelta: row.frozenDelta,
    availableDelta: row.availableDelta,
    heldDelta: row.heldDelta,
    saleOrderId: row.saleOrderId,
    saleOrderNo,
    refundId: row.refundId,
    refundNo,
    withdrawalId: row.withdrawalId,
    withdrawalNo,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    approvedBy: row.approvedBy,
  }));
}
