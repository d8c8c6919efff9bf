/**
 * A player not heard from for longer than PLAYER_ONLINE_MINUTES (contract stores/overview.ts: the store home counts
 * it offline from then on) is told to the stores' staff once per offline episode. Only a player that should be
 * playing: it has been heard from before and holds a live device token, its store is open (status) and within its
 * opening hours now (a store without any hours counts as always open) — a store closing for the night is no news.
 *
 * Once per episode, whichever process looks: the episode is a player_offline_notices row, inserted by the check
 * (its primary key lets exactly one insert through) and deleted by the player's next heartbeat (./heartbeat.ts).
 */
import {
  businessMinute,
  isOpenAt,
  localMoment,
  PLAYER_ONLINE_MINUTES,
  recordPath,
  store as storeDef,
} from '@soundboard/contract';
import { and, eq, exists, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { playerOfflineNotices, playerTokens, storeExceptions, storeHours, storePlayers, stores } from '../db/schema';
import type { AppDeps } from '../http/env';
import { errorLogFields } from '../http/error-log';
import { startRepeating } from '../jobs/repeat';
import { notify } from '../notifications/notify';

/** A heartbeat: the player is back, its episode (if any) is over. */
export async function playerHeard(tx: Tx, playerId: number): Promise<void> {
  await tx.delete(playerOfflineNotices).where(eq(playerOfflineNotices.playerId, playerId));
}

/** Players silent since before `now` − PLAYER_ONLINE_MINUTES, not yet told, with a live token, in open stores. */
function silentPlayers(tx: Tx, now: Date) {
  const cutoff = new Date(now.getTime() - PLAYER_ONLINE_MINUTES * 60_000);
  return tx
    .select({
      id: storePlayers.id,
      name: storePlayers.name,
      lastSeenAt: storePlayers.lastSeenAt,
      storeId: stores.id,
      storeName: stores.nameZh,
    })
    .from(storePlayers)
    .innerJoin(stores, eq(stores.id, storePlayers.storeId))
    .where(
      and(
        lt(storePlayers.lastSeenAt, cutoff),
        eq(stores.status, 'open'),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(playerOfflineNotices)
            .where(eq(playerOfflineNotices.playerId, storePlayers.id)),
        ),
        exists(
          tx
            .select({ one: sql`1` })
            .from(playerTokens)
            .where(and(eq(playerTokens.playerId, storePlayers.id), isNull(playerTokens.revokedAt))),
        ),
      ),
    );
}

/** The stores among `storeIds` open at `now` (local time), by their hours and today's exception. */
async function openStores(tx: Tx, storeIds: number[], now: Date): Promise<Set<number>> {
  const { date, time } = localMoment(now);
  const hours = await tx.select().from(storeHours).where(inArray(storeHours.storeId, storeIds));
  const days = await tx
    .select()
    .from(storeExceptions)
    .where(and(inArray(storeExceptions.storeId, storeIds), eq(storeExceptions.date, date)));
  const open = storeIds.filter((storeId) => {
    const own = hours.filter((period) => period.storeId === storeId);
    const today = days
      .filter((day) => day.storeId === storeId)
      .map((day) => ({
        date: day.date,
        closed: day.closed ?? false,
        opens: day.opens ?? '',
        closes: day.closes ?? '',
      }));
    return (own.length === 0 && today.length === 0) || isOpenAt(date, time, own, today);
  });
  return new Set(open);
}

/** Tells the stores' staff of every player that went silent; the players told of. */
export function notifyOfflinePlayers(deps: AppDeps, now: Date): Promise<number[]> {
  return deps.db.transaction(async (tx) => {
    const silent = await silentPlayers(tx, now);
    if (silent.length === 0) return [];
    const open = await openStores(tx, [...new Set(silent.map((player) => player.storeId))], now);
    const due = silent.filter((player) => open.has(player.storeId));
    if (due.length === 0) return [];
    const claimed = await tx
      .insert(playerOfflineNotices)
      .values(due.map((player) => ({ playerId: player.id, notifiedAt: now })))
      .onConflictDoNothing()
      .returning({ playerId: playerOfflineNotices.playerId });
    const told = new Set(claimed.map((row) => row.playerId));
    for (const player of due.filter((candidate) => told.has(candidate.id))) {
      await notify(tx, deps, {
        kind: 'player.offline',
        // Those who can act on it (its store, its device token); store:read is also every salesperson and viewer.
        to: { permission: storeDef.permissions.write },
        values: { name: player.name, store: player.storeName, since: businessMinute(player.lastSeenAt as Date) },
        link: recordPath(storeDef.name, player.storeId),
      });
    }
    return [...told];
  });
}

/** How often each process looks. */
export const OFFLINE_CHECK_INTERVAL_MS = 60_000;

/**
 * Looks now and then every OFFLINE_CHECK_INTERVAL_MS until stopped (serve.ts stops it at shutdown and waits for a
 * look under way). A failed look is logged and tried again at the next tick.
 */
export function startOfflineWatch(deps: AppDeps): { stop(): Promise<void> } {
  return startRepeating(
    async () => {
      const told = await notifyOfflinePlayers(deps, deps.now());
      if (told.length > 0) deps.log('info', 'players offline', { players: told });
    },
    OFFLINE_CHECK_INTERVAL_MS,
    (error) => deps.log('error', 'player offline check failed', errorLogFields(error)),
  );
}
