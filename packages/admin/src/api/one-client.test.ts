/**
 * The admin calls its API one way: through this folder's client (token, locale, envelope, errors, logout
 * notice). A `fetch(` or an XMLHttpRequest anywhere else in the source would bypass all of it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE = fileURLToPath(new URL('..', import.meta.url));
const CLIENT = fileURLToPath(new URL('.', import.meta.url));
const BYPASS = /\bfetch\(|XMLHttpRequest/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return path === CLIENT.replace(/\/$/, '') ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Each `file:line` outside the client that calls the network directly. */
function bypasses(files: string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (BYPASS.test(line) ? [`${relative(SOURCE, file)}:${index + 1}`] : [])),
  );
}

describe('one way to call the API', () => {
  it('scans the whole admin source except the client', () => {
    const files = sourceFiles(SOURCE).map((file) => relative(SOURCE, file));
    expect(files).toContain('resource/download.ts');
    expect(files).toContain('lib/use-avatar-src.ts');
    expect(files.some((file) => file.startsWith('api/'))).toBe(false);
  });

  it('finds no fetch( or XMLHttpRequest outside packages/admin/src/api', () => {
    expect(bypasses(sourceFiles(SOURCE))).toEqual([]);
  });

  it('writes no /behind address outside the client: paths come from the contract', () => {
    const sources = sourceFiles(SOURCE).filter((file) => !file.endsWith('.test.ts'));
    const written = sources.filter((file) => /['"`]\*?\/behind\b/.test(readFileSync(file, 'utf8')));
    expect(written.map((file) => relative(SOURCE, file))).toEqual([]);
  });

  it('would catch one', () => {
    // The client's own files do use both: the scan must see them there.
    const client = readdirSync(CLIENT).map((name) => join(CLIENT, name));
    const found = bypasses(client.filter((path) => path.endsWith('transports.ts')));
    expect(found.length).toBeGreaterThanOrEqual(2);
  });
});
