/**
 * Which scope (contract SITE_TOKEN_SCOPES) each public API belongs to, by the first segment of its path under
 * /public: articles and their files (./articles.ts), the forum (./forum.ts). Checked for every request by
 * ./site-auth.ts; a segment missing here belongs to no scope, so no token may call it.
 */
import type { SiteTokenScope } from '@soundboard/contract';

export const PUBLIC_PATH_SCOPES: Readonly<Record<string, SiteTokenScope>> = {
  articles: 'articles',
  files: 'articles',
  forum: 'forum',
};

/** The scope of a request path (`/public/forum/topics` → forum), or null. */
export function scopeOfPublicPath(path: string): SiteTokenScope | null {
  const segment = /^\/public\/([^/]+)/.exec(path)?.[1];
  return (segment !== undefined && Object.hasOwn(PUBLIC_PATH_SCOPES, segment) && PUBLIC_PATH_SCOPES[segment]) || null;
}
