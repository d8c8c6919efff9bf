/**
 * `vite build` (SSR) bundles src/main.ts (and the backup and seed:large CLIs) into dist/main.js (dist/backup.js,
 * dist/seed-large.js) for Node 20, which cannot run TypeScript. The workspace
 * packages (contract) are bundled in; everything from node_modules stays external and is imported at run time.
 */
import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';

const bundled = (id: string) => id.startsWith('@soundboard/');

export default defineConfig({
  build: {
    ssr: true,
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rollupOptions: {
      external: (id) =>
        builtinModules.includes(id) ||
        id.startsWith('node:') ||
        (!bundled(id) && !id.startsWith('.') && !id.startsWith('/')),
      // The PGlite and import workers are separate entries: Node starts each by file (src/db/pglite-thread.ts,
      // src/import/parse-file.ts).
      input: {
        main: 'src/main.ts',
        backup: 'src/cli/backup.ts',
        'seed-large': 'src/cli/seed-large.ts',
        'secrets-rotate': 'src/secrets/rotate-cli.ts',
        'pglite-worker': 'src/db/pglite-worker.mjs',
        'parse-worker': 'src/import/parse-worker.mjs',
      },
      // Shared chunks beside the entries (not in assets/): the worker is found next to the module that starts it.
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js', format: 'es' },
    },
  },
  ssr: { noExternal: [/^@soundboard\//] },
});
