/**
 * Staff routes of a store's players (contract player/api.ts): issue and revoke a player's device token, list the
 * players with their token state and what they play, and announce a text template to all of them now.
 * Audit rows: action 'issue' / 'revoke' on entity 'playerToken' (entityId: the player's id), and action
 * 'announce' on entity 'store' (entityId: the store's id; after: the template and the command).
 */
import {
  type AnnounceResult,
  announceSchema,
  type IssuedPlayerToken,
  PLAYER_PATH,
  type PlayerDevice,
  playerTokenPath,
  ResultCode,
  storeAnnouncePath,
  storePlayersPath,
  translate,
} from '@soundboard/contract';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { audit } from '../audit';
import { needs } from '../auth/guard';
import { requireRecentAuth } from '../auth/re-auth';
import type { Db, Tx } from '../db/client';
import { playerTokens, storePlayers, stores, textTemplates } from '../db/schema';
import type { AppEnv } from '../http/env';
import { ApiError, notFound } from '../http/errors';
import { ok } from '../http/respond';
import { idParam, jsonBody } from '../http/validate';
import { withInput } from '../openapi/route-input';
import { createAnnounceCommand } from './commands';
import { issuePlayerToken, revokePlayerTokens } from './player-token';

export const staffPlayerRoutes = new Hono<AppEnv>();

/** The player when it belongs to the store, else a 404 (a player id of another store names nothing here). */
async function playerOfStore(db: Db | Tx, storeId: number, playerId: number) {
  const [row] = await db
    .select({ id: storePlayers.id, name: storePlayers.name })
    .from(storePlayers)
    .where(and(eq(storePlayers.id, playerId), eq(storePlayers.storeId, storeId)));
  if (!row) throw notFound();
  return row;
}

async function storeExists(db: Db | Tx, storeId: number) {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  if (!row) throw notFound();
}

staffPlayerRoutes.post(playerTokenPath(':id', ':playerId'), needs('store:write'), async (c) => {
  const storeId = idParam(c);
  const playerId = idParam(c, 'playerId');
  await requireRecentAuth(c);
  const { db, now } = c.var.deps;
  const issued = await db.transaction(async (tx) => {
    const player = await playerOfStore(tx, storeId, playerId);
    const { token, issuedAt } = await issuePlayerToken(tx, playerId, c.var.user.userId, now());
    await audit(tx, c, {
      action: 'issue',
      entity: 'playerToken',
      entityId: playerId,
      after: { storeId, playerId, name: player.name },
    });
    return { token, issuedAt };
  });
  const answer: IssuedPlayerToken = {
    playerId,
    token: issued.token,
    issuedAt: issued.issuedAt.toISOString(),
    // In the fragment: the browser never sends it to a server, nor in a Referer.
    playerUrl: `${PLAYER_PATH}/#token=${issued.token}`,
  };
  return ok(c, answer);
});

staffPlayerRoutes.delete(playerTokenPath(':id', ':playerId'), needs('store:write'), async (c) => {
  const storeId = idParam(c);
  const playerId = idParam(c, 'playerId');
  const { db, now } = c.var.deps;
  const revoked = await db.transaction(async (tx) => {
    const player = await playerOfStore(tx, storeId, playerId);
    const revoked = await revokePlayerTokens(tx, playerId, now());
    if (revoked > 0)
      await audit(tx, c, {
        action: 'revoke',
        entity: 'playerToken',
        entityId: playerId,
        before: { storeId, playerId, name: player.name },
      });
    return revoked;
  });
  return ok(c, { playerId, revoked: revoked > 0 });
});

staffPlayerRoutes.get(storePlayersPath(':id'), needs('store:read'), async (c) => {
  const storeId = idParam(c);
  const { db } = c.var.deps;
  await storeExists(db, storeId);
  const rows = await db
    .select({
      id: storePlayers.id,
      name: storePlayers.name,
      serial: storePlayers.serial,
      lastSeenAt: storePlayers.lastSeenAt,
      nowPlaying: storePlayers.nowPlaying,
      tokenIssuedAt: playerTokens.issuedAt,
    })
    .from(storePlayers)
    .leftJoin(playerTokens, and(eq(playerTokens.playerId, storePlayers.id), isNull(playerTokens.revokedAt)))
    .where(eq(storePlayers.storeId, storeId))
    .orderBy(asc(storePlayers.sort), asc(storePlayers.id));
  const players: PlayerDevice[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    serial: row.serial,
    tokenIssuedAt: row.tokenIssuedAt?.toISOString() ?? null,
    lastSeenAt: row.lastSeenAt ? new Date(row.lastSeenAt).toISOString() : null,
    nowPlaying: row.nowPlaying ?? null,
  }));
  return ok(c, players);
});

/** A 422 naming the field, with a player message. */
function refused(c: Parameters<typeof ok>[0], key: string) {
  const message = translate(c.var.locale, key);
  return new ApiError(ResultCode.ValidationFailed, key, { issues: [{ path: 'textTemplateId', message }] });
}

staffPlayerRoutes.post(
  storeAnnouncePath(':id'),
  needs('template:write'),
  withInput({ body: announceSchema }, async (c) => {
    const storeId = idParam(c);
    const { textTemplateId } = await jsonBody(c, announceSchema);
    const { db, now } = c.var.deps;
    const result = await db.transaction(async (tx) => {
      await storeExists(tx, storeId);
      const [template] = await tx
        .select({ id: textTemplates.id, name: textTemplates.name, status: textTemplates.status })
        .from(textTemplates)
        .where(eq(textTemplates.id, textTemplateId));
      if (template?.status !== 'active') throw refused(c, 'template.notActive');
      const [players] = await tx.select({ n: count() }).from(storePlayers).where(eq(storePlayers.storeId, storeId));
      const playerCount = Number(players?.n ?? 0);
      if (playerCount === 0) throw refused(c, 'player.noPlayers');
      const command = await createAnnounceCommand(tx, {
        storeId,
        textTemplateId,
        createdBy: c.var.user.userId,
        at: now(),
      });
      await audit(tx, c, {
        action: 'announce',
        entity: 'store',
        entityId: storeId,
        after: { textTemplateId, name: template.name, commandId: command.id },
      });
      return { commandId: command.id, players: playerCount, expiresAt: command.expiresAt.toISOString() };
    });
    const answer: AnnounceResult = result;
    return ok(c, answer);
  }),
);
