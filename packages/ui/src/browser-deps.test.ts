/** Every package the browser projects load is pre-bundled (.storybook/browser-deps.ts): none compiles on demand. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BROWSER_DEPS } from '../../../.storybook/browser-deps';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Source files the browser runs: the kit and its stories, the visual harness, Storybook's preview. */
function browserFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  return [
    ...walk('packages/ui/src'),
    ...walk('packages/ui/visual'),
    '.storybook/preview.tsx',
    '.storybook/globals.ts',
  ].filter((file) => /\.tsx?$/.test(file) && !/\.test\.ts$/.test(file));
}

/** Bare specifiers imported for their values (a type-only import never reaches the browser). */
function packagesImported(source: string): string[] {
  const statics = [...source.matchAll(/^import (?!type )[^;]*?from '([^'.][^']*)'/gms)].map((match) => match[1]);
  const sideEffects = [...source.matchAll(/^import '([^'.][^']*)'/gm)].map((match) => match[1]);
  const dynamics = [...source.matchAll(/import\('([^'.][^']*)'\)/g)].map((match) => match[1]);
  return [...statics, ...sideEffects, ...dynamics].filter((name): name is string => name !== undefined);
}

// Not pre-bundled on purpose: the workspace's own source, JSON data (Vite serves it as a module) and Node-side code.
const notBundled = (name: string) =>
  name.startsWith('@soundboard/') || name.endsWith('.json') || name.startsWith('node:') || /^vitest(\/|$)/.test(name);

describe('browser dependencies', () => {
  it('pre-bundles every package a story, the kit or the harness imports', () => {
    const imported = new Set(
      browserFiles().flatMap((file) => packagesImported(readFileSync(join(root, file), 'utf8'))),
    );
    const missing = [...imported].filter((name) => !notBundled(name) && !BROWSER_DEPS.includes(name));
    expect(missing).toEqual([]);
    // The scan sees the imports it should (a broken pattern would pass vacuously).
    expect(imported).toContain('react-aria-components');
    expect(imported).toContain('storybook/test');
    expect(imported).toContain('echarts/core');
  });
});
