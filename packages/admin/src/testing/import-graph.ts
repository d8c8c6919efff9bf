/**
 * Tests only: the import graph of some folders. Every source file, and the files its relative imports (static
 * and `import()`) resolve to the way Vite resolves them: the path as written, with a source extension added,
 * or its folder's index file. Package names (`react`, `@soundboard/ui/…`) are not followed: another package
 * never imports this one back (biome.json), so no cycle can run through it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { type ImportRef, importsOf } from './import-specifiers';

const SOURCE = /\.(ts|tsx|mts|js|mjs|jsx)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx'];
/** Built or installed code, and generated screenshots: nobody writes imports there. */
const SKIPPED = new Set(['node_modules', 'dist', 'storybook-static', '__screenshots__']);

export interface Edge extends ImportRef {
  from: string;
  to: string;
}

export function sourceFiles(root: string): string[] {
  return readdirSync(root, { withFileTypes: true }).flatMap((entry) => {
    const path = join(root, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** Where a relative specifier points, before any extension is tried (a query such as `?raw` dropped). */
export const target = (from: string, specifier: string) => resolve(dirname(from), specifier.replace(/\?.*$/, ''));

/** The source file a relative specifier loads, or undefined (a stylesheet, a JSON file, a missing file). */
export function resolveSource(from: string, specifier: string): string | undefined {
  const base = target(from, specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => join(base, `index${ext}`)),
  ];
  return candidates.find((path) => SOURCE.test(path) && isFile(path));
}

export const isRelative = (specifier: string) => specifier.startsWith('./') || specifier.startsWith('../');

/** Every relative import of every source file under the roots, type-only ones included (marked). */
export function importEdges(roots: readonly string[]): Edge[] {
  return roots.flatMap(sourceFiles).flatMap((from) =>
    importsOf(from, readFileSync(from, 'utf8'))
      .filter((ref) => isRelative(ref.specifier))
      .flatMap((ref): Edge[] => {
        const to = resolveSource(from, ref.specifier);
        return to ? [{ ...ref, from, to }] : [];
      }),
  );
}

/** A path for messages: relative to `base`, with forward slashes. */
export const shortPath = (base: string, path: string) => relative(base, path).split('\\').join('/');
