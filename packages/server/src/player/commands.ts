/**
 * "Play now" commands: staff announce a text template to every player of a store (staff-player-routes.ts); each
 * player polls for the commands after the last id it saw (device-routes.ts). A command not fetched within
 * COMMAND_TTL_SECONDS is dropped, so a player that was off does not announce stale news when it comes back.
 */
import { COMMAND_TTL_SECONDS, type PlayerCommand } from '@soundboard/contract';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { playerCommands, textTemplates } from '../db/schema';
import type { DeviceCaller } from '../http/env';
import { type Announcement, announcementFor } from './announcement';
import { loadStoreContext } from './store-voice';

/** Commands one poll answers at most (more than staff could send within the TTL). */
const POLL_MAX = 20;

export async function createAnnounceCommand(
  tx: Db | Tx,
  input: { storeId: number; textTemplateId: number; createdBy: number | null; at: Date },
) {
  const expiresAt = new Date(input.at.getTime() + COMMAND_TTL_SECONDS * 1000);
  const [row] = await tx
    .insert(playerCommands)
    .values({
      storeId: input.storeId,
      textTemplateId: input.textTemplateId,
      createdBy: input.createdBy,
      createdAt: input.at,
      expiresAt,
    })
    .returning({ id: playerCommands.id });
  if (!row) throw new Error('player command not stored');
  return { id: row.id, expiresAt };
}

/** The store's live commands after `after`, oldest first, each an announcement rendered for now. */
export async function commandsFor(
  db: Db | Tx,
  device: DeviceCaller,
  after: number,
  now: Date,
): Promise<PlayerCommand[]> {
  const rows = await db
    .select({ command: playerCommands, template: textTemplates })
    .from(playerCommands)
    .innerJoin(textTemplates, eq(textTemplates.id, playerCommands.textTemplateId))
    .where(
      and(eq(playerCommands.storeId, device.storeId), gt(playerCommands.id, after), gt(playerCommands.expiresAt, now)),
    )
    .orderBy(asc(playerCommands.id))
    .limit(POLL_MAX);
  if (rows.length === 0) return [];
  const store = await loadStoreContext(db, device.storeId);
  if (!store) return [];
  const memo = new Map<string, Announcement>();
  const commands: PlayerCommand[] = [];
  for (const { command, template } of rows) {
    const announcement = await announcementFor(db, template, store, now, memo);
    const createdAt = command.createdAt.toISOString();
    commands.push({
      id: command.id,
      kind: 'announce',
      createdAt,
      entry: {
        // Stable per command, so a repeated heartbeat of its playout is recognised.
        id: `announcement:${createdAt}:${template.id}`,
        kind: 'announcement',
        startsAt: now.toISOString(),
        durationMs: announcement.durationMs,
        title: announcement.title,
        url: announcement.url,
        materialId: announcement.materialId,
        textTemplateId: template.id,
        speech: announcement.speech,
        // Play now interrupts: the music stops for it (the track it cuts short is reported interrupted).
        duckTo: 0,
        musicTemplateId: null,
      },
    });
  }
  return commands;
}
