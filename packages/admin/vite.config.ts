/**
 * The admin app: served under /admin/ (by the API server in production), `/behind` proxied to the API server in
 * development (PORT, default 8080 — the server's own default, see packages/server/src/config.ts).
 * `--mode mock` (npm run dev:mock) runs with no server: MSW answers the spec's calls; its worker script is
 * served from node_modules in that mode only, so nothing of it reaches the production build.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

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
    plugins: [react(), tailwindcss(), ...(mode === 'mock' ? [mockServiceWorker()] : [])],
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
    },
  };
});
