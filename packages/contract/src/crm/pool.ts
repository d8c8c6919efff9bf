/**
 * The shared customer pool: a customer not followed up for N days (N per level, Settings → configuration, group
 * `crm`) loses its owner and returns to the pool; its owner is warned M days before (Workplace panel and message
 * box). Salespeople claim pool customers, at most `claimDailyLimit` a day. Every change of owner is kept in the
 * owner history with its reason.
 */
import * as v from 'valibot';

export const OWNER_CHANGE_REASONS = ['create', 'transfer', 'claim', 'reclaim', 'release', 'import'] as const;
export type OwnerChangeReason = (typeof OWNER_CHANGE_REASONS)[number];

/** One row of GET /behind/customers/:id/owners (newest first). */
export interface OwnerChange {
  id: number;
  at: string;
  reason: OwnerChangeReason;
  fromId: number | null;
  fromName: string | null;
  toId: number | null;
  toName: string | null;
  actorId: number | null;
  actorName: string | null;
  note: string;
}

/** POST /behind/customers/:id/transfer (customer:all): the new owner, and why. */
export interface TransferInput {
  ownerId: number;
  version: number;
  note?: string;
}

/** One row of GET /behind/customers/pool-warnings: the caller's customers that return to the pool soon. */
export interface PoolWarning {
  customerId: number;
  customerCode: string;
  customerName: string;
  /** When it returns to the pool unless followed up. */
  reclaimAt: string;
  daysLeft: number;
}

/** GET /behind/customers/claims: how many the caller claimed today and may still claim. */
export interface ClaimAllowance {
  claimedToday: number;
  limit: number;
}

const version = v.pipe(v.number('validation.type'), v.integer('validation.type'), v.minValue(1, 'validation.type'));

/** POST /behind/customers/:id/claim: the version the pool customer was read at. */
export const claimSchema = v.strictObject({ version });

/** POST /behind/customers/:id/release: the version, and why it goes back to the pool (kept in the owner history). */
export const releaseSchema = v.strictObject({
  version,
  note: v.optional(v.pipe(v.string('validation.type'), v.trim(), v.maxLength(500, 'validation.tooLong')), ''),
});
