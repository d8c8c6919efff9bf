/**
 * The public API's tokens (contract content/forum.ts SITE_TOKENS_PATH), for administrators (config:write): the
 * list (revoked ones are gone from it), a new token (its secret answered once) and revoking one. The secret is
 * never logged or stored: only its hash (public/site-auth.ts).
 */
import { SITE_TOKENS_PATH, type SiteToken, type SiteTokenCreated, siteTokenSchema } from '@soundboard/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { needs } from '../auth/guard';
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
});

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
  const { name } = await jsonBody(c, siteTokenSchema);
  const { db, now } = c.var.deps;
  const { token, row } = await issueSiteToken(db, name, c.var.user.userId, now());
  const answer: SiteTokenCreated = { ...tokenAnswer(row), token };
  return ok(c, answer);
});

siteTokenRoutes.delete(`${SITE_TOKENS_PATH}/:id{[0-9]+}`, needs('config:write'), async (c) => {
  const id = idParam(c);
  const { db, now } = c.var.deps;
  const [row] = await db
    .update(siteTokens)
    .set({ revokedAt: now() })
    .where(and(eq(siteTokens.id, id), isNull(siteTokens.revokedAt)))
    .returning();
  if (!row) throw notFound();
  return ok(c, tokenAnswer(row));
});
