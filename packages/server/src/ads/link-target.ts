/**
 * Where an ad's link leads, checked as the server must: the shape by kind (contract decoration/links.ts
 * linkTargetIssue: an id, a storefront page, an https URL), then that the product or article exists
 * (decoration/link-targets.ts, shared with the templates and the fitment: an id beyond the id column's range is
 * missing, not a server error).
 */
import { type LinkKind, linkTargetIssue } from '@soundboard/contract';
import type { Db, Tx } from '../db/client';
import { LINK_TARGET_MISSING, linkTargetExists } from '../decoration/link-targets';

/** The message key of what is wrong with the link's target, or null when it leads somewhere real. */
export async function linkTargetProblem(db: Db | Tx, kind: LinkKind, target: string): Promise<string | null> {
  const shape = linkTargetIssue(kind, target);
  if (shape) return shape;
  return (await linkTargetExists(db, { kind, target })) ? null : LINK_TARGET_MISSING;
}
