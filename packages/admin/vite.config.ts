/**
 * The admin app: served under /admin/ (by the API server in production), `/behind` proxied to the API server in
 * development (PORT, default 8080 — the server's own default, see packages/server/src/config.ts).
 */
import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { preloadFirstScreen } from './preload-first-screen';

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
 * share chunks, and the login screen's hand-made entry-kit chunk (below) carries the admin's i18n, stores and
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
          build: {
            outDir,
            emptyOutDir: false,
            target: 'es2022',
            assetsDir: `${name}/assets`,
            rolldownOptions: { input: here(`./${name}/index.html`) },
          },
        });
      }
    },
  };
}
const apiPort = process.env.PORT ?? '8080';

export default defineConfig(() => {
  const proxy: Record<string, ProxyOptions> = {
    '/behind': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
  };
  return {
    base: BASE,
    plugins: [...pagePlugins(), preloadFirstScreen(BASE), separatePages(['storefront', 'player'])],
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
          codeSplitting: {
            groups: [
              {
                // The small kit modules the login screen shares with later screens, in one file: each file
                // gzipped alone costs its own header and dictionary (the login screen's budget is 90 KB).
                name: 'entry-kit',
                test: /(native-(text-field|checkbox|button|icons)|password-field\.messages|button\.messages|lib\/(focus-ring|cx)|entry-link|entry-layout|feedback\/(toast|notice-store))\.tsx?$/,
              },
            ],
          },
        },
      },
    },
  };
});
