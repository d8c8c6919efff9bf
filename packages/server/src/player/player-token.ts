/**
 * Device tokens of the stores' players: 'sbp_' + 32 random bytes (base64url), shown once; only the SHA-256 is
 * kept, so a leaked table opens nothing. A player has at most one active token (issuing revokes the previous).
 * The device routes take it from the PLAYER_TOKEN_HEADER header only: a staff `admin-token` is never read there,
 * and a device token is never a staff session (the staff guards read `admin-token` alone).
 */
import { createHash, randomBytes } from 'node:crypto';
import { PLAYER_TOKEN_HEADER, ResultCode } from '@soundboard/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Guard } from '../auth/guard';
import type { Db, Tx } from '../db/client';
import { playerTokens, publicRateLimits, storePlayers, stores } from '../db/schema';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';

/** What every device token starts with, so a leaked one is recognisable (secret scanners, logs). */
const TOKEN_PREFIX = 'sbp_';

export const hashPlayerToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Revokes the player's active token (if any) and issues a new one; the caller's transaction holds both. */
export async function issuePlayerToken(tx: Db | Tx, playerId: number, issuedBy: number | null, at: Date) {
  await revokePlayerTokens(tx, playerId, at);
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await tx
    .insert(playerTokens)
    .values({ playerId, tokenHash: hashPlayerToken(token), issuedAt: at, issuedBy })
    .returning({ id: playerTokens.id, issuedAt: playerTokens.issuedAt });
  if (!row) throw new Error('player token not stored');
  return { token, issuedAt: row.issuedAt };
}

/** Revokes the player's active token; the number revoked (0 or 1). */
export async function revokePlayerTokens(tx: Db | Tx, playerId: number, at: Date): Promise<number> {
  const rows = await tx
    .update(playerTokens)
    .set({ revokedAt: at })
    .where(and(eq(playerTokens.playerId, playerId), isNull(playerTokens.revokedAt)))
    .returning({ id: playerTokens.id });
  return rows.length;
}

/** Failed device-token checks one address may make per window before it gets 429 instead of 401. */
export const DEVICE_FAILURE_LIMIT = 30;
export const DEVICE_FAILURE_WINDOW_MS = 10 * 60 * 1000;

/**
 * Counts a failed check of this address (the public routes' counter table, auth/public-rate-limit.ts: one
 * statement, safe across processes); a 429 once the window's failures are used up. Only failures count: a
 * store's players share an address behind its router, and a healthy one polls every second.
 */
async function refuse(c: Context<AppEnv>): Promise<never> {
  const { db, now } = c.var.deps;
  const at = now();
  const windowOpen = new Date(at.getTime() - DEVICE_FAILURE_WINDOW_MS);
  const stale = sql`${publicRateLimits.windowStart} <= ${windowOpen.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(publicRateLimits)
    .values({ key: `player-token:${clientAddress(c)}`, windowStart: at, hits: 1 })
    .onConflictDoUpdate({
      target: publicRateLimits.key,
      set: {
        hits: sql`case when ${stale} then 1 else ${publicRateLimits.hits} + 1 end`,
        windowStart: sql`case when ${stale} then excluded.window_start else ${publicRateLimits.windowStart} end`,
      },
    })
    .returning({ hits: publicRateLimits.hits });
  if ((row?.hits ?? 0) > DEVICE_FAILURE_LIMIT) throw new ApiError(ResultCode.TooManyRequests);
  throw new ApiError(ResultCode.SessionInvalid, 'player.tokenInvalid');
}

const TOKEN_SHAPE = /^sbp_[A-Za-z0-9_-]{43}$/;

/**
 * The device routes' guard: an active device token in PLAYER_TOKEN_HEADER, as `c.var.device`. It is not a
 * staff guard: to the route table (auth/permissions.test.ts) these routes are open to staff-less callers, and
 * the token check here stands in for the session. It writes nothing on success (a player polls every second;
 * the heartbeat records lastUsedAt).
 */
export const needsDevice = (): Guard =>
  Object.assign(
    async (c: Context<AppEnv>, next: () => Promise<void>) => {
      const token = c.req.header(PLAYER_TOKEN_HEADER) ?? '';
      if (!TOKEN_SHAPE.test(token)) return refuse(c);
      const [row] = await c.var.deps.db
        .select({
          tokenId: playerTokens.id,
          playerId: storePlayers.id,
          playerName: storePlayers.name,
          storeId: stores.id,
          storeName: stores.nameZh,
        })
        .from(playerTokens)
        .innerJoin(storePlayers, eq(storePlayers.id, playerTokens.playerId))
        .innerJoin(stores, eq(stores.id, storePlayers.storeId))
        .where(and(eq(playerTokens.tokenHash, hashPlayerToken(token)), isNull(playerTokens.revokedAt)));
      if (!row) return refuse(c);
      c.set('device', row);
      await next();
    },
    { requirement: { kind: 'public' } as const },
  );
