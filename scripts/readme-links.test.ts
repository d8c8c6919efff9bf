/**
 * The documentation names only what exists. In README.md, CONTRIBUTING.md, docs/**\/*.md and packages/*\/README.md:
 * - every `npm run X` (and `npm test`, `npm start`) is a script of the root package.json, of the package the file
 *   is in, or of the workspace the command names with `-w`; `bench:*` needs at least one `bench:` script;
 * - every relative markdown link or image points at a file or folder of the tree;
 * - every backticked path (`packages/admin/src/...`, `docs/x.md`, `src/app.ts` in a package README) exists. A
 *   path is named from the repository root, or from the package in a package README (elsewhere `src/…` is
 *   ambiguous and fails); a placeholder segment
 *   (`<name>`, `*`, `…`, `:id`) ends what is checked, so `defs/<name>.ts` needs the folder `defs/`.
 * Build output and local data (the .gitignore'd folders: dist, data, backups …) are not checked.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** First segments of a path named from the repository root. */
const ROOT_ENTRIES = ['packages', 'scripts', 'docs', '.storybook', '.ci'];
/** First segments of a path named from a package, in that package's README. */
const PACKAGE_ENTRIES = ['src', 'e2e', 'scripts', 'drizzle', 'visual', 'public', 'player', 'storefront'];
/** Made by builds, runs and benchmarks, never committed (.gitignore). */
const GENERATED = new Set(['node_modules', 'dist', 'data', 'backups', 'bench-results', 'storybook-static', 'coverage']);
const PLACEHOLDER = /[<>*{}…]|\.\.\.|^:/;

type Scripts = Record<string, string>;

function scriptsOf(packageDir: string): Scripts {
  const file = join(packageDir, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')).scripts ?? {}) : {};
}

/** Workspace name (`@soundboard/admin`) → its scripts. */
const WORKSPACES: Record<string, Scripts> = Object.fromEntries(
  readdirSync(join(ROOT, 'packages')).map((name) => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'packages', name, 'package.json'), 'utf8'));
    return [manifest.name as string, scriptsOf(join(ROOT, 'packages', name))];
  }),
);

const hasScript = (scripts: Scripts, name: string) =>
  name.endsWith('*') ? Object.keys(scripts).some((key) => key.startsWith(name.slice(0, -1))) : name in scripts;

/** The package folder a markdown file belongs to (packages/<name>), if any. */
function packageDirOf(file: string): string | undefined {
  const [first, second] = relative(ROOT, file).split('/');
  return first === 'packages' && second ? join(ROOT, first, second) : undefined;
}

