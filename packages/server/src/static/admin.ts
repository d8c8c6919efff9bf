/**
 * Serves the built admin app under /admin/ (and the pages its build puts beside it: dist/storefront/ under
 * /storefront/, the in-store player's dist/player/ under /player/): files from its dist, index.html for every other path (SPA
 * fallback), a year of immutable caching for hashed assets, no-cache for index.html, text files gzipped for
 * clients that accept it. Without a build, a small translated page says so (no inline script, so the CSP holds).
 */
import { existsSync, readdirSync, readFileSync, type Stats, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { constants, gzip, gzipSync } from 'node:zlib';
import {
  DEFAULT_LOCALE,
  LOCALE_HEADER,
  LOGIN_LOOK_COOKIE,
  localeFromHeaders,
  prerenderedLoginFile,
  prerenderedLoginLocale,
} from '@soundboard/contract';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../http/env';
import { acceptsGzip } from '../http/gzip';
import { storefrontRenderer } from './storefront-render';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

/** Vite names built assets `name-<hash>.ext`: those never change and can be cached for good. */
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.(js|mjs|css|woff2|png|jpg|webp|svg)$/;

/** Text worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map', '.ico']);

/** The bytes Node's fs and zlib hand out (not shared memory), which a response body takes. */
type Bytes = Buffer<ArrayBuffer>;
interface Served {
  plain: Bytes;
  gzipped: Bytes | null;
}

/**
 * Each file's bytes, plain and gzipped (level 9, once: the build's files do not change while they are served;
 * the key holds the size and time so a rebuild under a running server is still seen).
 */
const fileCache = new Map<string, Served>();
const GZIP = { level: constants.Z_BEST_COMPRESSION };
const cacheKey = (file: string, stats: Stats) => `${file}:${stats.size}:${stats.mtimeMs}`;
const worthGzip = (file: string, plain: Bytes) => COMPRESSIBLE.has(extname(file)) && plain.length >= 1024;

/** A regular file's stats; null for a missing path or a directory. */
function fileStats(file: string): Stats | null {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats?.isFile() ? stats : null;
}

function readServed(file: string, stats: Stats): Served {
  const key = cacheKey(file, stats);
  let entry = fileCache.get(key);
  if (!entry) {
    const plain = readFileSync(file);
    entry = { plain, gzipped: worthGzip(file, plain) ? gzipSync(plain, GZIP) : null };
    fileCache.set(key, entry);
  }
  return entry;
}

const gzipAsync = promisify(gzip);
/** Compresses the whole build in the background at start-up (libuv's pool), so no visitor waits for it. */
async function warmCache(distDir: string) {
  for (const name of readdirSync(distDir, { recursive: true }) as string[]) {
    const file = join(distDir, name);
    const stats = COMPRESSIBLE.has(extname(file)) ? fileStats(file) : null;
    if (!stats || fileCache.has(cacheKey(file, stats))) continue;
    const plain = readFileSync(file);
    const gzipped = worthGzip(file, plain) ? ((await gzipAsync(plain, GZIP)) as Bytes) : null;
    fileCache.set(cacheKey(file, stats), { plain, gzipped });
  }
}

export type NotBuiltText = Record<'zh-CN' | 'en-US', { title: string; body: string }>;

const NOT_BUILT: NotBuiltText = {
  'zh-CN': {
    title: '管理后台尚未构建',
    body: 'API 已在 /behind/ 运行。构建管理后台后（npm run build -w @soundboard/admin）重新启动即可在此访问。',
  },
  'en-US': {
    title: 'The admin app is not built yet',
    body: 'The API is running under /behind/. Build the admin app (npm run build -w @soundboard/admin) and restart to use it here.',
  },
};

function notBuiltPage(texts: NotBuiltText, locale: 'zh-CN' | 'en-US'): string {
  const text = texts[locale];
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${text.title}</title></head><body><h1>${text.title}</h1><p>${text.body}</p></body></html>`;
}

/** A URL path decoded, or null when it cannot name a file: a malformed % escape, or a NUL (fs refuses those). */
function decodedPath(raw: string): string | null {
  try {
    const path = decodeURIComponent(raw);
    return path.includes('\0') ? null : path;
  } catch {
    return null;
  }
}

/**
 * The built pages under their prefixes: a file of `dir` when the path names one, else `dir`/index.html (a client
 * route), or the page `renderPage` draws (the storefront's); a hashed asset is cached for good, everything else
 * revalidated.
 */
export function servePage(prefix: string, dir: string, renderPage?: (c: Context<AppEnv>) => Promise<Response | null>) {
  return async (c: Context<AppEnv>) => {
    const relative = decodedPath(c.req.path.slice(prefix.length));
    if (relative === null) return c.text('Not found', 404);
    const file = normalize(join(dir, relative));
    const inside = file.startsWith(dir.endsWith(sep) ? dir : dir + sep);
    const stats = inside && relative !== '' ? fileStats(file) : null;
    if (stats) {
      c.header('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
      c.header('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
      return send(c, readServed(file, stats));
    }
    // A missing asset is a 404; any other path is a client-side route.
    if (/\.\w{1,8}$/.test(relative)) return c.text('Not found', 404);
    const rendered = renderPage && (await renderPage(c));
    if (rendered) return rendered;
    const index = join(dir, 'index.html');
    return sendPage(c, index, statSync(index));
  };
}

/**
 * /admin/login as the build drew it for the visitor's look (contract login-page.ts): the form shows before the
 * scripts run. A custom look, or a build without the drawn pages, gets index.html like any other route.
 */
function prerenderedLogin(distDir: string) {
  return async (c: Context<AppEnv>) => {
    if (c.req.path !== '/admin/login') return null;
    const locale = prerenderedLoginLocale(getCookie(c, LOGIN_LOOK_COOKIE), DEFAULT_LOCALE);
    const file = locale && join(distDir, prerenderedLoginFile(locale));
    const stats = file ? fileStats(file) : null;
    if (!file || !stats) return null;
    // The page differs by the look cookie: a cache must not hand one visitor's page to another.
    c.header('Vary', 'Cookie');
    return sendPage(c, file, stats);
  };
}

/** A handler answering the translated "not built yet" page with `texts`. */
export function notBuiltHandler(texts: NotBuiltText) {
  return (c: Context<AppEnv>) => {
    const locale = localeFromHeaders(c.req.header(LOCALE_HEADER), c.req.header('accept-language'));
    c.header('Cache-Control', 'no-cache');
    return c.html(notBuiltPage(texts, locale), 200);
  };
}

const notBuilt = notBuiltHandler(NOT_BUILT);

/**
 * A page the admin's build makes in `<dist>/<name>/`, under /<name>/ (the translated "not built" page without it);
 * the storefront's pages rendered here (storefront-render.ts).
 */
function mountBesideAdmin(app: Hono<AppEnv>, distDir: string | null, name: 'storefront' | 'player') {
  const dir = distDir === null ? null : join(distDir, name);
  const built = distDir !== null && dir !== null && existsSync(join(dir, 'index.html'));
  // Keeps the query: a storefront preview link is /storefront/?preview=<token>.
  app.get(`/${name}`, (c) => c.redirect(`/${name}/${new URL(c.req.url).search}`, 301));
  if (!built) {
    app.get(`/${name}/*`, notBuilt);
    return;
  }
  const index = join(dir, 'index.html');
  const readTemplate = () => readServed(index, statSync(index)).plain.toString('utf8');
  const render = name === 'storefront' ? storefrontRenderer(app, distDir, readTemplate) : undefined;
  app.get(`/${name}/*`, servePage(`/${name}/`, dir, render));
}

/** The admin app under /admin/, and the storefront and the in-store player its build makes beside it. */
export function mountAdmin(app: Hono<AppEnv>, distDir: string | null) {
  const built = distDir !== null && existsSync(join(distDir, 'index.html'));
  if (built) void warmCache(distDir).catch(() => {}); // a failure here only means compressing on demand
  app.get('/', (c) => c.redirect('/admin/', 302));
  // Browsers and audits ask for /favicon.ico whatever the page links: point them at the admin's icon.
  const icon = built && distDir !== null && existsSync(join(distDir, 'favicon.svg'));
  app.get('/favicon.ico', (c) => {
    c.header('Cache-Control', 'public, max-age=86400');
    return icon ? c.redirect('/admin/favicon.svg', 301) : c.body(null, 204);
  });
  app.get('/admin', (c) => c.redirect('/admin/', 301));
  if (built && distDir !== null) app.get('/admin/*', servePage('/admin/', distDir, prerenderedLogin(distDir)));
  else app.get('/admin/*', notBuilt);
  mountBesideAdmin(app, distDir, 'storefront');
  mountBesideAdmin(app, distDir, 'player');
}

/** A built HTML page: revalidated on every visit, since it names the build's current files. */
function sendPage(c: Context<AppEnv>, file: string, stats: Stats) {
  c.header('Content-Type', TYPES['.html'] ?? 'text/html');
  c.header('Cache-Control', 'no-cache');
  return send(c, readServed(file, stats));
}

function send(c: Context<AppEnv>, { plain, gzipped }: Served) {
  if (gzipped === null) return c.body(plain);
  c.header('Vary', 'Accept-Encoding', { append: true });
  if (!acceptsGzip(c.req.header('accept-encoding'))) return c.body(plain);
  c.header('Content-Encoding', 'gzip');
  return c.body(gzipped);
}
