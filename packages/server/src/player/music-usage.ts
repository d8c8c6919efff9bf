/** Which stores' schedules or exceptions play a playlist (a playlist in use cannot be deleted). */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { playExceptions, playSchedules } from '../db/schema';
import { recordLabels } from '../resources/refs';

/** The labels of the stores whose music plan names this playlist, each once, sorted. */
export async function storesPlaying(db: Db | Tx, musicTemplateId: number): Promise<string[]> {
  const [weekly, exceptional] = await Promise.all([
    db
      .selectDistinct({ storeId: playSchedules.storeId })
      .from(playSchedules)
      .where(eq(playSchedules.musicTemplateId, musicTemplateId)),
    db
      .selectDistinct({ storeId: playExceptions.storeId })
      .from(playExceptions)
      .where(eq(playExceptions.musicTemplateId, musicTemplateId)),
  ]);
  const ids = [...new Set([...weekly, ...exceptional].map((row) => row.storeId))];
  const labels = await recordLabels(db, 'store', ids);
  return ids.map((id) => labels[id] ?? String(id)).sort();
}