/** `npm run X [-w W]`, `npm test`, `npm start` naming a script nobody defines. */
function badScripts(text: string, file: string): string[] {
  const own = packageDirOf(file);
  const problems: string[] = [];
  const command = /npm (?:run(?: -s)? ([\w:.*-]+)|(test|start)\b)((?: [^\s`|;&)]+)*)/g;
  for (const match of text.matchAll(command)) {
    const name = match[1] ?? match[2] ?? '';
    const workspace = /(?:-w|--workspace)[ =](@?[\w/-]+)/.exec(match[3] ?? '')?.[1];
    const places: Scripts[] = workspace
      ? [WORKSPACES[workspace] ?? {}]
      : [scriptsOf(ROOT), ...(own ? [scriptsOf(own)] : [])];
    if (!places.some((scripts) => hasScript(scripts, name)))
      problems.push(`npm script "${name}"${workspace ? ` in ${workspace}` : ''} is not defined`);
  }
  return problems;
}

/** Whether `path` (relative to one of `bases`) exists, checked up to its first placeholder segment. */
function exists(path: string, bases: string[]): boolean {
  const segments = path.replace(/^\.\//, '').replace(/\/$/, '').split('/');
  const literal: string[] = [];
  for (const segment of segments) {
    if (PLACEHOLDER.test(segment)) break;
    if (GENERATED.has(segment)) return true;
    literal.push(segment);
  }
  return bases.some((base) => existsSync(join(base, ...literal)));
}

/** Markdown links and backticked paths that lead nowhere. */
function badPaths(text: string, file: string): string[] {
  const here = dirname(file);
  const own = packageDirOf(file);
  const problems: string[] = [];
  const prose = text.replace(/^```[\s\S]*?^```/gm, '');
  for (const match of prose.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = (match[1] ?? '').split('#')[0] ?? '';
    if (!target || /^[a-z][\w+.-]*:/i.test(target)) continue; // an anchor, https:, mailto:
    if (!exists(decodeURI(target), [here])) problems.push(`link to ${target} leads nowhere`);
  }
  for (const match of prose.matchAll(/`([^`\s]+)`/g)) {
    const path = match[1] ?? '';
    if (!/^(\.{1,2}\/)?[\w.@-]+\/[^\s]*$/.test(path) || path.includes('//')) continue;
    const first = path.replace(/^\.\//, '').split('/')[0] ?? '';
    const bases = /^\.{1,2}\//.test(path)
      ? [here]
      : ROOT_ENTRIES.includes(first)
        ? [ROOT, ...(own ? [own] : [])]
        : PACKAGE_ENTRIES.includes(first)
          ? own
            ? [own]
            : [here, ROOT]
          : [];
    if (bases.length > 0 && !exists(path, bases)) problems.push(`path ${path} does not exist`);
  }
  return problems;
}

function markdownFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith('.md') ? [join(dir, entry.name)] : [],
    );
  const packages = readdirSync(join(ROOT, 'packages'))
    .map((name) => join(ROOT, 'packages', name, 'README.md'))
    .filter((file) => existsSync(file));
  return [join(ROOT, 'README.md'), join(ROOT, 'CONTRIBUTING.md'), ...walk(join(ROOT, 'docs')), ...packages];
}

describe('the documentation', () => {
  it.each(markdownFiles().map((file) => relative(ROOT, file)))('%s names only scripts and paths that exist', (name) => {
    const file = join(ROOT, name);
    const text = readFileSync(file, 'utf8');
    expect([...badScripts(text, file), ...badPaths(text, file)]).toEqual([]);
  });
});

describe('the checker', () => {
  const readme = join(ROOT, 'README.md');
  const serverReadme = join(ROOT, 'packages/server/README.md');

  it('finds a script nobody defines, also in a workspace the command names', () => {
    const text = 'Run `npm run start:fast`, `npm run dev`, `npm run bench:*`, `npm run dev -w @soundboard/server`.';
    expect(badScripts(text, readme)).toEqual([
      'npm script "start:fast" is not defined',
      'npm script "dev" in @soundboard/server is not defined',
    ]);
    expect(badScripts('`npm run db:generate -w @soundboard/server`, `npm test`', readme)).toEqual([]);
  });

  it("reads a package README's scripts beside the root's", () => {
    expect(badScripts('`npm run db:restore`', readme)).toEqual(['npm script "db:restore" is not defined']);
    expect(badScripts('`npm run db:restore`', serverReadme)).toEqual([]);
  });

  it('finds a link or a backticked path that leads nowhere, and lets placeholders and build output pass', () => {
    const text = [
      '[CONTRIBUTING.md](CONTRIBUTING.md), [gone](docs/gone.md#top), [site](https://example.com), [up](#top)',
      '`packages/admin/src/routes/table.ts`, `packages/admin/src/routs/table.ts`, `packages/contract/src/resources/defs/<name>.ts`',
      '`packages/admin/dist/index.html`, `/behind/user/login`, `src/app.ts`, `DATA_DIR/files`, `a/b`',
      '[a kit file](packages/ui/src/lib/), ![picture](docs/images/none.png)',
      '```sh\nls packages/none/at-all.ts\n```',
    ].join('\n');
    expect(badPaths(text, readme)).toEqual([
      'link to docs/gone.md leads nowhere',
      'link to docs/images/none.png leads nowhere',
      'path packages/admin/src/routs/table.ts does not exist',
      'path src/app.ts does not exist',
    ]);
  });

  it('resolves a package README’s paths from its package', () => {
    expect(badPaths('`src/app.ts`, `drizzle/`, `src/nowhere.ts`', serverReadme)).toEqual([
      'path src/nowhere.ts does not exist',
    ]);
  });
});
