/**
 * Where materials are used, kept by the framework for every resource: each `images` field of a definition
 * records its material ids as usages on create and update, and a delete clears the record's usages, all in the
 * write's transaction (media/usages.ts). A later resource with images gets this without a line of its own.
 */
import type { ResourceDef } from '@soundboard/contract';
import { clearUsages, recordUsages } from '../media/usages';
import type { HookContext, Row } from './binding';

export async function recordImageUsages(ctx: HookContext, def: ResourceDef, row: Row): Promise<void> {
  for (const [field, spec] of Object.entries(def.fields)) {
    if (spec.type !== 'images') continue;
    const ids = (row[field] as number[] | null) ?? [];
    await recordUsages(ctx.tx, { entity: def.name, entityId: row.id, field }, ids, ctx.c, 'image');
  }
}

export async function clearRecordUsages(ctx: HookContext, def: ResourceDef, id: number): Promise<void> {
  if (Object.values(def.fields).some((spec) => spec.type === 'images')) await clearUsages(ctx.tx, def.name, id);
}
