/**
 * What a decoration document names must exist when it is saved: materials (of the kind their place takes, and
 * public: the storefront shows them to anyone), stores, products, and link targets. Batched by kind: a fixed number of queries per document, never one per
 * block. Issues carry the reference's path under `prefix` (the request's `document`).
 */
import type { DocumentIssue, DocumentReference, Link } from '@soundboard/contract';
import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { materials, products, stores } from '../db/schema';
import { LINK_TARGET_MISSING, missingLinkTargets } from './link-targets';

const INT4_MAX = 2_147_483_647;

const idsOf = (refs: DocumentReference[], kind: DocumentReference['kind']) => [
  ...new Set(
    refs
      .filter((ref) => ref.kind === kind)
      .map((ref) => ref.value as number)
      .filter((id) => id <= INT4_MAX),
  ),
];

async function existingIds(db: Db | Tx, table: PgTable & { id: PgColumn }, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((row) => row.id as number));
}

export async function referenceIssues(
  db: Db | Tx,
  refs: DocumentReference[],
  prefix: string,
): Promise<DocumentIssue[]> {
  const materialIds = idsOf(refs, 'material');
  const found = new Map(
    materialIds.length === 0
      ? []
      : (
          await db
            .select({ id: materials.id, kind: materials.kind, visibility: materials.visibility })
            .from(materials)
            .where(inArray(materials.id, materialIds))
        ).map((row) => [row.id, row]),
  );
  const storeIds = await existingIds(db, stores, idsOf(refs, 'store'));
  const productIds = await existingIds(db, products, idsOf(refs, 'product'));
  const links = refs.filter((ref) => ref.kind === 'link');
  const missingLinks = await missingLinkTargets(
    db,
    links.map((ref) => ref.value as Link),
  );
  const issues: DocumentIssue[] = [];
  const at = (ref: DocumentReference) => (prefix ? `${prefix}.${ref.path}` : ref.path);
  for (const ref of refs) {
    if (ref.kind === 'material') {
      const material = found.get(ref.value as number);
      // A restricted material is, to a storefront document, as if absent.
      if (material === undefined || material.visibility === 'restricted')
        issues.push({ path: at(ref), message: 'validation.notFound' });
      else if (ref.mediaKind && material.kind !== ref.mediaKind)
        issues.push({ path: at(ref), message: 'decoration.materialKind' });
      else if (material.visibility !== 'public') issues.push({ path: at(ref), message: 'material.notPublic' });
    }
    if (ref.kind === 'store' && !storeIds.has(ref.value as number))
      issues.push({ path: at(ref), message: 'validation.notFound' });
    if (ref.kind === 'product' && !productIds.has(ref.value as number))
      issues.push({ path: at(ref), message: 'validation.notFound' });
  }
  for (const [index, ref] of links.entries()) {
    if (missingLinks.has(index)) issues.push({ path: `${at(ref)}.target`, message: LINK_TARGET_MISSING });
  }
  return issues;
}
