/**
 * Text templates' rules beyond their fields (contract resources/defs/text-template.ts): the script uses only the
 * known variables and closes its braces (each problem a field issue on `script` with its 1-based position); a
 * recorded voice is an audio material, recorded as a usage of the library and released on change or delete;
 * the server keeps `estimatedSeconds`; a template in a playlist's announcement rules cannot be deleted, nor
 * retired while that playlist is active.
 */
import {
  estimateSeconds,
  parseScript,
  renderScript,
  type TextLanguage,
  textTemplate,
  VOICE_LIMITS,
} from '@soundboard/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { materials, musicTemplateRules, musicTemplates } from '../db/schema';
import { fieldError, Issues, refused } from '../domains/issues';
import { clearUsages, recordUsages } from '../media/usages';
import { defineBinding, type HookContext } from '../resources/binding';
import { firstStoreContext, sampleValues } from './store-voice';

const ENTITY = textTemplate.name;
const VOICE_FIELD = 'voiceMaterialId';

/** The script's problems as field issues on `script` (the editor shows the same list live from the render). */
export function scriptIssues(script: string, issues: Issues): void {
  for (const issue of parseScript(script).issues)
    issues.add('script', issue.key, { name: issue.name ?? '', position: String(issue.start + 1) });
}

/** The recorded voice's length in seconds; a 422 on the field when it is not an audio material. */
async function voiceSeconds(ctx: HookContext, materialId: number): Promise<number> {
  const [row] = await ctx.tx
    .select({ kind: materials.kind, duration: materials.duration })
    .from(materials)
    .where(eq(materials.id, materialId));
  if (!row) throw fieldError(ctx.c, VOICE_FIELD, 'material.notInLibrary');
  if (row.kind !== 'audio') throw fieldError(ctx.c, VOICE_FIELD, 'template.voiceNotAudio');
  return row.duration ?? 0;
}

/** Whole seconds the script takes with the first store's values at the template's rate. */
async function scriptSeconds(ctx: HookContext, input: Record<string, unknown>): Promise<number> {
  const language = input.language as TextLanguage;
  const store = await firstStoreContext(ctx.tx);
  const values = sampleValues(store, language, ctx.now, String(input.promo ?? ''));
  const rate = Number(input.rate ?? VOICE_LIMITS.rate.default);
  return estimateSeconds(renderScript(String(input.script ?? ''), values), language, rate);
}

/** An active playlist whose announcement rules use the template, if any. */
async function activePlaylistUsing(tx: Tx, templateId: number) {
  const [row] = await tx
    .select({ name: musicTemplates.name })
    .from(musicTemplateRules)
    .innerJoin(musicTemplates, eq(musicTemplates.id, musicTemplateRules.musicTemplateId))
    .where(and(eq(musicTemplateRules.textTemplateId, templateId), eq(musicTemplates.status, 'active')))
    .limit(1);
  return row ?? null;
}

export const textTemplateBinding = defineBinding(textTemplate, {
  async prepare(ctx, input, before) {
    const fields = input as Record<string, unknown>;
    const issues = new Issues();
    scriptIssues(String(fields.script ?? ''), issues);
    issues.throwIfAny(ctx.c);
    const voice = typeof fields.voiceMaterialId === 'number' ? fields.voiceMaterialId : null;
    // A recording whose length the library does not know: the script's estimate stands in.
    const recorded = voice ? await voiceSeconds(ctx, voice) : 0;
    const seconds = recorded || (await scriptSeconds(ctx, fields));
    if (before && before.status !== 'retired' && fields.status === 'retired') {
      if (await activePlaylistUsing(ctx.tx, before.id)) throw refused('template.inUse');
    }
    return { values: { estimatedSeconds: Math.ceil(seconds) } };
  },
  async afterWrite(ctx, row) {
    const ref = { entity: ENTITY, entityId: row.id, field: VOICE_FIELD };
    // Replaces the record's earlier voice usage (none when the voice was taken away).
    await recordUsages(ctx.tx, ref, row.voiceMaterialId ? [row.voiceMaterialId] : [], ctx.c);
  },
  async beforeDelete(ctx, row) {
    const [rule] = await ctx.tx
      .select({ id: musicTemplateRules.id })
      .from(musicTemplateRules)
      .where(eq(musicTemplateRules.textTemplateId, row.id))
      .limit(1);
    if (rule) throw refused('template.inUse');
    await clearUsages(ctx.tx, ENTITY, row.id);
  },
});
