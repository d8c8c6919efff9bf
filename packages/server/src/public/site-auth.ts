/**
 * The public API's caller (contract content/public-api.ts): a site holding a token an administrator issued
 * (POST /behind/site-tokens). Tokens are random, kept as SHA-256 hashes (a leaked table opens nothing) and shown
 * once. Each request names its token in `Authorization: Bearer …`; a missing, unknown, revoked or expired one is
 * a failed check, counted per address like the player and partner tokens' (auth/api-token.ts: 401, then 429).
 * A valid token may call only the public APIs of its scopes (./site-scopes.ts): others answer 403.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ResultCode, SITE_TOKEN_SCOPES, type SiteTokenScope } from '@soundboard/contract';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { refuseApiToken } from '../auth/api-token';
import type { Db, Tx } from '../db/client';
import { siteTokens } from '../db/schema';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { scopeOfPublicPath } from './site-scopes';

/** What every public token starts with, so a leaked one is recognisable (secret scanners, logs). */
const TOKEN_PREFIX = 'sbs_';
/** The prefix and 24 random bytes in base64url: anything else is refused before a database read. */
const TOKEN_SHAPE = /^sbs_[A-Za-z0-9_-]{32}$/;

export interface SiteCaller {
  tokenId: number;
  name: string;
  scopes: SiteTokenScope[];
}

export type PublicEnv = AppEnv & { Variables: AppEnv['Variables'] & { site: SiteCaller } };

export function hashSiteToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SiteTokenTerms {
  /** Null or absent: the token works until revoked. */
  expiresAt?: Date | null;
  /** Absent: every scope. */
  scopes?: readonly SiteTokenScope[];
}

/** A new token: the secret (to show once) and the row to keep. */
export async function issueSiteToken(
  db: Db | Tx,
  name: string,
  createdBy: number | null,
  at: Date,
  terms: SiteTokenTerms = {},
) {
  const token = `${TOKEN_PREFIX}${randomBytes(24).toString('base64url')}`;
  const [row] = await db
    .insert(siteTokens)
    .values({
      name,
      prefix: token.slice(0, TOKEN_PREFIX.length + 6),
      hash: hashSiteToken(token),
      createdBy,
      createdAt: at,
      expiresAt: terms.expiresAt ?? null,
      scopes: [...(terms.scopes ?? SITE_TOKEN_SCOPES)],
    })
    .returning();
  if (!row) throw new Error('site token not stored');
  return { token, row };
}

const refuse = (c: Context<PublicEnv>) =>
  refuseApiToken(c as unknown as Context<AppEnv>, 'site-token', 'forum.siteToken');

/** Lets a request with a valid, unexpired site token of the route's scope through, as `c.var.site`. */
export const siteAuth = createMiddleware<PublicEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? '';
  if (!TOKEN_SHAPE.test(token)) return refuse(c);
  const { db, now } = c.var.deps;
  const at = now();
  const [row] = await db
    .update(siteTokens)
    .set({ lastUsedAt: at })
    .where(
      and(
        eq(siteTokens.hash, hashSiteToken(token)),
        isNull(siteTokens.revokedAt),
        or(isNull(siteTokens.expiresAt), gt(siteTokens.expiresAt, at)),
      ),
    )
    .returning({ id: siteTokens.id, name: siteTokens.name, scopes: siteTokens.scopes });
  if (!row) return refuse(c);
  // A path no scope declares is refused to every token (a new public route must be given a scope).
  const scope = scopeOfPublicPath(c.req.path);
  if (!scope || !row.scopes.includes(scope)) throw new ApiError(ResultCode.Forbidden, 'forum.siteTokenScope');
  c.set('site', { tokenId: row.id, name: row.name, scopes: row.scopes });
  await next();
});
