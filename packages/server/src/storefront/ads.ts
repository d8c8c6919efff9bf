/**
 * The storefront's ads (contract decoration/storefront.ts), public, no sign-in:
 *   GET  /storefront/ads?position=CODE&store=ID → StorefrontAd[]: the enabled ads of the enabled position that run
 *        now (startsAt ≤ now < endsAt) and show in the store (an ad naming no stores shows in all; without `store`
 *        only those), by sort; a single-ad position gives at most one. Each shown ad counts one view, all in one
 *        UPDATE. An unknown or disabled position answers an empty list: a storefront slot simply stays empty.
 *        Or ?placement=KIND instead of position (one of AD_PLACEMENTS): the ads of every enabled position placed
 *        there, position by position (code order) — the storefront knows its places, not the codes staff chose.
 *   POST /storefront/ads/:id/click → null, counting one click per visitor and day (ad-clicks.ts); 404 for an unknown
 *        ad or one not running now; 429 past the address's limit.
 * Counting leaves the record's version alone: a view is not an edit, so a form open meanwhile still saves.
 */
import { AD_PLACEMENTS, type LinkKind, PATTERNS, STOREFRONT_PATH, type StorefrontAd } from '@soundboard/contract';
import { and, asc, eq, exists, gt, inArray, lte, not, or, type SQL, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { isPublic } from '../auth/guard';
import { forgetClosedWindows } from '../auth/public-rate-limit';
import type { Db } from '../db/client';
import { adPositions, advertisementStores, advertisements } from '../db/schema';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { ok } from '../http/respond';
import { idParam, queryOf } from '../http/validate';
import { firstClickToday, takeAdClickSlot } from './ad-clicks';
import { storefrontFileUrl } from './resolve';

/** The query of GET /storefront/ads (also named in openapi/hand-routes.ts). */
export const storefrontAdsQuery = v.pipe(
  v.strictObject({
    position: v.optional(v.pipe(v.string('validation.type'), v.regex(PATTERNS.code.regex, PATTERNS.code.message))),
    placement: v.optional(v.picklist(AD_PLACEMENTS, 'validation.invalid')),
    store: v.optional(
      v.pipe(
        v.string('validation.type'),
        v.regex(/^[1-9]\d{0,9}$/, 'validation.invalid'),
        v.transform(Number),
        v.maxValue(2_147_483_647, 'validation.invalid'),
      ),
    ),
  }),
  // Exactly one of the two: the error names position, the usual one.
  v.forward(
    v.check((query) => (query.position === undefined) !== (query.placement === undefined), 'validation.required'),
    ['position'],
  ),
);

/** Enabled, with a picture, and running at `now`. */
const running = (now: Date) =>
  and(
    eq(advertisements.enabled, true),
    lte(advertisements.startsAt, now),
    gt(advertisements.endsAt, now),
    sql`cardinality(${advertisements.image}) > 0`,
  );

/** Shown in the store: an ad naming no stores shows everywhere; without a store, only those. */
function inScope(db: Db, storeId: number | undefined): SQL | undefined {
  const named = (where?: SQL) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(advertisementStores)
        .where(and(eq(advertisementStores.advertisementId, advertisements.id), where)),
    );
  return storeId === undefined ? not(named()) : or(not(named()), named(eq(advertisementStores.storeId, storeId)));
}

type Where = { position?: string | undefined; placement?: string | undefined };

/** The ads of the enabled positions the query names (one by code, or every one of a placement), in code order. */
async function shownAds(db: Db, where: Where, storeId: number | undefined, now: Date): Promise<StorefrontAd[]> {
  const named =
    where.position === undefined
      ? eq(adPositions.placement, where.placement ?? '')
      : eq(adPositions.code, where.position);
  const positions = await db
    .select()
    .from(adPositions)
    .where(and(named, eq(adPositions.enabled, true)))
    .orderBy(asc(adPositions.code));
  const shown: StorefrontAd[] = [];
  for (const position of positions) shown.push(...(await positionAds(db, position, storeId, now)));
  return shown;
}

async function positionAds(
  db: Db,
  position: typeof adPositions.$inferSelect,
  storeId: number | undefined,
  now: Date,
): Promise<StorefrontAd[]> {
  const candidates = db
    .select({ id: advertisements.id })
    .from(advertisements)
    .where(and(eq(advertisements.positionId, position.id), running(now), inScope(db, storeId)))
    .orderBy(asc(advertisements.sort), asc(advertisements.id))
    // One at a time, even if a disabled ad overlapping another was enabled behind the rules' back.
    .limit(position.single ? 1 : 100);
  const rows = await db
    .update(advertisements)
    .set({ viewCount: sql`${advertisements.viewCount} + 1` })
    .where(inArray(advertisements.id, candidates))
    .returning();
  return rows
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((row) => ({
      id: row.id,
      title: row.title,
      imageUrl: storefrontFileUrl(row.image[0] as number),
      link: { kind: row.linkKind as LinkKind, target: row.linkTarget },
      width: position.width,
      height: position.height,
    }));
}

/**
 * Counts a click on a running ad once per visitor and day (ad-clicks.ts): false for an unknown ad or one not
 * running now. The visitor's row and the count are one transaction.
 */
async function countClick(c: Context<AppEnv>, id: number): Promise<boolean> {
  const { db, now } = c.var.deps;
  const positionEnabled = exists(
    db
      .select({ one: sql`1` })
      .from(adPositions)
      .where(and(eq(adPositions.id, advertisements.positionId), eq(adPositions.enabled, true))),
  );
  const first = await db.transaction(async (tx) => {
    const [ad] = await tx
      .select({ id: advertisements.id })
      .from(advertisements)
      .where(and(eq(advertisements.id, id), running(now()), positionEnabled));
    if (!ad) return null;
    if (!(await firstClickToday(c, tx, id))) return false;
    await tx
      .update(advertisements)
      .set({ clickCount: sql`${advertisements.clickCount} + 1` })
      .where(eq(advertisements.id, id));
    return true;
  });
  if (first === null) return false;
  if (first) await forgetClosedWindows(c);
  return true;
}

export const storefrontAdRoutes = new Hono<AppEnv>();

storefrontAdRoutes.get(`${STOREFRONT_PATH}/ads`, isPublic(), async (c) => {
  const query = queryOf(c, storefrontAdsQuery);
  return ok(c, await shownAds(c.var.deps.db, query, query.store, c.var.deps.now()));
});

storefrontAdRoutes.post(`${STOREFRONT_PATH}/ads/:id{[0-9]+}/click`, isPublic(), async (c) => {
  await takeAdClickSlot(c);
  if (!(await countClick(c, idParam(c)))) throw notFound();
  return ok(c, null);
});
