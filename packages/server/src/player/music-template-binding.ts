/**
 * Music templates (contract resources/defs/music-template.ts) beyond their fields: every track is an audio
 * material of the library, recorded as a usage (media/usages.ts) so a playlist's song cannot be deleted;
 * `trackCount` and `totalSeconds` follow from the tracks' materials; each announcement rule says what its kind
 * needs and names a text template that is not retired; an active playlist has a track. A playlist that a store's
 * schedule or exception plays cannot be deleted (./music-usage.ts).
 */
import { musicTemplate } from '@soundboard/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import { materials, musicTemplateRules, musicTemplateTracks, textTemplates } from '../db/schema';
import { wireRows } from '../domains/documents';
import { Issues, refused } from '../domains/issues';
import { clearUsages, recordUsages } from '../media/usages';
import { defineBinding, type HookContext } from '../resources/binding';
import { checkLineIds, type Line, type LineSetTable, writeLineSet } from '../resources/line-sets';
import { recordLabels } from '../resources/refs';
import { storesPlaying } from './music-usage';

const TRACKS: LineSetTable = { table: musicTemplateTracks, parent: musicTemplateTracks.musicTemplateId };
const RULES: LineSetTable = { table: musicTemplateRules, parent: musicTemplateRules.musicTemplateId };

type TrackLine = Line & { materialId: number; weight?: number };
type RuleLine = Line & { kind: string; textTemplateId: number; every?: number | null; times?: string | null };

/** The line sets as the input carries them (the contract's input type does not carry line sets). */
const linesOf = (input: unknown) => {
  const { tracks, rules } = input as { tracks?: TrackLine[]; rules?: RuleLine[] };
  return { tracks: tracks ?? [], rules: rules ?? [] };
};

/** Checks the tracks; answers the total length of those that are audio materials, in seconds. */
async function checkTracks(ctx: HookContext, tracks: TrackLine[], issues: Issues): Promise<number> {
  const ids = [...new Set(tracks.map((track) => track.materialId))];
  const found = ids.length
    ? await ctx.tx
        .select({ id: materials.id, kind: materials.kind, duration: materials.duration })
        .from(materials)
        .where(inArray(materials.id, ids))
    : [];
  const byId = new Map(found.map((material) => [material.id, material]));
  let seconds = 0;
  for (const [index, track] of tracks.entries()) {
    const material = byId.get(track.materialId);
    if (!material) issues.add(`tracks.${index}.materialId`, 'validation.notFound');
    else if (material.kind !== 'audio')
      issues.add(`tracks.${index}.materialId`, 'validation.trackNotAudio', { n: String(index + 1) });
    else seconds += material.duration ?? 0;
  }
  return seconds;
}

async function checkRules(ctx: HookContext, rules: RuleLine[], issues: Issues): Promise<void> {
  const ids = [...new Set(rules.map((rule) => rule.textTemplateId))];
  const found = ids.length
    ? await ctx.tx
        .select({ id: textTemplates.id, status: textTemplates.status })
        .from(textTemplates)
        .where(inArray(textTemplates.id, ids))
    : [];
  const status = new Map(found.map((template) => [template.id, template.status]));
  for (const [index, rule] of rules.entries()) {
    const path = `rules.${index}`;
    if ((rule.kind === 'everyMinutes' || rule.kind === 'everyTracks') && !rule.every)
      issues.add(`${path}.every`, 'player.ruleEvery');
    if (rule.kind === 'atTimes' && !rule.times?.trim()) issues.add(`${path}.times`, 'player.ruleTimes');
    const templateStatus = status.get(rule.textTemplateId);
    if (templateStatus === undefined) issues.add(`${path}.textTemplateId`, 'validation.notFound');
    else if (templateStatus === 'retired') issues.add(`${path}.textTemplateId`, 'player.templateRetired');
  }
}

export const musicTemplateBinding = defineBinding(musicTemplate, {
  async prepare(ctx, input, before) {
    const { tracks, rules } = linesOf(input);
    const issues = new Issues();
    await checkLineIds(ctx, TRACKS, before?.id ?? null, 'tracks', tracks, issues);
    await checkLineIds(ctx, RULES, before?.id ?? null, 'rules', rules, issues);
    const seconds = await checkTracks(ctx, tracks, issues);
    await checkRules(ctx, rules, issues);
    if (input.status === 'active' && tracks.length === 0) issues.add('tracks', 'player.playlistEmpty');
    issues.throwIfAny(ctx.c);
    return { values: { trackCount: tracks.length, totalSeconds: Math.round(seconds) } };
  },
  async afterWrite(ctx, row, _plan, input) {
    const { tracks, rules } = linesOf(input);
    await writeLineSet(ctx, TRACKS, row.id, tracks);
    await writeLineSet(ctx, RULES, row.id, rules);
    const ref = { entity: musicTemplate.name, entityId: row.id, field: 'tracks' };
    await recordUsages(
      ctx.tx,
      ref,
      tracks.map((track) => track.materialId),
      ctx.c,
      { kind: 'audio' },
    );
  },
  async beforeDelete(ctx, row) {
    const stores = await storesPlaying(ctx.tx, row.id);
    if (stores.length > 0) throw refused('player.playlistInUse', { stores: stores.join(', ') });
    await clearUsages(ctx.tx, musicTemplate.name, row.id);
  },
  async detail(db, row) {
    const [tracks, rules] = await Promise.all([
      db
        .select({
          line: musicTemplateTracks,
          material: { name: materials.name, duration: materials.duration, peaks: materials.peaks },
        })
        .from(musicTemplateTracks)
        .innerJoin(materials, eq(materials.id, musicTemplateTracks.materialId))
        .where(eq(musicTemplateTracks.musicTemplateId, row.id))
        .orderBy(asc(musicTemplateTracks.sort), asc(musicTemplateTracks.id)),
      db
        .select()
        .from(musicTemplateRules)
        .where(eq(musicTemplateRules.musicTemplateId, row.id))
        .orderBy(asc(musicTemplateRules.sort), asc(musicTemplateRules.id)),
    ]);
    const names = await recordLabels(
      db,
      'textTemplate',
      rules.map((rule) => rule.textTemplateId),
    );
    return {
      // Each track with its material's name, length (seconds) and waveform, as the playlist editor shows it.
      tracks: tracks.map(({ line, material }) => ({ ...wireRows([line])[0], material })),
      rules: wireRows(rules).map((rule) => ({
        ...rule,
        refLabels: { textTemplateId: names[rule.textTemplateId as number] ?? '' },
      })),
    };
  },
});
