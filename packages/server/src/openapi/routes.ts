/**
 * GET /behind/openapi.json (the document; administrators: `monitor:read`, the server's own technical screen) and
 * the reference page /behind/docs with its files. The page and Swagger UI's files are public like the admin
 * app's own files: they hold no data; the document they show is what is guarded.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ResultCode } from '@soundboard/contract';
import { Hono } from 'hono';
import type { RouterRoute } from 'hono/types';
import { isPublic, needs } from '../auth/guard';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { acceptsGzip } from '../http/gzip';
import { DOCS_CSS, DOCS_SCRIPT, docsHtml } from './docs-page';
import { buildDocument } from './document';

export const OPENAPI_PATH = '/openapi.json';
export const DOCS_PATH = '/docs';

/** Swagger UI's files the page loads, read once from the installed package. */
const SWAGGER_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};
const OWN_FILES: Record<string, [string, string]> = {
  'docs.js': [DOCS_SCRIPT, 'text/javascript; charset=utf-8'],
  'docs.css': [DOCS_CSS, 'text/css; charset=utf-8'],
};

const swaggerDir = () => dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
/** Plain and gzipped (once, on first use: 1.7 MB of script becomes about 0.5 MB). */
const swaggerCache = new Map<string, { plain: Uint8Array<ArrayBuffer>; gzipped: Uint8Array<ArrayBuffer> }>();
function swaggerFile(name: string) {
  let entry = swaggerCache.get(name);
  if (!entry) {
    const plain = readFileSync(join(swaggerDir(), name));
    entry = { plain: new Uint8Array(plain), gzipped: new Uint8Array(gzipSync(plain)) };
    swaggerCache.set(name, entry);
  }
  return entry;
}

/** `routes` reads the finished app's router (this router is mounted before the app is complete). */
export function openApiRoutes(routes: () => readonly RouterRoute[]) {
  const router = new Hono<AppEnv>();
  let document: string | undefined;

  router.get(OPENAPI_PATH, needs('monitor:read'), (c) => {
    document ??= JSON.stringify(buildDocument(routes()));
    return c.body(document, 200, { 'Content-Type': 'application/json' });
  });

  router.get(DOCS_PATH, isPublic(), (c) => c.html(docsHtml(c.var.locale)));

  router.get(`${DOCS_PATH}/:file`, isPublic(), (c) => {
    const name = c.req.param('file');
    const own = OWN_FILES[name];
    if (own) return c.body(own[0], 200, { 'Content-Type': own[1] });
    const type = SWAGGER_FILES[name];
    if (!type) throw new ApiError(ResultCode.NotFound);
    const file = swaggerFile(name);
    const headers = { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400', Vary: 'Accept-Encoding' };
    if (!acceptsGzip(c.req.header('accept-encoding'))) return c.body(file.plain, 200, headers);
    return c.body(file.gzipped, 200, { ...headers, 'Content-Encoding': 'gzip' });
  });
  return router;
}
