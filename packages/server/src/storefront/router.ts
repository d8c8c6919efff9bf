/**
 * The storefront's routes (contract decoration/storefront.ts and templates.ts), mounted under /behind:
 *   POST /home-templates/resolve            (content:read) a document resolved, for the editor's preview
 *   POST /home-templates/:id/preview-link   (content:read) a signed, expiring, read-only link to the draft
 *   GET  /storefront/home                   (public) the live home, with a strong ETag and Cache-Control: no-cache
 *   GET  /storefront/preview/:token         (public) the draft a valid link names
 *   GET  /storefront/files/:id              (public) a public material's bytes, only while the storefront shows it
 *                                           (or the draft of ?preview=<token>, or with a valid ?sig= the resolve
 *                                           route signed); an internal or restricted one never
 * plus the ads' public routes (./ads.ts, mounted here).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
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
import { acceptsGzip } from '../http/gzip';
import { ok } from '../http/respond';
import { idParam, jsonBody, queryOf } from '../http/validate';
import { publicStoredFile } from '../media/public-files';
import { validationError } from '../resources/wire';
import { matchesTag } from '../storage/range';
import { serveStored } from '../storage/serve';
import { storefrontAdRoutes } from './ads';
import { draftHome, liveHome, runningAdShows, shownMaterials } from './home';
import { resolveDocument, storefrontFileUrl } from './resolve';
import { checkFile, checkPreview, previewKey, previewLink, signFile } from './signing';

export const storefrontRoutes = new Hono<AppEnv>();

const gzipAsync = promisify(gzip);

/**
 * The envelope with a strong ETag of its bytes (a gzipped answer's tag says so: other bytes, other tag) and
 * Cache-Control: no-cache, so a browser or proxy keeps it and asks again with If-None-Match (304 while unchanged).
 */
async function sendTagged(c: Context<AppEnv>, data: unknown) {
  const text = JSON.stringify({
    code: ResultCode.Success,
    message: translate(c.var.locale, RESULT_CODES[ResultCode.Success].messageKey),
    data,
  });
  const hash = createHash('sha256').update(text).digest('base64url');
  const plainTag = `"${hash}"`;
  const gzipTag = `"${hash}-gzip"`;
  const zip = text.length >= 1024 && acceptsGzip(c.req.header('accept-encoding'));
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Accept-Encoding, Accept-Language, arco-locale');
  c.header('ETag', zip ? gzipTag : plainTag);
  const asked = c.req.header('if-none-match');
  if (matchesTag(asked, plainTag) || matchesTag(asked, gzipTag)) return c.body(null, 304);
  const type = { 'Content-Type': 'application/json' };
  if (!zip) return c.body(text, 200, type);
  return c.body(new Uint8Array(await gzipAsync(text)), 200, { ...type, 'Content-Encoding': 'gzip' });
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
  return sendTagged(c, await liveHome(c.var.deps.db, c.var.deps.now()));
});

storefrontRoutes.get('/storefront/preview/:token', isPublic(), async (c) => {
  return ok(c, await previewedDraft(c, c.req.param('token')));
});

storefrontRoutes.get('/storefront/files/:id{[0-9]+}', isPublic(), async (c) => {
  const id = idParam(c);
  const { db, now } = c.var.deps;
  const { preview, sig } = queryOf(c, storefrontFileQuery);
  const signed = sig !== undefined && checkFile(await previewKey(db), id, sig, now());
  if (!signed) {
    const home = preview ? await previewedDraft(c, preview) : await liveHome(db, now());
    if (!shownMaterials(home).has(id) && !(await runningAdShows(db, id, now()))) throw notFound();
  }
  // Whatever signed or shows it, anyone may read it only while it is public.
  const row = await publicStoredFile(db, id);
  if (!row) throw notFound();
  return serveStored(c, row);
});

storefrontRoutes.route('/', storefrontAdRoutes);
