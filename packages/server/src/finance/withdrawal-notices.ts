/**
 * A withdrawal waiting for an approval is a to-do for every user who may give it (the approve action's permission)
 * except whoever applied and, for the second approval, the first approver, who may not approve twice. One to-do key
 * per withdrawal and step: an approval closes its step's to-dos (and the first of two asks for the second), a
 * rejection or cancellation closes the open step's.
 */
import { recordPath, withdrawal as withdrawalDef } from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { partners } from '../db/schema';
import type { AppDeps } from '../http/env';
import { closeTodos, notify } from '../notifications/notify';
import { withdrawalRules, yuan } from './withdrawal-rules';

interface WaitingWithdrawal {
  id: number;
  withdrawalNo: string;
  partnerId: number;
  amount: number;
  /** Approvals given so far: the step it waits for is the next. */
  approvals: number;
  /** The staff user who applied (null: the partner through its API). */
  createdBy: number | null;
}

/** Who may approve: the approve action's own permission, else the resource's write one (as the router guards it). */
const APPROVERS = withdrawalDef.states?.transitions.approve.permission ?? withdrawalDef.permissions.write;

export const approvalTodoKey = (withdrawalId: number, step: number) => `withdrawal-approval:${withdrawalId}:${step}`;

/** Asks for approval `step`; `by` applied or gave the first approval (null: the partner's API applied). */
export async function askForApproval(
  tx: Tx,
  deps: AppDeps,
  withdrawal: WaitingWithdrawal,
  step: 1 | 2,
  by: number | null,
) {
  const [partner] = await tx
    .select({ name: partners.name })
    .from(partners)
    .where(eq(partners.id, withdrawal.partnerId));
  const { secondApprovalAbove } = await withdrawalRules(tx);
  return notify(tx, deps, {
    kind: 'withdrawal.approvalWaiting',
    to: {
      permission: APPROVERS,
      except: withdrawal.createdBy === null ? [] : [withdrawal.createdBy],
    },
    values: {
      number: withdrawal.withdrawalNo,
      partner: partner?.name ?? '',
      amount: yuan(withdrawal.amount),
      step: String(step),
      steps: withdrawal.amount > secondApprovalAbove ? '2' : '1',
    },
    link: recordPath(withdrawalDef.name, withdrawal.id),
    todoKey: approvalTodoKey(withdrawal.id, step),
    senderId: by,
  });
}

/** The step the withdrawal waits for is approved, or no longer asked for (rejected, cancelled). */
export const approvalAnswered = (tx: Tx, deps: AppDeps, withdrawal: Pick<WaitingWithdrawal, 'id' | 'approvals'>) =>
  closeTodos(tx, deps, approvalTodoKey(withdrawal.id, withdrawal.approvals + 1));
