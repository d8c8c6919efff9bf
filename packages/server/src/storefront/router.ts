/**
 * The storefront's routes (contract decoration/storefront.ts and templates.ts), mounted under /behind:
 *   POST /home-templates/resolve            (content:read) a document resolved, for the editor's preview
 *   POST /home-templates/:id/preview-link   (content:read) a signed, expiring, read-only link to the draft
 *   GET  /storefront/home                   (public) the live home, with a strong ETag and Cache-Control: no-cache
 *   GET  /storefront/preview/:token         (public) the draft a valid link names
 *   GET  /storefront/files/:id              (public) a public material's bytes, only while the storefront shows it
 *   GET  /storefront/files/:id/thumb        (public) its thumbnail (media/thumbnail-serve.ts), on the same terms
 *                                           (the live home, a running ad, or the catalog: an on-sale product's
 *                                           picture, a published article's cover or body media, an open store's
 *                                           photo; or the draft of ?preview=<token>, or with a valid ?sig= the
 *                                           resolve route signed); an internal or restricted one never
 * plus the ads' public routes (./ads.ts) and the catalog's (./catalog-routes.ts: products, articles, stores,
 * search), mounted here.
 */
import {
  HOME_TEMPLATES_PATH,
  RESULT_CODES,
  ResultCode,
  resolveRequestSchema,
  storefrontFileQuery,
  translate,
  validateDocument,
} from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { isPublic, needs } from '../auth/guard';
import { homeTemplates } from '../db/schema';
import type { AppEnv } from '../http/env';
import { ApiError, notFound } from '../http/errors';
import { ok } from '../http/respond';
import { sendTagged } from '../http/tagged';
import { idParam, jsonBody, queryOf } from '../http/validate';
import { publicStoredFile } from '../media/public-files';
import { serveThumbnail } from '../media/thumbnail-serve';
import { validationError } from '../resources/wire';
import { serveStored } from '../storage/serve';
import { storefrontAdRoutes } from './ads';
import { catalogShows, storefrontCatalogRoutes } from './catalog-routes';
import { draftHome, liveHome, runningAdShows, shownMaterials } from './home';
import { resolveDocument, storefrontFileUrl } from './resolve';
import { checkFile, checkPreview, previewKey, previewLink, signFile } from './signing';

export const storefrontRoutes = new Hono<AppEnv>();

/** The envelope with a strong ETag (http/tagged.ts), revalidated each time: 304 while unchanged. */
function sendTaggedEnvelope(c: Context<AppEnv>, data: unknown) {
  const text = JSON.stringify({
    code: ResultCode.Success,
    message: translate(c.var.locale, RESULT_CODES[ResultCode.Success].messageKey),
    data,
  });
  return sendTagged(c, text, {
    type: 'application/json',
    cacheControl: 'no-cache',
    varyAlso: 'Accept-Language, arco-locale',
  });
}

/** The draft a preview token names, its file URLs carrying the token; or the refusal: 404 not valid, 410 expired. */
async function previewedDraft(c: Context<AppEnv>, token: string) {
  const { db, now } = c.var.deps;
  const check = checkPreview(await previewKey(db), token, now());
  if (!check.ok && check.reason === 'expired') throw new ApiError(ResultCode.Gone, 'decoration.previewExpired');
  const fileUrl = (id: number) => `${storefrontFileUrl(id)}?preview=${token}`;
  const home = check.ok ? await draftHome(db, check.templateId, now(), { expiresAt: check.expiresAt, fileUrl }) : null;
  if (!home) throw new ApiError(ResultCode.NotFound, 'decoration.previewInvalid');
  return home;
}

storefrontRoutes.post(`${HOME_TEMPLATES_PATH}/resolve`, needs('content:read'), async (c) => {
  const { document } = await jsonBody(c, resolveRequestSchema);
  const result = validateDocument(document);
  if (!result.ok)
    throw validationError(
      c,
      result.issues.map((issue) => ({
        path: issue.path ? `document.${issue.path}` : 'document',
        message: issue.message,
      })),
    );
  const { db, now } = c.var.deps;
  const key = await previewKey(db);
  // Drafts show materials the live storefront does not: their URLs carry a signature an <img> can send.
  const fileUrl = (id: number) => `${storefrontFileUrl(id)}?sig=${signFile(key, id, now())}`;
  return ok(c, await resolveDocument(db, result.document, { now: now(), fileUrl }));
});

storefrontRoutes.post(`${HOME_TEMPLATES_PATH}/:id{[0-9]+}/preview-link`, needs('content:read'), async (c) => {
  const id = idParam(c);
  const { db, now } = c.var.deps;
  const [row] = await db.select({ id: homeTemplates.id }).from(homeTemplates).where(eq(homeTemplates.id, id));
  if (!row) throw notFound();
  return ok(c, previewLink(await previewKey(db), id, now()));
});

storefrontRoutes.get('/storefront/home', isPublic(), async (c) => {
  return sendTaggedEnvelope(c, await liveHome(c.var.deps.db, c.var.deps.now()));
});

storefrontRoutes.get('/storefront/preview/:token', isPublic(), async (c) => {
  return ok(c, await previewedDraft(c, c.req.param('token')));
});

/** The public material :id while the storefront shows it (or a signed link names it), else 404. */
async function shownFile(c: Context<AppEnv>) {
  const id = idParam(c);
  const { db, now } = c.var.deps;
  const { preview, sig } = queryOf(c, storefrontFileQuery);
  const signed = sig !== undefined && checkFile(await previewKey(db), id, sig, now());
  if (!signed) {
    const home = preview ? await previewedDraft(c, preview) : await liveHome(db, now());
    const shown = shownMaterials(home).has(id) || (await runningAdShows(db, id, now())) || (await catalogShows(db, id));
    if (!shown) throw notFound();
  }
  // Whatever signed or shows it, anyone may read it only while it is public.
  const row = await publicStoredFile(db, id);
  if (!row) throw notFound();
  return row;
}

storefrontRoutes.get('/storefront/files/:id{[0-9]+}', isPublic(), async (c) => serveStored(c, await shownFile(c)));

// The library's smaller size of a picture (its longer side 320 px), for srcset.
storefrontRoutes.get('/storefront/files/:id{[0-9]+}/thumb', isPublic(), async (c) =>
  serveThumbnail(c, await shownFile(c)),
);

storefrontRoutes.route('/', storefrontAdRoutes);
storefrontRoutes.route('/', storefrontCatalogRoutes);
