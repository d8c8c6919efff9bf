/**
 * The admin app: served under /admin/ (by the API server in production), `/behind` proxied to the API server in
 * development (PORT, default 8080 — the server's own default, see packages/server/src/config.ts).
 */
import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type ProxyOptions, runnerImport } from 'vite';
import { chunkGroups } from './chunk-groups';
import { preloadFirstScreen } from './preload-first-screen';
import { prerenderLogin } from './prerender-login';
import { signedInFiles } from './signed-in-files';

const BASE = '/admin/';
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The plugins both pages are built with. */
const pagePlugins = () => [
  // React Aria ships its own words in 34 languages; the app speaks two (zh-CN, en-US). 41 KB of the whole app.
  { ...optimizeLocales.vite({ locales: ['zh-CN', 'en-US'] }), enforce: 'pre' as const },
  react(),
  tailwindcss(),
];

/**
 * The pages beside the admin app (docs/architecture.md): the public storefront (/storefront/) and the in-store player
 * (/player/). Each is a build of its own after the admin's, into the same folder (`<name>/index.html`,
 * `<name>/assets/`), one after the other. A build of its own rather than a second input of this one: two inputs
 * share chunks, and the login screen's hand-made entry-kit chunk (chunk-groups.ts) carries the admin's i18n, stores and
 * router with it, which these pages would then load; the login screen would also pay for splitting it.
 */
function separatePages(names: readonly string[]): Plugin {
  let outDir = '';
  return {
    name: 'soundboard-separate-pages',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      for (const name of names) {
        await build({
          configFile: false,
          root: here('.'),
          base: '/',
          // The admin's public files (its icon) are already in the folder.
          publicDir: false,
          logLevel: 'warn',
          plugins: pagePlugins(),
          resolve: name === 'storefront' ? { alias: PREACT } : undefined,
          build: {
            outDir,
            emptyOutDir: false,
            target: 'es2022',
            assetsDir: `${name}/assets`,
            rolldownOptions: { input: here(`./${name}/index.html`) },
          },
        });
      }
      await buildStorefrontRender(outDir);
    },
  };
}

/**
 * The storefront app as a module the server renders pages with (storefront-app/server-render.tsx, contract
 * STOREFRONT_RENDER_MODULE): one file with everything in it, so the server needs nothing of the admin's packages
 * at run time.
 */
async function buildStorefrontRender(outDir: string) {
  // Where the server looks for it (the contract says). Through Vite's module runner: Node alone cannot load the
  // contract's TypeScript, which a config's import would ask of it.
  const { module: contract } = await runnerImport<typeof import('@soundboard/contract')>('@soundboard/contract', {
    configFile: false,
    root: here('.'),
    logLevel: 'warn',
  });
  const [folder, file] = contract.STOREFRONT_RENDER_MODULE.split('/');
  await build({
    configFile: false,
    root: here('.'),
    publicDir: false,
    logLevel: 'warn',
    plugins: [react()],
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: here('./src/storefront-app/server-render.tsx'),
      outDir: `${outDir}/${folder}`,
      emptyOutDir: true,
      target: 'node20',
      rolldownOptions: { output: { entryFileNames: file } },
    },
  });
}
/**
 * The public storefront's browser script runs on Preact's React layer (preact/compat) instead of React: React's
 * runtime alone is ~58 KB gzipped, the budget for a product page's whole script is 60 KB (issue 39). The server
 * still renders with React (buildStorefrontRender), the kit's storefront components are written against React's
 * API and the admin's previews and the stories run them on React. e2e/storefront-hydration.e2e.test.ts holds the
 * two to the same markup: the browser keeps every element the server drew.
 */
const PREACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

const apiPort = process.env.PORT ?? '8080';

export default defineConfig(() => {
  const chunks = chunkGroups();
  const proxy: Record<string, ProxyOptions> = {
    '/behind': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
  };
  return {
    base: BASE,
    plugins: [
      ...pagePlugins(),
      chunks.plugin,
      preloadFirstScreen(BASE),
      signedInFiles(),
      prerenderLogin(),
      separatePages(['storefront', 'player']),
    ],
    server: {
      port: 5173,
      proxy,
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      // Hashed names (Vite's default `[name]-[hash]`): the server caches them for a year.
      assetsDir: 'assets',
      rolldownOptions: {
        output: {
          codeSplitting: { groups: chunks.groups },
          // A shared file is named by every screen that uses it, which runs to 150 characters in every list of
          // files that names it.
          chunkFileNames: (chunk) => `assets/${chunk.name.startsWith('shared~') ? 'shared' : '[name]'}-[hash].js`,
        },
      },
    },
  };
});
