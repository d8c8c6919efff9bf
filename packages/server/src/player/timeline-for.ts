/**
 * A player's timeline as the device route answers it: the store's plan for the next TIMELINE_HOURS, its
 * playlists' tracks and announcements (./timeline.ts), each announcement rendered with the store's values at the
 * moment it plays (./announcement.ts).
 */
import { type PlayEntry, type PlayerTimeline, TIMELINE_HOURS } from '@soundboard/contract';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { textTemplates } from '../db/schema';
import type { AppDeps, DeviceCaller } from '../http/env';
import { type Announcement, announcementFor } from './announcement';
import { planFor } from './plan';
import { loadPlaylists } from './playlists';
import { loadStoreContext } from './store-voice';
import { buildTimeline } from './timeline';

export async function timelineFor(
  db: Db | Tx,
  deps: Pick<AppDeps, 'now'>,
  device: DeviceCaller,
  from: Date,
): Promise<PlayerTimeline> {
  const to = new Date(from.getTime() + TIMELINE_HOURS * 3_600_000);
  const slots = await planFor(db, device.storeId, from, to);
  const ids = slots.map((slot) => slot.musicTemplateId).filter((id): id is number => id !== null);
  const playlists = await loadPlaylists(db, ids);
  const drafts = buildTimeline({ slots, playlists, seed: device.storeId }, from, to);

  const templateIds = [
    ...new Set(drafts.flatMap((draft) => (draft.kind === 'announcement' ? [draft.textTemplateId] : []))),
  ];
  const templates =
    templateIds.length > 0 ? await db.select().from(textTemplates).where(inArray(textTemplates.id, templateIds)) : [];
  const byId = new Map(templates.map((template) => [template.id, template]));
  const store = templateIds.length > 0 ? await loadStoreContext(db, device.storeId) : null;
  const memo = new Map<string, Announcement>();

  const entries: PlayEntry[] = [];
  for (const draft of drafts) {
    if (draft.kind === 'track') {
      entries.push(draft);
      continue;
    }
    const template = byId.get(draft.textTemplateId);
    if (!template || !store) continue; // removed meanwhile
    const announcement = await announcementFor(db, template, store, new Date(draft.startsAt), memo);
    entries.push({
      id: draft.id,
      kind: 'announcement',
      startsAt: draft.startsAt,
      durationMs: announcement.durationMs,
      title: announcement.title,
      url: announcement.url,
      materialId: announcement.materialId,
      textTemplateId: draft.textTemplateId,
      speech: announcement.speech,
      duckTo: draft.duckTo,
      musicTemplateId: draft.musicTemplateId,
    });
  }
  return {
    store: { id: device.storeId, name: device.storeName },
    player: { id: device.playerId, name: device.playerName },
    from: from.toISOString(),
    to: to.toISOString(),
    generatedAt: deps.now().toISOString(),
    entries,
  };
}
