/**
 * `npm run generate -w @soundboard/contract`: writes what lists the resource definitions, from the files of
 * src/resources/defs (Node has no import.meta.glob, so the list is a file): src/resources/defs/index.ts (every
 * definition, for RESOURCES) and src/resources/catalog.ts (each one's access, role grants and screen, for code
 * that must not load the definitions). Run it after adding or changing a definition; a unit test
 * (src/resources/catalog.test.ts) fails until it has run. The files are loaded through Vite's module loader,
 * which reads TypeScript.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const contract = dirname(dirname(fileURLToPath(import.meta.url)));
const resources = join(contract, 'src', 'resources');
const defsDir = join(resources, 'defs');
const HEADER = (what) =>
  `/**\n * ${what}\n * Generated from the resource definitions by \`npm run generate -w @soundboard/contract\`: do not edit.\n */\n`;

const server = await createServer({
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { catalogOf, isResourceDef } = await server.ssrLoadModule(join(resources, 'catalog-of.ts'));
  const files = readdirSync(defsDir)
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts' && !file.endsWith('.test.ts'))
    .sort();
  const found = [];
  for (const file of files) {
    const module = await server.ssrLoadModule(join(defsDir, file));
    const names = Object.keys(module)
      .filter((name) => isResourceDef(module[name]))
      .sort();
    if (names.length === 0) throw new Error(`defs/${file} exports no resource definition`);
    found.push({ file: `./${file.replace(/\.ts$/, '')}`, names, defs: names.map((name) => module[name]) });
  }

  const index = [
    HEADER('Every resource definition of this folder (RESOURCES in ../index.ts is made from this list).'),
    ...found.map(({ file, names }) => `import { ${names.join(', ')} } from '${file}';`),
    '',
    ...found.map(({ file }) => `export * from '${file}';`),
    '',
    `export const DEFINITIONS = [${found.flatMap(({ names }) => names).join(', ')}] as const;`,
    '',
  ].join('\n');
  writeFileSync(join(defsDir, 'index.ts'), index);

  const catalog = catalogOf(found.flatMap(({ defs }) => defs));
  const text = [
    HEADER(
      "Each resource's access, role grants and screen (./catalog-of.ts), for code that must not load definitions.",
    ),
    `export const RESOURCE_CATALOG = ${JSON.stringify(catalog, null, 2)} as const;`,
    '',
  ].join('\n');
  writeFileSync(join(resources, 'catalog.ts'), text);
} finally {
  await server.close();
}

// The repository's formatting and import order, so `biome check` passes on what was written.
const biome = spawnSync(
  'npx',
  ['biome', 'check', '--write', join(defsDir, 'index.ts'), join(resources, 'catalog.ts')],
  { stdio: 'inherit', cwd: contract },
);
process.exit(biome.status ?? 1);
