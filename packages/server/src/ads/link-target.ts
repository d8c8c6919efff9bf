/**
 * Where a storefront link leads, checked as the server must: the shape by kind (contract decoration/links.ts
 * linkTargetIssue: an id, a storefront page, an https URL), then that the product or article exists. Any link
 * the server stores (an ad, a block, the fitment's tabs) answers with the same message keys.
 */
import { type LinkKind, linkTargetIssue } from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { articles, products } from '../db/schema';

const RECORD_TABLES = { product: products, article: articles } as const;

/** The message key of what is wrong with the link's target, or null when it leads somewhere real. */
export async function linkTargetProblem(db: Db | Tx, kind: LinkKind, target: string): Promise<string | null> {
  const shape = linkTargetIssue(kind, target);
  if (shape) return shape;
  if (kind !== 'product' && kind !== 'article') return null;
  const table = RECORD_TABLES[kind];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.id, Number(target)));
  return row ? null : 'advertisement.targetMissing';
}
