/**
 * The public API's tokens (contract content/forum.ts SITE_TOKENS_PATH), for administrators (config:write): the
 * list (revoked ones are gone from it), a new token (its secret answered once; an expiry and the scopes it may
 * call, chosen here) and revoking one. Issuing and revoking are audited with the token's id, name and prefix.
 * The secret is never logged, audited or stored: only its hash (public/site-auth.ts).
 */
import { SITE_TOKENS_PATH, type SiteToken, type SiteTokenCreated, siteTokenSchema } from '@soundboard/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { audit } from '../audit';
import { needs } from '../auth/guard';
import { requireRecentAuth } from '../auth/re-auth';
import { siteTokens } from '../db/schema';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { ok } from '../http/respond';
import { idParam, jsonBody } from '../http/validate';
import { issueSiteToken } from '../public/site-auth';

type TokenRow = typeof siteTokens.$inferSelect;

const tokenAnswer = (row: TokenRow): SiteToken => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  scopes: row.scopes,
});

/** What the audit log keeps of a token: never the secret or its hash. */
const audited = (row: TokenRow) => ({
  name: row.name,
  prefix: row.prefix,
  expiresAt: row.expiresAt,
  scopes: row.scopes,
});

const DAY_MS = 86_400_000;

export const siteTokenRoutes = new Hono<AppEnv>();

siteTokenRoutes.get(SITE_TOKENS_PATH, needs('config:write'), async (c) => {
  const rows = await c.var.deps.db
    .select()
    .from(siteTokens)
    .where(isNull(siteTokens.revokedAt))
    .orderBy(desc(siteTokens.createdAt), desc(siteTokens.id));
  return ok(c, rows.map(tokenAnswer));
});

siteTokenRoutes.post(SITE_TOKENS_PATH, needs('config:write'), async (c) => {
  const { name, expiresInDays, scopes } = await jsonBody(c, siteTokenSchema);
  await requireRecentAuth(c);
  const { db, now } = c.var.deps;
  const at = now();
  const expiresAt = expiresInDays === null ? null : new Date(at.getTime() + expiresInDays * DAY_MS);
  const { token, row } = await db.transaction(async (tx) => {
    const issued = await issueSiteToken(tx, name, c.var.user.userId, at, { expiresAt, scopes });
    await audit(tx, c, {
      action: 'site-token-issue',
      entity: 'site-token',
      entityId: issued.row.id,
      after: audited(issued.row),
    });
    return issued;
  });
  const answer: SiteTokenCreated = { ...tokenAnswer(row), token };
  return ok(c, answer);
});

siteTokenRoutes.delete(`${SITE_TOKENS_PATH}/:id{[0-9]+}`, needs('config:write'), async (c) => {
  const id = idParam(c);
  const { db, now } = c.var.deps;
  const row = await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(siteTokens)
      .set({ revokedAt: now() })
      .where(and(eq(siteTokens.id, id), isNull(siteTokens.revokedAt)))
      .returning();
    if (!revoked) throw notFound();
    await audit(tx, c, { action: 'site-token-revoke', entity: 'site-token', entityId: id, before: audited(revoked) });
    return revoked;
  });
  return ok(c, tokenAnswer(row));
});
