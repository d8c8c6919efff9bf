/**
 * Partners' rules beyond their fields: the commission rate's bounds are the definition's (0–50 %), the balances
 * are read-only (only ./ledger.ts moves them), and a suspended partner keeps its orders but gets no new ones.
 */
import { partner } from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import { partners } from '../db/schema';
import type { Issues } from '../domains/issues';
import { defineBinding, type HookContext } from '../resources/binding';

export const partnerBinding = defineBinding(partner, {});

/**
 * A sale order's partner, on create or when it changes: it must be active (an order keeping its suspended
 * partner is left alone). The reference itself is checked by the framework.
 */
export async function checkPartnerLinkable(
  ctx: HookContext,
  issues: Issues,
  partnerId: unknown,
  before: { partnerId: number | null } | null,
): Promise<void> {
  if (typeof partnerId !== 'number' || before?.partnerId === partnerId) return;
  const [row] = await ctx.tx.select({ status: partners.status }).from(partners).where(eq(partners.id, partnerId));
  if (row?.status === 'suspended') issues.add('partnerId', 'ledger.partnerSuspended');
}
