/**
 * Withdrawals' rules beyond their fields (contract resources/defs/withdrawal.ts). Create is an application on a
 * partner's behalf (./withdrawal-apply.ts: checks, number, fee, the hold). The state changes run through the
 * framework, which locks the record and writes it only at the version it read (a conditional update), so of two
 * racing approvals or payments exactly one moves the record and the other gets 409:
 *   approve — up to finance.withdrawalSecondApprovalAbove one approval moves it to 'approved'; above it the first
 *             approval keeps it 'applied' (approvals 1, approvedBy) and a second, different user moves it on;
 *   pay     — the bank's reference, maybe a proof from the library (its usage recorded, the material restricted to
 *             finance:read from then on); out of held;
 *   reject / cancel — the hold goes back to available.
 * Each approval waited for is a to-do for the approvers, closed by the step's decision (./withdrawal-notices.ts).
 */
import { PROOF_READ_PERMISSION, ResultCode, withdrawal } from '@soundboard/contract';
import { ApiError } from '../http/errors';
import { recordUsages } from '../media/usages';
import { restrictMaterial } from '../media/visibility';
import { defineBinding, type HookContext, type RowOf } from '../resources/binding';
import { appendLedger } from './ledger';
import { archiveAfterCommit } from './pdf-archive';
import { SLIP_LANGUAGE } from './print-data';
import { checkApplication, holdWithdrawal } from './withdrawal-apply';
import { approvalAnswered, askForApproval } from './withdrawal-notices';
import { withdrawalRules } from './withdrawal-rules';

type Withdrawal = RowOf<typeof withdrawal>;

/** The hold returned to available (a rejected or cancelled withdrawal). */
async function returnHold(ctx: HookContext, before: Withdrawal, reason: string) {
  await appendLedger(
    ctx.tx,
    {
      partnerId: before.partnerId,
      kind: 'withdrawReturned',
      availableDelta: before.amount,
      heldDelta: -before.amount,
      withdrawalId: before.id,
      reason,
      createdBy: ctx.userId,
    },
    ctx.now,
  );
}

export const withdrawalBinding = defineBinding(withdrawal, {
  async prepare(ctx, input, before) {
    // Nothing is editable after the application (editableIn: []), so only create comes here.
    if (before) return {};
    return { values: await checkApplication(ctx.c, ctx.tx, input.partnerId, input.amount, 'staff', ctx.now) };
  },
  async afterWrite(ctx, row) {
    await holdWithdrawal(ctx.tx, row, ctx.userId, ctx.now);
    await askForApproval(ctx.tx, ctx.c.var.deps, row, 1, ctx.userId);
  },
  transitions: {
    async approve(ctx, before) {
      const { secondApprovalAbove } = await withdrawalRules(ctx.tx);
      // Closed first: a refusal below rolls the transaction back with it.
      await approvalAnswered(ctx.tx, ctx.c.var.deps, before);
      if (before.amount <= secondApprovalAbove) return { approvals: 1, approvedBy: ctx.userId };
      if (before.approvals < 1) {
        await askForApproval(ctx.tx, ctx.c.var.deps, before, 2, ctx.userId);
        return { approvals: 1, approvedBy: ctx.userId, status: 'applied' };
      }
      if (before.approvedBy === ctx.userId) throw new ApiError(ResultCode.InvalidTransition, 'withdrawal.sameApprover');
      return { approvals: 2, secondApprovedBy: ctx.userId };
    },
    async pay(ctx, before, input) {
      await appendLedger(
        ctx.tx,
        {
          partnerId: before.partnerId,
          kind: 'withdrawPaid',
          heldDelta: -before.amount,
          withdrawalId: before.id,
          reason: input.bankReference,
          createdBy: ctx.userId,
        },
        ctx.now,
      );
      const proof = input.proofMaterialId ?? null;
      await recordUsages(
        ctx.tx,
        { entity: 'withdrawal', entityId: before.id, field: 'proofMaterialId' },
        proof === null ? [] : [proof],
        ctx.c,
      );
      // A bank slip shows accounts and amounts: from now on only finance staff see it.
      if (proof !== null) await restrictMaterial(ctx.tx, proof, PROOF_READ_PERMISSION);
      return { paidAt: ctx.now };
    },
    async reject(ctx, before, input) {
      await returnHold(ctx, before, input.rejectReason);
      await approvalAnswered(ctx.tx, ctx.c.var.deps, before);
      return undefined;
    },
    async cancel(ctx, before) {
      await returnHold(ctx, before, '');
      await approvalAnswered(ctx.tx, ctx.c.var.deps, before);
      return undefined;
    },
  },
  afterCommit: {
    // The paid slip is final: its PDF is archived now, outside the payment's transaction.
    pay: (c, row) => archiveAfterCommit(c.var.deps, 'withdrawal', row.id, SLIP_LANGUAGE),
  },
});
