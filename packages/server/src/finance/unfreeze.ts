/**
 * The end of an accrual's refund window: a job per accrual row (keyed by it, so rescheduling never doubles it)
 * moves what is still frozen of that order's commission to available with one 'unfreeze' row — once: a second
 * run finds the order's unfreeze row and does nothing.
 */
import { and, eq } from 'drizzle-orm';
import { partnerLedger, partners } from '../db/schema';
import type { JobHandler } from '../jobs/queue';
import { orderCommissionLeft } from './commission';
import { appendLedger } from './ledger';

export const UNFREEZE_JOB = 'ledger.unfreeze';
export const unfreezeJobKey = (ledgerId: number) => `ledger.unfreeze:${ledgerId}`;

export const unfreezeCommission: JobHandler = async ({ tx, now }, payload) => {
  const ledgerId = Number(payload.ledgerId);
  const [accrual] = await tx
    .select()
    .from(partnerLedger)
    .where(and(eq(partnerLedger.id, ledgerId), eq(partnerLedger.kind, 'accrue')));
  if (!accrual || accrual.saleOrderId === null) return;
  // Not due yet (the job ran early or the row says later): nothing moves.
  if (accrual.unfreezeAt && accrual.unfreezeAt.getTime() > now.getTime()) return;
  // The partner first, as every ledger move: a racing reversal waits, then this reads what it left frozen.
  await tx.select({ id: partners.id }).from(partners).where(eq(partners.id, accrual.partnerId)).for('update');
  const [done] = await tx
    .select({ id: partnerLedger.id })
    .from(partnerLedger)
    .where(and(eq(partnerLedger.saleOrderId, accrual.saleOrderId), eq(partnerLedger.kind, 'unfreeze')));
  if (done) return;
  const { frozen } = await orderCommissionLeft(tx, accrual.partnerId, accrual.saleOrderId);
  if (frozen <= 0) return;
  await appendLedger(
    tx,
    {
      partnerId: accrual.partnerId,
      kind: 'unfreeze',
      frozenDelta: -frozen,
      availableDelta: frozen,
      saleOrderId: accrual.saleOrderId,
    },
    now,
  );
};
