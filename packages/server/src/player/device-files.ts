/**
 * Which library files a store's player may fetch: the tracks of the playlists its schedules and exceptions name
 * (any date, so a player can fetch ahead), and the recorded voices of the text templates those playlists' rules
 * or its "play now" commands use, unless restricted (media/visibility.ts playableOnDevices). Anything else is a
 * 404 to a device, as if it did not exist.
 */
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import {
  materials,
  musicTemplateRules,
  musicTemplateTracks,
  playExceptions,
  playerCommands,
  playSchedules,
  textTemplates,
} from '../db/schema';
import { playableOnDevices } from '../media/visibility';

/** The material's stored file when it belongs to the store's programme, else null. */
export async function playableMaterial(db: Db | Tx, storeId: number, materialId: number) {
  const playlists = sql`(select ${playSchedules.musicTemplateId} from ${playSchedules} where ${playSchedules.storeId} = ${storeId}
    union select ${playExceptions.musicTemplateId} from ${playExceptions}
      where ${playExceptions.storeId} = ${storeId} and ${playExceptions.musicTemplateId} is not null)`;
  const track = sql`exists (select 1 from ${musicTemplateTracks}
    where ${musicTemplateTracks.materialId} = ${materials.id} and ${musicTemplateTracks.musicTemplateId} in ${playlists})`;
  const voice = sql`exists (select 1 from ${textTemplates}
    where ${textTemplates.voiceMaterialId} = ${materials.id} and (
      ${textTemplates.id} in (select ${musicTemplateRules.textTemplateId} from ${musicTemplateRules}
        where ${musicTemplateRules.musicTemplateId} in ${playlists})
      or ${textTemplates.id} in (select ${playerCommands.textTemplateId} from ${playerCommands}
        where ${playerCommands.storeId} = ${storeId})))`;
  const [row] = await db
    .select({ hash: materials.hash, mime: materials.mime, size: materials.size })
    .from(materials)
    .where(and(eq(materials.id, materialId), isNotNull(materials.hash), playableOnDevices, or(track, voice)));
  return row ?? null;
}
