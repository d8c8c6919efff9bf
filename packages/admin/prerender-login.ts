/**
 * Build plugin: draws the login screen into a page of its own per locale beside index.html (contract
 * login-page.ts), which the server sends for /admin/login to a visitor with the default look. The form then
 * shows once the HTML and the stylesheet are in, before the app's scripts (about 90 KB) arrive, and the app runs
 * only when the visitor turns to the page (src/login-start.ts, built here as a file of its own); it then takes the
 * drawn form over (src/lib/prerendered-login.ts). The markup comes from the app's own components
 * (src/pages/login/prerender.tsx), loaded through Vite once the bundle is written: Node alone cannot load their
 * TypeScript, which a config's import would ask of it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, createServer, type Plugin } from 'vite';

/** Builds src/login-start.ts alone into the build's assets; answers its address under `base`. */
async function buildStartScript(root: string, outDir: string, base: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    base,
    publicDir: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      modulePreload: false,
      rolldownOptions: {
        input: { 'login-start': join(root, 'src/login-start.ts') },
        output: { entryFileNames: 'assets/[name]-[hash].js' },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((each) => ('output' in each ? each.output : []));
  const entry = outputs.find((file) => file.type === 'chunk' && file.isEntry);
  if (!entry) throw new Error('building src/login-start.ts made no entry file');
  return `${base}${entry.fileName}`;
}

/** An entry dictionary's module (src/locales/<locale>/entry.json): each drawn page preloads its own locale's. */
const ENTRY_DICTIONARY = /\/src\/locales\/([^/]+)\/entry\.json$/;

export function prerenderLogin(): Plugin {
  let outDir = '';
  let base = '/';
  /** Each locale's entry dictionary file, by locale, as the page names it. */
  const dictionaries: Record<string, string> = {};
  const root = fileURLToPath(new URL('.', import.meta.url));
  return {
    name: 'soundboard-prerender-login',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      base = config.base;
    },
    writeBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        const locale = item.type === 'chunk' && ENTRY_DICTIONARY.exec(item.facadeModuleId ?? '')?.[1];
        if (locale) dictionaries[locale] = `${base}${item.fileName}`;
      }
    },
    async closeBundle() {
      const startScript = await buildStartScript(root, outDir, base);
      // A dev server in middleware mode rather than runnerImport: the dictionaries load by dynamic import, after
      // runnerImport has closed its runner.
      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const module = (await server.ssrLoadModule(
          join(root, 'src/pages/login/prerender.tsx'),
        )) as typeof import('./src/pages/login/prerender');
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        for (const { file, html } of await module.prerenderedLoginPages(template, startScript, dictionaries))
          writeFileSync(join(outDir, file), html);
      } finally {
        await server.close();
      }
    },
  };
}
