/**
 * `node scripts/screenshots.mjs [--out DIR] [--user NAME] [--public] [--only light-zh-1440,...] PATH...`
 * Screenshots of admin screens in every combination a screen must work in: light / dark, zh-CN / en-US,
 * 1440 px / 390 px wide — full page, for a person to look at (not a test). PATH is under /admin, e.g.
 * `/dashboard/workplace` or `/product/product?status=on_sale`.
 * Uses the built app and server (run `npm run build` first; ADMIN_DIST picks another admin build), a fresh
 * embedded demo database, and signs in as --user (default admin) unless --public. PNGs go to --out
 * (default /tmp/soundboard-shots), named <path>-<theme>-<locale>-<width>.png.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { prepareContext, signIn } from './lib/demo-session.mjs';
import { watchNetwork } from './lib/network-quiet.mjs';
import { startRealServer } from './lib/real-server.mjs';

function parseArgs(argv) {
  const options = { out: '/tmp/soundboard-shots', user: 'admin', public: false, only: null, paths: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--out') options.out = argv[++i];
    else if (arg === '--user') options.user = argv[++i];
    else if (arg === '--public') options.public = true;
    else if (arg === '--only') options.only = new Set(argv[++i].split(','));
    else options.paths.push(arg);
  }
  return options;
}

const COMBINATIONS = ['light', 'dark'].flatMap((theme) =>
  ['zh-CN', 'en-US'].flatMap((locale) => [1440, 390].map((width) => ({ theme, locale, width }))),
);

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.paths.length === 0) throw new Error('name at least one path, e.g. /dashboard/workplace');
  mkdirSync(options.out, { recursive: true });
  const server = await startRealServer({
    prefix: 'sb-shots-',
    ...(process.env.ADMIN_DIST ? { env: { ADMIN_DIST: process.env.ADMIN_DIST } } : {}),
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const token = options.public ? '' : await signIn(server.base, options.user);
    for (const { theme, locale, width } of COMBINATIONS) {
      const key = `${theme}-${locale === 'zh-CN' ? 'zh' : 'en'}-${width}`;
      if (options.only && !options.only.has(key)) continue;
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await prepareContext(context, { theme, locale, token });
      for (const path of options.paths) {
        // A page per path: after a full-page capture the next page of the same tab could be drawn scrolled.
        const page = await context.newPage();
        const network = watchNetwork(page);
        await page.goto(`${server.base}/admin${path}`, { waitUntil: 'load' });
        await network.quiet();
        await page.waitForTimeout(300);
        const name = `${path.replace(/^\//, '').replace(/[/?&=]+/g, '_') || 'root'}-${key}.png`;
        await page.screenshot({ path: join(options.out, name), fullPage: true });
        console.info(join(options.out, name));
        await page.close();
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
