/**
 * Issue 34: no import cycle in the admin app, counting lazy imports. Its three pages (admin, storefront and
 * player, see vite.config.ts) all start under src/, so src/ is the whole graph. A cycle through an `import()`
 * is still a cycle: the bundler must put the `import()` call and its preload list in a chunk the other side
 * loads (that is how every new page once grew the login screen's first load).
 * Type-only imports are left out (see testing/import-specifiers.ts): the compiler erases them.
 * Also here, for every package: no relative import into another package. biome.json's noRestrictedImports
 * matches the specifier as written, so it cannot tell `../../ui/src/x` from a folder of the package's own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycles } from './testing/import-cycles';
import { type Edge, importEdges, isRelative, shortPath, sourceFiles, target } from './testing/import-graph';
import { importsOf } from './testing/import-specifiers';

const SRC = fileURLToPath(new URL('.', import.meta.url));
const PACKAGES = fileURLToPath(new URL('../../', import.meta.url));
const REPO = join(PACKAGES, '..');

describe('reading imports', () => {
  it('sees static, re-exported and lazy imports, and marks the type-only ones', () => {
    const source = `
      import a from './a';
      import './side-effect';
      import type { B } from './b';
      import { type C, type D } from './c';
      import { type E, f } from './e';
      export { g } from './g';
      export type { H } from './h';
      export * from './i';
      // import('./commented-out');
      const text = "import('./in-a-string')";
      type T = typeof import('./type-position');
      const lazy = () => import('./lazy');
    `;
    expect(importsOf('x.tsx', source)).toEqual([
      { specifier: './a', dynamic: false, typeOnly: false },
      { specifier: './side-effect', dynamic: false, typeOnly: false },
      { specifier: './b', dynamic: false, typeOnly: true },
      { specifier: './c', dynamic: false, typeOnly: true },
      { specifier: './e', dynamic: false, typeOnly: false },
      { specifier: './g', dynamic: false, typeOnly: false },
      { specifier: './h', dynamic: false, typeOnly: true },
      { specifier: './i', dynamic: false, typeOnly: false },
      { specifier: './lazy', dynamic: true, typeOnly: false },
    ]);
  });
});

describe('finding cycles', () => {
  it('reports each knot as chains through all its files, and nothing for a tree', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c', 'd']],
      ['c', ['a']],
      ['d', ['b']],
      ['e', ['e']],
      ['f', ['a']],
    ]);
    expect(findCycles(graph)).toEqual([
      ['a', 'b', 'c', 'a'],
      ['b', 'd', 'b'],
      ['e', 'e'],
    ]);
    expect(
      findCycles(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
        ]),
      ),
    ).toEqual([]);
  });
});

/** The admin's runtime graph: from each file, the files it loads now or later. */
function runtimeGraph(edges: readonly Edge[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const edge of edges.filter((item) => !item.typeOnly))
    graph.set(edge.from, [...new Set([...(graph.get(edge.from) ?? []), edge.to])]);
  return graph;
}

/** `a.ts -> b.ts (import()) -> a.ts`: how a chain reads in a failure. */
function describeChain(chain: readonly string[], edges: readonly Edge[]): string {
  return chain
    .map((file, at) => {
      const from = chain[at - 1];
      const lazy = from !== undefined && !edges.some((edge) => edge.from === from && edge.to === file && !edge.dynamic);
      return `${shortPath(SRC, file)}${lazy ? ' (import())' : ''}`;
    })
    .join('\n  -> ');
}

describe('the admin import graph', () => {
  const edges = importEdges([SRC]);

  it('includes the lazy imports (the pages behind the routes)', () => {
    expect(edges.filter((edge) => edge.dynamic && edge.to.includes(`${sep}pages${sep}`)).length).toBeGreaterThan(20);
  });

  it('has no cycle, static or through import()', () => {
    const cycles = findCycles(runtimeGraph(edges)).map((chain) => describeChain(chain, edges));
    expect(cycles, `import cycles:\n\n${cycles.join('\n\n')}`).toEqual([]);
  });

  it('loads the page loaders only from the page renderer (their preload lists stay out of the login chunk)', () => {
    const importers = (file: string) =>
      edges
        .filter((edge) => shortPath(SRC, edge.to) === file && !edge.from.endsWith('.test.ts'))
        .map((edge) => `${shortPath(SRC, edge.from)}${edge.dynamic ? ' (import())' : ''}`);
    expect(importers('routes/page-loaders.ts')).toEqual(['routes/lazy-page.tsx (import())']);
    expect(importers('routes/entry-pages.ts')).toEqual(['routes/router.tsx']);
  });
});

/**
 * Tests that read another package's source on purpose, each with its reason (file, then specifier). Nothing the
 * app ships: the admin's Biome rules refuse `@soundboard/server`, and these paths never reach a bundle.
 */
const TEST_ONLY_CROSSINGS: ReadonlySet<string> = new Set([
  // Routes and the server's menu seed agree: the seed is a server value no package exports.
  'packages/admin/src/routes/screens-agreement.test.ts: ../../../server/src/seed/menus',
  // The CRM walk makes its own PostgreSQL database with the server suites' helper.
  'packages/admin/e2e/crm.e2e.test.ts: ../../server/src/test/postgres-admin',
  // So does the data-export walk, to check the downloaded ZIP against the database.
  'packages/admin/e2e/data-export.e2e.test.ts: ../../server/src/test/postgres-admin',
]);

describe('package boundaries', () => {
  const packages = readdirSync(PACKAGES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(PACKAGES, entry.name));
  /** The package a path lies in (the repository's own scripts and configuration are in none). */
  const packageOf = (path: string) => packages.find((root) => path.startsWith(root + sep));

  /** Whether a file quotes a relative path with enough `../` to leave its package: most do not, and need no parse. */
  const mayLeave = (root: string, file: string, text: string) => {
    const depth = shortPath(root, file).split('/').length - 1;
    return (text.match(/['"`]\.\.?\/[^'"`\n]*/g) ?? []).some((quoted) => quoted.split('../').length - 1 > depth);
  };

  it('no package imports another by a relative path (a package name says which way the dependency runs)', () => {
    const crossings = packages.flatMap((root) =>
      sourceFiles(root).flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return (mayLeave(root, file, text) ? importsOf(file, text) : [])
          .filter((ref) => isRelative(ref.specifier))
          .filter((ref) => ![undefined, root].includes(packageOf(target(file, ref.specifier))))
          .map((ref) => `${shortPath(REPO, file)}: ${ref.specifier}`);
      }),
    );
    expect(crossings.filter((crossing) => !TEST_ONLY_CROSSINGS.has(crossing))).toEqual([]);
  });
});
