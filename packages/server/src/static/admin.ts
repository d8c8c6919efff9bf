/**
 * Serves the built admin app under /admin/: files from its dist, index.html for every other path (SPA
 * fallback), a year of immutable caching for hashed assets, no-cache for index.html. Without a build, a small
 * translated page says so (no inline script, so the CSP holds).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { localeFromHeaders } from '@soundboard/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/env';

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

const NOT_BUILT = {
  'zh-CN': {
    title: '管理后台尚未构建',
    body: 'API 已在 /behind/ 运行。构建管理后台后（npm run build -w @soundboard/admin）重新启动即可在此访问。',
  },
  'en-US': {
    title: 'The admin app is not built yet',
    body: 'The API is running under /behind/. Build the admin app (npm run build -w @soundboard/admin) and restart to use it here.',
  },
} as const;

function notBuiltPage(locale: 'zh-CN' | 'en-US'): string {
  const text = NOT_BUILT[locale];
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${text.title}</title></head><body><h1>${text.title}</h1><p>${text.body}</p></body></html>`;
}

export function mountAdmin(app: Hono<AppEnv>, distDir: string | null) {
  const built = distDir !== null && existsSync(join(distDir, 'index.html'));
  app.get('/', (c) => c.redirect('/admin/', 302));
  app.get('/admin', (c) => c.redirect('/admin/', 301));
  app.get('/admin/*', (c) => {
    if (!built || distDir === null) {
      const locale = localeFromHeaders(c.req.header('arco-locale'), c.req.header('accept-language'));
      c.header('Cache-Control', 'no-cache');
      return c.html(notBuiltPage(locale), 200);
    }
    const relative = decodeURIComponent(c.req.path.slice('/admin/'.length));
    const file = normalize(join(distDir, relative));
    const inside = file.startsWith(distDir.endsWith(sep) ? distDir : distDir + sep);
    if (inside && relative !== '' && existsSync(file) && statSync(file).isFile()) {
      c.header('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
      c.header('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
      return c.body(readFileSync(file));
    }
    // A missing asset is a 404; any other path is a client-side route.
    if (/\.\w{1,8}$/.test(relative)) return c.text('Not found', 404);
    c.header('Content-Type', TYPES['.html'] ?? 'text/html');
    c.header('Cache-Control', 'no-cache');
    return c.body(readFileSync(join(distDir, 'index.html')));
  });
}
