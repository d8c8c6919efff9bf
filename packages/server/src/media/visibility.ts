/**
 * Who may see a material (contract MATERIAL_VISIBILITIES): every place that serves bytes or lets a record name a
 * material asks here. A restricted material is, to anyone without its permission, as if absent (404, left out of
 * the library's list); content shown on public pages may name only public materials, checked when it is written.
 */
import type { MaterialVisibility } from '@soundboard/contract';
import { eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { richTextMaterials } from '../content/sanitize';
import type { Db, Tx } from '../db/client';
import { materials } from '../db/schema';
import { fieldError } from '../domains/issues';
import type { AppEnv } from '../http/env';

export interface Visible {
  visibility: string;
  readPermission: string | null;
}

/** Whether a staff member holding `permissions` may read the material. */
export const mayRead = (permissions: ReadonlySet<string>, row: Visible) =>
  row.visibility !== 'restricted' || (row.readPermission !== null && permissions.has(row.readPermission));

/** The same as a condition on materials: restricted ones only with their permission. */
export const readableBy = (permissions: ReadonlySet<string>): SQL =>
  or(ne(materials.visibility, 'restricted'), inArray(materials.readPermission, [...permissions])) as SQL;

/** What anonymous readers (storefront, public API) may be served. */
export const isPublicMaterial = eq(materials.visibility, 'public' satisfies MaterialVisibility);

/**
 * What a store's player may be given of the materials its own plan names (player/device-files.ts): public and
 * internal ones (music and voices played inside the store), never a restricted one, which the player's timeline
 * leaves out and its file route answers like an unknown id.
 */
export const playableOnDevices = ne(materials.visibility, 'restricted' satisfies MaterialVisibility);

export interface NamingRule {
  /** The writer's permissions; null: an anonymous writer (a site member's forum post), who may name public ones only. */
  permissions: ReadonlySet<string> | null;
  /** The content is (or will be, once published) shown on public pages. */
  shownPublicly: boolean;
}

/**
 * Why a writer may not name this material, or null: one they cannot read is as if absent, and content shown on
 * public pages may name only public ones.
 */
export function namingRefusal(row: Visible, { permissions, shownPublicly }: NamingRule): string | null {
  const readable = permissions ? mayRead(permissions, row) : row.visibility === 'public';
  if (!readable) return 'material.notInLibrary';
  if (shownPublicly && row.visibility !== 'public') return 'material.notPublic';
  return null;
}

/** The rule for the request's writer: a staff member's permissions, or none (a site's anonymous member). */
export const writerRule = (c: Context<AppEnv>, shownPublicly: boolean): NamingRule => ({
  permissions: c.var.user?.permissions ?? null,
  shownPublicly,
});

/** Refuses (422 on `field`, nothing written) materials the writer may not name (namingRefusal). */
export async function checkNamedMaterials(
  db: Db | Tx,
  c: Context<AppEnv>,
  field: string,
  ids: readonly number[],
  rule: NamingRule,
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .select({ visibility: materials.visibility, readPermission: materials.readPermission })
    .from(materials)
    .where(inArray(materials.id, [...new Set(ids)]));
  for (const row of rows) {
    const refusal = namingRefusal(row, rule);
    if (refusal) throw fieldError(c, field, refusal);
  }
}

/**
 * Makes a material readable only by holders of `permission` (a payment proof: finance:read), in the caller's
 * transaction. Its version moves on, so an edit form opened before cannot put the old visibility back.
 */
export async function restrictMaterial(tx: Tx, id: number, permission: string): Promise<void> {
  await tx
    .update(materials)
    .set({ visibility: 'restricted', readPermission: permission, version: sql`${materials.version} + 1` })
    .where(eq(materials.id, id));
}

/** Rich text shown on public pages (a forum post): the media it names must be public (checkNamedMaterials). */
export const checkPublicRichText = (c: Context<AppEnv>, field: string, html: string) =>
  checkNamedMaterials(c.var.deps.db, c, field, richTextMaterials(html), writerRule(c, true));
