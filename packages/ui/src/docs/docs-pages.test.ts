/**
 * The MDX docs pages, read as text (Storybook compiles them; in Node a stories module cannot be imported, its CSS
 * and TSX need the browser build): every page has a <Meta title>, every `of={X.Y}` names a story its stories file
 * really exports, and every helper a page imports by name exists.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const uiSrc = fileURLToPath(new URL('..', import.meta.url));
const docsDir = fileURLToPath(new URL('.', import.meta.url));

const pages = (readdirSync(uiSrc, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => join(uiSrc, file))
  .sort();

const read = (file: string) => readFileSync(file, 'utf8');

/** A relative import's file: the path itself or with a TypeScript extension. */
function resolveImport(page: string, specifier: string): string | undefined {
  const base = resolve(dirname(page), specifier);
  return [base, `${base}.tsx`, `${base}.ts`].find((candidate) => existsSync(candidate) && !candidate.endsWith('/'));
}

/** Whether a module's source exports `name` (a declaration, or a name in an export list). */
function exportsName(source: string, name: string): boolean {
  const declared = new RegExp(`export (?:const|function|class|let) ${name}\\b`).test(source);
  const listed = [...source.matchAll(/export\s*\{([^}]*)\}/g)].some((m) =>
    (m[1] ?? '').split(',').some(
      (part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .at(-1) === name,
    ),
  );
  return declared || listed;
}

export function namespaceImports(mdx: string): Map<string, string> {
  return new Map([...mdx.matchAll(/import \* as (\w+) from '([^']+)'/g)].map((m) => [m[1] as string, m[2] as string]));
}

export function namedImports(mdx: string): { name: string; from: string }[] {
  return [...mdx.matchAll(/import \{([^}]+)\} from '(\.[^']+)'/g)].flatMap((m) =>
    (m[1] ?? '')
      .split(',')
      .map((part) => part.trim().replace(/^type\s+/, ''))
      .filter(Boolean)
      .map((name) => ({ name, from: m[2] as string })),
  );
}

export function storyReferences(mdx: string): { module: string; story: string }[] {
  return [...mdx.matchAll(/\bof=\{(\w+)\.(\w+)\}/g)].map((m) => ({ module: m[1] as string, story: m[2] as string }));
}

const name = (page: string) => relative(uiSrc, page);

describe('docs pages', () => {
  it('the introduction, 8 foundation and 10 usage pages are there', () => {
    const docs = pages.filter((page) => page.startsWith(docsDir)).map((page) => relative(docsDir, page));
    expect(docs.filter((page) => page.startsWith('foundations/'))).toHaveLength(8);
    expect(docs.filter((page) => page.startsWith('usage/'))).toHaveLength(10);
    expect(pages.map(name)).toContain('introduction.mdx');
  });

  it.each(pages.map((page) => [name(page), page]))('%s has a <Meta title>, unique among the pages', (_, page) => {
    const title = /<Meta title="([^"]+)"/.exec(read(page))?.[1];
    expect(title).toBeTruthy();
    const others = pages
      .filter((other) => other !== page)
      .map((other) => /<Meta title="([^"]+)"/.exec(read(other))?.[1]);
    expect(others).not.toContain(title);
    if (page.startsWith(docsDir) || name(page) === 'introduction.mdx') expect(title).toMatch(/^Docs\//);
  });

  it.each(pages.map((page) => [name(page), page]))(
    '%s: every of={X.Y} is a story its stories file exports',
    (_, page) => {
      const mdx = read(page);
      const modules = namespaceImports(mdx);
      for (const { module, story } of storyReferences(mdx)) {
        const specifier = modules.get(module);
        expect(specifier, `${module} is imported with import * as`).toBeDefined();
        const file = resolveImport(page, specifier as string);
        expect(file, `${specifier} exists`).toBeDefined();
        const source = read(file as string);
        expect(source, `${specifier} is a stories file with a default export`).toMatch(/export default /);
        expect(exportsName(source, story), `${specifier} exports ${story}`).toBe(true);
      }
    },
  );

  it.each(pages.map((page) => [name(page), page]))('%s: every helper it imports by name exists', (_, page) => {
    for (const { name: imported, from } of namedImports(read(page))) {
      const file = resolveImport(page, from);
      expect(file, `${from} exists`).toBeDefined();
      expect(exportsName(read(file as string), imported), `${from} exports ${imported}`).toBe(true);
    }
  });
});

describe('the MDX parsing the checks rely on', () => {
  const sample = `import { Canvas, Meta } from '@storybook/addon-docs/blocks';
import { A, type B } from '../components/a';
import * as ButtonStories from '../../inputs/button.stories';

<Canvas of={ButtonStories.Default} story={{ inline: false }} />
<Canvas of={ButtonStories.Loading} />`;

  it('reads namespace imports, relative named imports and story references', () => {
    expect([...namespaceImports(sample)]).toEqual([['ButtonStories', '../../inputs/button.stories']]);
    expect(namedImports(sample)).toEqual([
      { name: 'A', from: '../components/a' },
      { name: 'B', from: '../components/a' },
    ]);
    expect(storyReferences(sample)).toEqual([
      { module: 'ButtonStories', story: 'Default' },
      { module: 'ButtonStories', story: 'Loading' },
    ]);
  });

  it('finds declared and listed exports, and not a prefix of a name', () => {
    expect(exportsName('export const Default: Story = {};', 'Default')).toBe(true);
    expect(exportsName('export const DefaultOpen = {};', 'Default')).toBe(false);
    expect(exportsName('export { Foo as Bar, Baz };', 'Bar')).toBe(true);
    expect(exportsName('export { Foo as Bar };', 'Foo')).toBe(false);
    expect(exportsName('export function Table() {}', 'Table')).toBe(true);
  });
});
