/**
 * The public API's caller (contract content/public-api.ts): a site holding a token an administrator issued
 * (POST /behind/site-tokens). Tokens are random, kept as SHA-256 hashes (a leaked table opens nothing) and shown
 * once. Each request names its token in `Authorization: Bearer …`; a missing, unknown or revoked one is a 401.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ResultCode } from '@soundboard/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Db, Tx } from '../db/client';
import { siteTokens } from '../db/schema';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';

/** What every public token starts with, so a leaked one is recognisable (secret scanners, logs). */
const TOKEN_PREFIX = 'sbs_';

export interface SiteCaller {
  tokenId: number;
  name: string;
}

export type PublicEnv = AppEnv & { Variables: AppEnv['Variables'] & { site: SiteCaller } };

export function hashSiteToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new token: the secret (to show once) and the row to keep. */
export async function issueSiteToken(db: Db | Tx, name: string, createdBy: number | null, at: Date) {
  const token = `${TOKEN_PREFIX}${randomBytes(24).toString('base64url')}`;
  const [row] = await db
    .insert(siteTokens)
    .values({
      name,
      prefix: token.slice(0, TOKEN_PREFIX.length + 6),
      hash: hashSiteToken(token),
      createdBy,
      createdAt: at,
    })
    .returning();
  if (!row) throw new Error('site token not stored');
  return { token, row };
}

const refused = () => new ApiError(ResultCode.SessionInvalid, 'forum.siteToken');

/** Lets a request with a valid site token through, as `c.var.site`. */
export const siteAuth = createMiddleware<PublicEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw refused();
  const { db, now } = c.var.deps;
  const [row] = await db
    .update(siteTokens)
    .set({ lastUsedAt: now() })
    .where(and(eq(siteTokens.hash, hashSiteToken(match[1])), isNull(siteTokens.revokedAt)))
    .returning({ id: siteTokens.id, name: siteTokens.name });
  if (!row) throw refused();
  c.set('site', { tokenId: row.id, name: row.name });
  await next();
});
