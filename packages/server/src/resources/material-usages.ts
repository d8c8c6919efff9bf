/**
 * Where materials are used, kept by the framework for every resource: each `images` field of a definition, and
 * the images and audio inside each `richText` field, record their material ids as usages on create and update, and a delete clears the record's usages, all in the
 * write's transaction (media/usages.ts). A later resource with images gets this without a line of its own.
 */
import { type ResourceDef, SHOWN_PUBLICLY_RESOURCES } from '@soundboard/contract';
import { richTextMaterials } from '../content/sanitize';
import { clearUsages, recordUsages } from '../media/usages';
import type { HookContext, Row } from './binding';

export async function recordImageUsages(ctx: HookContext, def: ResourceDef, row: Row): Promise<void> {
  const shownPublicly = SHOWN_PUBLICLY_RESOURCES.has(def.name);
  for (const [field, spec] of Object.entries(def.fields)) {
    const ref = { entity: def.name, entityId: row.id, field };
    if (spec.type === 'images') {
      const ids = (row[field] as number[] | null) ?? [];
      await recordUsages(ctx.tx, ref, ids, ctx.c, { kind: 'image', shownPublicly });
    } else if (spec.type === 'richText') {
      // Images and audio: any kind the library holds.
      await recordUsages(ctx.tx, ref, richTextMaterials(String(row[field] ?? '')), ctx.c, { shownPublicly });
    }
  }
}

export async function clearRecordUsages(ctx: HookContext, def: ResourceDef, id: number): Promise<void> {
  if (Object.values(def.fields).some((spec) => spec.type === 'images' || spec.type === 'richText'))
    await clearUsages(ctx.tx, def.name, id);
}
