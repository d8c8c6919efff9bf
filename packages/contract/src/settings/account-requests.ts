/**
 * Account requests (register, forgot password) as filed on the public screens and handled in Settings → users:
 * kinds, statuses, the list query, what the list shows and what an approval answers. Handled by the server in
 * packages/server/src/routes/requests.ts.
 */
import * as v from 'valibot';

export const ACCOUNT_REQUESTS_PATH = '/account/requests';
export const ACCOUNT_REQUEST_KINDS = ['register', 'reset'] as const;
export type AccountRequestKind = (typeof ACCOUNT_REQUEST_KINDS)[number];
/** `expired`: left pending longer than `security.accountRequestDays`. */
export const ACCOUNT_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type AccountRequestStatus = (typeof ACCOUNT_REQUEST_STATUSES)[number];

export const accountRequestQuery = v.strictObject({
  kind: v.optional(v.picklist(ACCOUNT_REQUEST_KINDS, 'validation.invalid')),
  status: v.optional(v.picklist(ACCOUNT_REQUEST_STATUSES, 'validation.invalid')),
});

/** A request as the approval screen lists it (never the password hash of a registration). */
export interface AccountRequest {
  id: number;
  kind: AccountRequestKind;
  username: string;
  email: string;
  nickname: string;
  reason: string;
  status: AccountRequestStatus;
  /** Where it was filed from (the client address) and when. */
  ip: string;
  createdAt: string;
  handledBy: number | null;
  handledAt: string | null;
  note: string;
  /**
   * An account with this username exists now: for a registration the name is taken (approving it is refused),
   * for a reset the account it names exists (otherwise there is nothing to reset).
   */
  userExists: boolean;
}

/** What approving or rejecting answers; `password` only for an approved reset, shown once. */
export interface AccountRequestResult {
  id: number;
  status: AccountRequestStatus;
  userId: number | null;
  password?: string;
}
