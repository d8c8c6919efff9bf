/**
 * The admin app: served under /admin/ (by the API server in production), `/behind` proxied to the API server in
 * development (PORT, default 8080 — the server's own default, see packages/server/src/config.ts).
 * `--mode mock` (npm run dev:mock) runs with no server: MSW answers the spec's calls; its worker script is
 * served from node_modules in that mode only, so nothing of it reaches the production build.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { preloadFirstScreen } from './preload-first-screen';

const BASE = '/admin/';
const apiPort = process.env.PORT ?? '8080';

/** Serves msw's mockServiceWorker.js (matching the installed msw) at /admin/mockServiceWorker.js. */
function mockServiceWorker(): Plugin {
  const file = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
  return {
    name: 'soundboard-mock-service-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(`${BASE}mockServiceWorker.js`, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(readFileSync(file));
      });
    },
  };
}

export default defineConfig(({ mode }) => {
  const proxy: Record<string, ProxyOptions> =
    mode === 'mock' ? {} : { '/behind': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } };
  return {
    base: BASE,
    plugins: [
      // React Aria ships its own words in 34 languages; the app speaks two (spec §4). 41 KB of the whole app.
      { ...optimizeLocales.vite({ locales: ['zh-CN', 'en-US'] }), enforce: 'pre' as const },
      react(),
      tailwindcss(),
      preloadFirstScreen(BASE),
      ...(mode === 'mock' ? [mockServiceWorker()] : []),
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
