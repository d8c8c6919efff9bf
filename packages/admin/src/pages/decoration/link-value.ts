/**
 * The link field's rules without React: what a new kind starts with, and which message (a contract key) the
 * field shows for its target. An empty target is not an error while it is being chosen: the form that owns the
 * link (or the server) says it is required.
 */
import { type Link, type LinkKind, linkTargetIssue, STOREFRONT_PAGES } from '@soundboard/contract';

/** A link of a newly chosen kind: a page link starts on the first page, the others empty. */
export function linkOfKind(kind: LinkKind): Link {
  return { kind, target: kind === 'page' ? STOREFRONT_PAGES[0] : '' };
}

/** The message key to show under the target, or null. */
export function shownLinkIssue(link: Link | null): string | null {
  if (!link || link.target === '') return null;
  return linkTargetIssue(link.kind, link.target);
}
