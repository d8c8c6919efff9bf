/**
 * Device tokens of the stores' players: 'sbp_' + 32 random bytes (base64url), shown once; only the SHA-256 is
 * kept, so a leaked table opens nothing. A player has at most one active token (issuing revokes the previous).
 * The device routes take it from the PLAYER_TOKEN_HEADER header only: a staff `admin-token` is never read there,
 * and a device token is never a staff session (the staff guards read `admin-token` alone).
 */
import { PLAYER_TOKEN_HEADER } from '@soundboard/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { apiTokenShape, hashApiToken, newApiToken, refuseApiToken } from '../auth/api-token';
import type { Guard } from '../auth/guard';
import type { Db, Tx } from '../db/client';
import { playerTokens, storePlayers, stores } from '../db/schema';
import type { AppEnv } from '../http/env';

/** What every device token starts with, so a leaked one is recognisable (secret scanners, logs). */
const TOKEN_PREFIX = 'sbp_';

export const hashPlayerToken = hashApiToken;

/** Revokes the player's active token (if any) and issues a new one; the caller's transaction holds both. */
export async function issuePlayerToken(tx: Db | Tx, playerId: number, issuedBy: number | null, at: Date) {
  await revokePlayerTokens(tx, playerId, at);
  const token = newApiToken(TOKEN_PREFIX);
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

/** A failed check: counted per address, 401 then 429 (auth/api-token.ts). */
const refuse = (c: Context<AppEnv>) => refuseApiToken(c, 'player-token', 'player.tokenInvalid');

const TOKEN_SHAPE = apiTokenShape(TOKEN_PREFIX);

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
