/**
 * Bearer tokens of callers that are not staff (stores' players, partners' systems): '<prefix>' + 32 random bytes
 * (base64url), shown once; only the SHA-256 is kept, so a leaked table opens nothing. Failed checks are counted
 * per client address (window-counter.ts, the public routes' counter): 401 until the window's failures are used
 * up, then 429. Only failures count, so a healthy caller polling often is never slowed.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ResultCode } from '@soundboard/contract';
import type { Context } from 'hono';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { countInWindow } from './window-counter';

/** Failed token checks one address may make per window before it gets 429 instead of 401. */
export const TOKEN_FAILURE_LIMIT = 30;
export const TOKEN_FAILURE_WINDOW_MS = 10 * 60 * 1000;

export const hashApiToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new token with its prefix (so a leaked one is recognisable to secret scanners and in logs). */
export const newApiToken = (prefix: string): string => `${prefix}${randomBytes(32).toString('base64url')}`;

/** What a well-formed token of this prefix looks like (checked before any database read). */
export const apiTokenShape = (prefix: string): RegExp => new RegExp(`^${prefix}[A-Za-z0-9_-]{43}$`);

/** Counts a failed check of this address under `scope`; throws 429 past the limit, else 401 with `messageKey`. */
export async function refuseApiToken(c: Context<AppEnv>, scope: string, messageKey: string): Promise<never> {
  const hits = await countInWindow(c, `${scope}:${clientAddress(c)}`, TOKEN_FAILURE_WINDOW_MS);
  if (hits > TOKEN_FAILURE_LIMIT) throw new ApiError(ResultCode.TooManyRequests);
  throw new ApiError(ResultCode.SessionInvalid, messageKey);
}
