/**
 * Whether the records links lead to exist: a product's or an article's id (contract decoration/links.ts checks
 * the shape; pages and https URLs need no lookup). Shared by the decoration documents (templates, fitment) and
 * the advertisements. One query per kind, however many links.
 */
import type { Link } from '@soundboard/contract';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { articles, products } from '../db/schema';

/** The message key of a link whose product or article does not exist. */
export const LINK_TARGET_MISSING = 'advertisement.targetMissing';

const INT4_MAX = 2_147_483_647;

/** The target's id, or null when it cannot name a row (not digits, beyond the id column's range). */
function idOf(link: Link): number | null {
  if (!/^\d{1,10}$/.test(link.target)) return null;
  const id = Number(link.target);
  return id >= 1 && id <= INT4_MAX ? id : null;
}

async function existing(db: Db | Tx, table: typeof products | typeof articles, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...new Set(ids)]));
  return new Set(rows.map((row) => row.id));
}

/** The indexes (into `links`) of the links whose product or article does not exist. */
export async function missingLinkTargets(db: Db | Tx, links: readonly Link[]): Promise<Set<number>> {
  const wanted = (kind: Link['kind']) =>
    links.flatMap((link) => (link.kind === kind ? [idOf(link)] : [])).filter((id) => id !== null);
  // One after the other: a transaction's connection runs one statement at a time.
  const productIds = await existing(db, products, wanted('product'));
  const articleIds = await existing(db, articles, wanted('article'));
  const missing = new Set<number>();
  for (const [index, link] of links.entries()) {
    if (link.kind !== 'product' && link.kind !== 'article') continue;
    const id = idOf(link);
    const found = link.kind === 'product' ? productIds : articleIds;
    if (id === null || !found.has(id)) missing.add(index);
  }
  return missing;
}

/** Whether one link's product or article exists (a page or a URL always does). */
export async function linkTargetExists(db: Db | Tx, link: Link): Promise<boolean> {
  return (await missingLinkTargets(db, [link])).size === 0;
}
