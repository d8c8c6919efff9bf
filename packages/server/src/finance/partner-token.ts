/**
 * Partners' API tokens: 'sbk_' + 32 random bytes, shown once, only the SHA-256 kept (auth/api-token.ts, shared
 * with the players' device tokens). A partner has at most one active token (issuing revokes the previous).
 * The partner API reads it from PARTNER_TOKEN_HEADER only: a staff `admin-token` is never read there, and a
 * partner token is never a staff session.
 */
import { PARTNER_TOKEN_HEADER } from '@soundboard/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { apiTokenShape, hashApiToken, newApiToken, refuseApiToken } from '../auth/api-token';
import type { Guard } from '../auth/guard';
import type { Tx } from '../db/client';
import { partners, partnerTokens } from '../db/schema';
import type { AppEnv } from '../http/env';

const TOKEN_PREFIX = 'sbk_';
const TOKEN_SHAPE = apiTokenShape(TOKEN_PREFIX);

/** Revokes the partner's active token (if any) and issues a new one, in the caller's transaction. */
export async function issuePartnerToken(tx: Tx, partnerId: number, issuedBy: number | null, at: Date) {
  await revokePartnerTokens(tx, partnerId, at);
  const token = newApiToken(TOKEN_PREFIX);
  await tx.insert(partnerTokens).values({ partnerId, tokenHash: hashApiToken(token), issuedAt: at, issuedBy });
  return { token, issuedAt: at };
}

/** Revokes the partner's active token; the number revoked (0 or 1). */
export async function revokePartnerTokens(tx: Tx, partnerId: number, at: Date): Promise<number> {
  const rows = await tx
    .update(partnerTokens)
    .set({ revokedAt: at })
    .where(and(eq(partnerTokens.partnerId, partnerId), isNull(partnerTokens.revokedAt)))
    .returning({ id: partnerTokens.id });
  return rows.length;
}

/** The partner a request's token names (set by needsPartner; the request object is the key). */
const callers = new WeakMap<Request, number>();

/** The calling partner's id on a route behind needsPartner. */
export function callingPartner(c: Context<AppEnv>): number {
  const partnerId = callers.get(c.req.raw);
  if (partnerId === undefined) throw new Error('partner API route without its guard');
  return partnerId;
}

const refuse = (c: Context<AppEnv>) => refuseApiToken(c, 'partner-token', 'withdrawal.tokenInvalid');

/**
 * The partner API's guard: an active token in PARTNER_TOKEN_HEADER. Not a staff guard: to the route table
 * (auth/permissions.test.ts) these routes are open to staff-less callers, and this check stands in for the
 * session. Failures are rate-limited per address (401, then 429).
 */
export const needsPartner = (): Guard =>
  Object.assign(
    async (c: Context<AppEnv>, next: () => Promise<void>) => {
      const token = c.req.header(PARTNER_TOKEN_HEADER) ?? '';
      if (!TOKEN_SHAPE.test(token)) return refuse(c);
      const [row] = await c.var.deps.db
        .select({ partnerId: partnerTokens.partnerId })
        .from(partnerTokens)
        .innerJoin(partners, eq(partners.id, partnerTokens.partnerId))
        .where(and(eq(partnerTokens.tokenHash, hashApiToken(token)), isNull(partnerTokens.revokedAt)));
      if (!row) return refuse(c);
      callers.set(c.req.raw, row.partnerId);
      await next();
    },
    { requirement: { kind: 'public' } as const },
  );
