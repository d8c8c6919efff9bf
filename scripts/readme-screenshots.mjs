/**
 * `npm run screenshots:readme [-- --url URL] [--no-build] [--locale en-US|zh-CN]`
 * The README's pictures: the Workplace signed in as the demo admin at 1440 × 900, in light and in dark, written
 * to docs/images/workplace-light.png and docs/images/workplace-dark.png.
 *
 * Without --url it starts the app the way `npm start` does (builds what is missing first; --no-build skips that),
 * but on a fresh demo database in a temporary directory, so ./data is never touched, and stops it afterwards.
 * With --url (e.g. http://127.0.0.1:8080) it uses that running app, which must be in demo mode.
 * Chromium is Debian's /usr/bin/chromium with the flags of scripts/lib/chromium.mjs.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { ensureAdminBuilt, ensureServerBuilt } from '../packages/server/scripts/ensure-built.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { prepareContext, signIn } from './lib/demo-session.mjs';
import { watchNetwork } from './lib/network-quiet.mjs';
import { startRealServer } from './lib/real-server.mjs';

const OUT = fileURLToPath(new URL('../docs/images', import.meta.url));
const VIEWPORT = { width: 1440, height: 900 };
const THEMES = ['light', 'dark'];

function parseArgs(argv) {
  const options = { url: '', build: true, locale: 'en-US' };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--url') options.url = argv[++i].replace(/\/+$/, '');
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--locale') options.locale = argv[++i];
    else throw new Error(`unknown argument ${arg}`);
  }
  return options;
}

/** The app to photograph: the one at --url, or a fresh one started here (stopped by `stop`). */
async function openApp(options) {
  if (options.url) return { base: options.url, stop: async () => {} };
  if (options.build) {
    ensureServerBuilt();
    ensureAdminBuilt();
  }
  return startRealServer({ prefix: 'sb-readme-shots-' });
}

/** Opens the Workplace and waits until its figures, chart and lists are in and nothing is loading. */
async function shootWorkplace(browser, base, { theme, locale, token }) {
  const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce' });
  try {
    await prepareContext(context, { theme, locale, token });
    const page = await context.newPage();
    const network = watchNetwork(page);
    await page.goto(`${base}/admin/dashboard/workplace`, { waitUntil: 'load' });
    // The figure tiles become links once the figures have loaded (as `npm run bench:web` waits for them).
    await page.locator('a[data-figure]').first().waitFor({ state: 'visible', timeout: 30_000 });
    await network.quiet();
    // Fonts and the last paint of late answers.
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(500);
    const path = join(OUT, `workplace-${theme}.png`);
    await page.screenshot({ path });
    return path;
  } finally {
    await context.close();
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  mkdirSync(OUT, { recursive: true });
  const app = await openApp(options);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const token = await signIn(app.base, 'admin');
    for (const theme of THEMES) {
      console.info(await shootWorkplace(browser, app.base, { theme, locale: options.locale, token }));
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
