/**
 * A ledger adjustment waiting for approval is a to-do for every finance user who may decide it (the decide routes'
 * finance:write) but the one who asked, who may not decide their own; approving or rejecting closes it for all.
 * The link opens the partner, whose detail lists its pending adjustments.
 */
import { partner as partnerDef, recordPath } from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { partners } from '../db/schema';
import type { AppDeps } from '../http/env';
import { closeTodos, notify } from '../notifications/notify';
import { yuan } from './withdrawal-rules';

interface PendingAdjustment {
  id: number;
  partnerId: number;
  /** Signed fen. */
  amount: number;
  reason: string;
  requestedBy: number | null;
}

export const adjustmentTodoKey = (adjustmentId: number) => `ledger-adjustment:${adjustmentId}`;

/** '+¥12.50' / '-¥12.50': an adjustment adds to or takes from available. */
const signedYuan = (fen: number) => `${fen < 0 ? '-' : '+'}¥${yuan(Math.abs(fen))}`;

export async function askToDecideAdjustment(tx: Tx, deps: AppDeps, adjustment: PendingAdjustment) {
  const [partner] = await tx
    .select({ name: partners.name })
    .from(partners)
    .where(eq(partners.id, adjustment.partnerId));
  return notify(tx, deps, {
    kind: 'ledger.approvalWaiting',
    to: { permission: 'finance:write' },
    values: { partner: partner?.name ?? '', amount: signedYuan(adjustment.amount), reason: adjustment.reason },
    link: recordPath(partnerDef.name, adjustment.partnerId),
    todoKey: adjustmentTodoKey(adjustment.id),
    senderId: adjustment.requestedBy,
  });
}

export const adjustmentDecided = (tx: Tx, deps: AppDeps, adjustmentId: number) =>
  closeTodos(tx, deps, adjustmentTodoKey(adjustmentId));
