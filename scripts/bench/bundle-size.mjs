/**
 * Measures what one UI module adds to an app's JavaScript: bundles a tiny app that renders React and keeps every
 * export of that module alive, minifies it for production, gzips it and subtracts the same app without the module.
 * esbuild rather than Vite: one bundle takes ~0.2 s instead of ~3 s, and its tree-shaking honours the same
 * ESM + `sideEffects` rules, so the figure is an upper bound of what Vite/Rollup ships. CSS is not counted: the
 * kit's styles are one shared Tailwind stylesheet that the app pays for once.
 */
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = new URL('../..', import.meta.url).pathname;

/** The app every measurement starts from: React mounted, nothing else. */
const BASE_APP = `import { createRoot } from 'react-dom/client';
createRoot(document.body).render(null);`;

/** The browser build both measurements share: one entry module, in memory, with a metafile. */
function buildEntry(contents, options = {}) {
  return build({
    stdin: { contents, resolveDir: root, loader: 'tsx', sourcefile: 'bench-entry.tsx' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    metafile: true,
    // Splitting keeps lazily imported code (e.g. echarts behind the chart wrapper) out of the initial bytes.
    splitting: true,
    outdir: 'bench-out',
    logLevel: 'silent',
    // CSS is not counted (see above), and the admin's entry stylesheets need Tailwind's compiler to resolve.
    loader: { '.css': 'empty' },
    ...options,
  });
}

async function bundle(contents) {
  const result = await buildEntry(contents, {
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const outputs = result.metafile.outputs;
  const gzipOf = new Map(
    result.outputFiles.map((file) => [file.path.replace(`${root}`, ''), gzipSync(file.contents, { level: 9 }).length]),
  );
  // The initial load: the entry chunk and every chunk it imports statically; the rest loads on demand.
  const initial = new Set();
  const visit = (name) => {
    if (initial.has(name)) return;
    initial.add(name);
    for (const dep of outputs[name].imports) if (dep.kind === 'import-statement') visit(dep.path);
  };
  visit(Object.keys(outputs).find((name) => outputs[name].entryPoint));
  const sum = (names) => names.reduce((total, name) => total + (gzipOf.get(name) ?? 0), 0);
  const initialInputs = [...initial].flatMap((name) => Object.keys(outputs[name].inputs));
  return {
    gzip: sum([...initial]),
    lazy: sum(Object.keys(outputs).filter((name) => !initial.has(name))),
    inputs: initialInputs,
  };
}

let baseline;
/** Gzipped bytes of React alone (cached: every module is compared with it). */
export async function baselineSize() {
  baseline ??= await bundle(BASE_APP);
  return baseline.gzip;
}

/**
 * Bundles an app that imports only `modulePath` (absolute or relative to the repo root) and keeps all of its
 * exports, or only `names` when given. Returns the gzipped bytes it adds over React alone and the source files
 * that ended up in the initial bundle, and the gzipped bytes of chunks it loads on demand (`lazy`).
 */
export async function measureModule(modulePath, names) {
  const from = `'./${modulePath.replace(root, '')}'`;
  const app = names
    ? `${BASE_APP}\nimport { ${names.join(', ')} } from ${from};\nglobalThis.__measured = [${names.join(', ')}];`
    : `${BASE_APP}\nimport * as measured from ${from};\nglobalThis.__measured = measured;`;
  const { gzip, lazy, inputs } = await bundle(app);
  return { added: gzip - (await baselineSize()), lazy, inputs };
}

/**
 * The source files an app loads before anything on demand, when it starts from `modulePaths` (relative to the
 * repo root): their static imports, followed to the end, never an `import()`. Chunking aside, this is what the
 * first load carries, e.g. the admin's entry plus the login page it shows first.
 */
export async function staticInputs(modulePaths) {
  const result = await buildEntry(modulePaths.map((path) => `import './${path}';`).join('\n'));
  const { inputs } = result.metafile;
  const found = new Set();
  const visit = (name) => {
    if (found.has(name)) return;
    found.add(name);
    for (const dep of inputs[name]?.imports ?? []) if (dep.kind === 'import-statement') visit(dep.path);
  };
  visit('bench-entry.tsx');
  found.delete('bench-entry.tsx');
  return [...found];
}
