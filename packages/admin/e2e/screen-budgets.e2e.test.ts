// Per-screen budgets (issue 38) on the production build the walks drive: for every screen, the JavaScript it
// loads beyond the login screen's first load and the shell around every signed-in screen — its own page and the
// shared files it needs, as the build lists them in signed-in-files.json (signed-in-files.ts) — gzipped. A screen
// over 60 KB fails unless it is one of the heavy editors below, each with a budget of its own. The list is
// printed (docs/benchmarks.md keeps it).

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { SignedInFiles } from '../signed-in-files';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const KB = 1024;
const SCREEN_BUDGET = 60 * KB;
/** The heavy editors: the store home page's template editor (the page editor and its blocks). */
const HEAVY_EDITORS: Readonly<Record<string, number>> = {
  DecorationHomeAdd: 80 * KB,
  DecorationHomeEdit: 80 * KB,
};

const gzipped = (file: string) => gzipSync(readFileSync(`${DIST}${file}`), { level: 9 }).length;
const scriptBytes = (files: readonly string[]) =>
  files.filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipped(file), 0);

describe('per-screen budgets', () => {
  const manifest = JSON.parse(readFileSync(`${DIST}signed-in-files.json`, 'utf8')) as SignedInFiles;
  const screens = Object.entries(manifest.pages)
    .map(([screen, files]) => ({ screen, files: files.length, bytes: scriptBytes(files) }))
    .sort((a, b) => b.bytes - a.bytes);

  it('lists every screen with its own JavaScript, each within its budget', () => {
    console.info(
      `shell: ${(scriptBytes(manifest.shell) / KB).toFixed(1)} KB gzipped JavaScript\n` +
        screens
          .map(
            ({ screen, files, bytes }) =>
              `${screen.padEnd(20)} ${(bytes / KB).toFixed(1).padStart(5)} KB  ${files} files`,
          )
          .join('\n'),
    );
    expect(screens.length).toBeGreaterThan(50);
    const over = screens.filter(({ screen, bytes }) => bytes > (HEAVY_EDITORS[screen] ?? SCREEN_BUDGET));
    expect(over).toEqual([]);
  });

  it('keeps the heavy-editor list short and true: each listed screen exists and needs more than the plain budget', () => {
    for (const screen of Object.keys(HEAVY_EDITORS)) {
      const found = screens.find((entry) => entry.screen === screen);
      expect(found, screen).toBeDefined();
      expect(found?.bytes, screen).toBeGreaterThan(SCREEN_BUDGET * 0.8);
    }
  });
});
