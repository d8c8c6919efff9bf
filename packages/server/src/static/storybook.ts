/**
 * Serves the built Storybook (the designers' workbench: the kit's stories, docs pages and the admin's screens)
 * under /storybook/, and the visual-review report `npm run test:visual` writes under /storybook/visual-report/.
 * Both are static builds holding no data and no secrets, so they need no sign-in.
 *
 * Their pages differ from the admin's in two ways the security headers must allow, for these paths only: the
 * Storybook manager shows each story in a same-origin frame (frame-ancestors 'self' instead of 'none'), and the
 * build's HTML carries a few inline scripts, allowed one by one by their SHA-256 hashes (read from the build at
 * start), never by 'unsafe-inline'.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { WORKBENCH_PATH } from '@soundboard/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { type NotBuiltText, notBuiltHandler, servePage } from './admin';

const STORYBOOK_NOT_BUILT = {
  'zh-CN': {
    title: 'Storybook 尚未构建',
    body: '运行 npm run build-storybook（npm start 会在缺少时自动构建）后即可在此访问。',
  },
  'en-US': {
    title: 'Storybook is not built yet',
    body: 'Run npm run build-storybook (npm start builds it when it is missing) to use it here.',
  },
};

const NO_VISUAL_REPORT = {
  'zh-CN': {
    title: '尚无视觉对比报告',
    body: '运行 npm run test:visual 后，这里会列出截图有变化的每个故事。',
  },
  'en-US': {
    title: 'No visual report yet',
    body: 'Run npm run test:visual: this page then lists every story whose screenshot changed.',
  },
};

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP source of every inline script in the directory's top-level HTML files ('sha256-…'). */
export function inlineScriptHashes(dir: string): string[] {
  const hashes = new Set<string>();
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.html')) continue;
    for (const match of readFileSync(join(dir, name), 'utf8').matchAll(INLINE_SCRIPT)) {
      const body = match[1] ?? '';
      if (body.trim() === '') continue;
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/** The policy of a static build's pages: the admin's, with its inline scripts' hashes and same-origin framing. */
export function workbenchPolicy(hashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The build's policy, read again only when its index.html changes (the visual report is rewritten by each run). */
function policyOf(dir: string): () => string | null {
  let cached: { key: number; policy: string } | null = null;
  return () => {
    const index = statSync(join(dir, 'index.html'), { throwIfNoEntry: false });
    if (!index) return null;
    if (cached?.key !== index.mtimeMs)
      cached = { key: index.mtimeMs, policy: workbenchPolicy(inlineScriptHashes(dir)) };
    return cached.policy;
  };
}

/** Serves the static build in `dir` under `prefix` with its own policy; `notBuilt` answers while there is none. */
function mountBuild(app: Hono<AppEnv>, prefix: string, dir: string, notBuilt: NotBuiltText) {
  const policy = policyOf(dir);
  const serve = servePage(prefix, dir);
  const missing = notBuiltHandler(notBuilt);
  app.get(prefix.slice(0, -1), (c) => c.redirect(prefix, 301));
  app.get(`${prefix}*`, (c) => {
    const current = policy();
    if (current === null) return missing(c);
    c.header('Content-Security-Policy', current);
    c.header('X-Frame-Options', 'SAMEORIGIN');
    return serve(c);
  });
}

/** Storybook under /storybook/ and the visual report under /storybook/visual-report/ (registered first: it wins). */
export function mountStorybook(app: Hono<AppEnv>, storybookDir: string, visualReportDir: string) {
  mountBuild(app, `${WORKBENCH_PATH}visual-report/`, visualReportDir, NO_VISUAL_REPORT);
  mountBuild(app, WORKBENCH_PATH, storybookDir, STORYBOOK_NOT_BUILT);
}
