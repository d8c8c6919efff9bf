/**
 * A player's heartbeat: when it was last seen and what it plays now (the admin's players list), the token's
 * last use, and what it finished playing since the last accepted heartbeat, as playout history. The history
 * copies the store's and player's names, so it outlives them. A beat ends the player's offline episode
 * (./offline-notices.ts). One transaction: all of it or none.
 */
import type { Heartbeat, HeartbeatAnswer } from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { playerTokens, playouts, storePlayers } from '../db/schema';
import type { DeviceCaller } from '../http/env';
import { playerHeard } from './offline-notices';

export async function recordHeartbeat(
  db: Db,
  device: DeviceCaller,
  heartbeat: Heartbeat,
  now: Date,
): Promise<HeartbeatAnswer> {
  await db.transaction(async (tx) => {
    await tx
      .update(storePlayers)
      .set({ lastSeenAt: now, nowPlaying: heartbeat.playing })
      .where(eq(storePlayers.id, device.playerId));
    await tx.update(playerTokens).set({ lastUsedAt: now }).where(eq(playerTokens.id, device.tokenId));
    await playerHeard(tx, device.playerId);
    if (heartbeat.played.length === 0) return;
    await tx
      .insert(playouts)
      .values(
        heartbeat.played.map((played) => ({
          storeId: device.storeId,
          storeName: device.storeName,
          playerId: device.playerId,
          playerName: device.playerName,
          entryId: played.entryId,
          kind: played.kind,
          title: played.title,
          materialId: played.materialId,
          textTemplateId: played.textTemplateId,
          startedAt: new Date(played.startedAt),
          durationMs: played.durationMs,
          interrupted: played.interrupted,
          source: played.source,
          receivedAt: now,
        })),
      )
      // A heartbeat resent after a failure repeats what was recorded: the repeats are ignored.
      .onConflictDoNothing({ target: [playouts.playerId, playouts.entryId, playouts.startedAt] });
  });
  // Every entry sent is now on record (new or a repeat): the player may forget them.
  return { serverTime: now.toISOString(), accepted: heartbeat.played.length };
}
