/**
 * Build plugin: writes `signed-in-files.json` beside index.html — for each screen, the files (JavaScript chunks and
 * stylesheets) its code needs beyond the login screen's own, plus those of the frame around every signed-in screen
 * and of each dictionary. The login screen reads it once idle and asks for those files with
 * `<link rel="prefetch">` (src/routes/prefetch-files.ts): the browser downloads them at low priority into its
 * cache and neither runs nor applies them, so the login page stays quiet, and the click on "sign in" finds the
 * code already there. A fixed name served without long caching (the server's rule for unhashed files), so
 * it always names the current build's hashed files.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { SHELL_MODULES, withoutExtension } from './chunk-groups';
import { FIRST_SCREEN } from './preload-first-screen';

/** The module that names every framed page's code (`Screen: () => import('../pages/…')`), and its generic pages. */
const PAGE_LOADERS = 'src/routes/page-loaders.ts';
const GENERIC_PAGES = { ':resource': 'resourcePage', ':placeholder': 'placeholder' } as const;

export const SIGNED_IN_FILES = 'signed-in-files.json';

/** The JSON's shape, read by src/routes/prefetch-files.ts. File names are relative to the build's base. */
export interface SignedInFiles {
  shell: string[];
  /** By screen name, plus ':resource' and ':placeholder' for the screens without a page of their own. */
  pages: Record<string, string[]>;
  /** By '<locale>/<namespace>'. */
  messages: Record<string, string[]>;
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** Screen name → the page module's path as written in page-loaders.ts, and the generic pages by their const. */
function pageModules(root: string): Map<string, string> {
  const file = resolve(root, PAGE_LOADERS);
  const source = readFileSync(file, 'utf8');
  const modules = new Map<string, string>();
  for (const [, name, path] of source.matchAll(
    /^\s*(?:export const )?(\w+)(?::\s*PageLoad)?\s*[:=]\s*\(\) => import\('([^']+)'\)/gm,
  ))
    if (name && path) modules.set(name, resolve(dirname(file), path));
  for (const [key, constName] of Object.entries(GENERIC_PAGES)) {
    const path = modules.get(constName);
    if (!path) throw new Error(`signed-in-files: no ${constName} in ${PAGE_LOADERS}`);
    modules.delete(constName);
    modules.set(key, path);
  }
  return modules;
}

export function signedInFiles(): Plugin {
  let root = '';
  return {
    name: 'soundboard-signed-in-files',
    apply: 'build',
    // After Vite's own generateBundle, which drops the empty JavaScript chunks of stylesheet-only modules.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is typeof item & ChunkLike => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk as unknown as ChunkLike]));
      /** A chunk with everything it imports statically, and their stylesheets. */
      const closure = (fileName: string, into = new Set<string>()) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        const chunk = byFile.get(fileName);
        for (const css of chunk?.viteMetadata?.importedCss ?? []) into.add(css);
        for (const imported of chunk?.imports ?? []) closure(imported, into);
        return into;
      };
      /** The chunk holding a module: its facade, or the chunk the bundler merged it into. */
      const holding = (matches: (id: string) => boolean, what: string) => {
        const chunk = chunks.find((item) => item.moduleIds.some(matches));
        if (!chunk) throw new Error(`signed-in-files: no chunk holds ${what}`);
        return chunk.fileName;
      };
      const chunkOf = (modulePath: string) =>
        holding((id) => withoutExtension(id) === withoutExtension(modulePath), modulePath);
      const endsWith = (end: string) => holding((id) => withoutExtension(id).endsWith(withoutExtension(end)), end);
      // What the login screen has loaded already: the entry and its first screen, with everything they import.
      const loaded = new Set<string>();
      for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, loaded);
      for (const end of FIRST_SCREEN) closure(endsWith(end), loaded);
      const beyond = (files: Iterable<string>, also: Set<string> = new Set()) =>
        [...files].filter((file) => !loaded.has(file) && !also.has(file)).sort();

      const shellSet = new Set<string>();
      for (const end of SHELL_MODULES) closure(endsWith(end), shellSet);
      const shell = beyond(shellSet);
      const pages: Record<string, string[]> = {};
      for (const [name, path] of pageModules(root)) pages[name] = beyond(closure(chunkOf(path)), shellSet);
      const messages: Record<string, string[]> = {};
      for (const chunk of chunks) {
        const match = chunk.facadeModuleId?.match(/\/locales\/([\w-]+)\/([\w-]+)\.json$/);
        if (match) messages[`${match[1]}/${match[2]}`] = beyond(closure(chunk.fileName));
        // The resource dictionaries live in the contract (src/i18n/index.ts loads them as `resources`).
        const resources = chunk.facadeModuleId?.match(/\/resources\/locales\/([\w-]+)\.json$/);
        if (resources) messages[`${resources[1]}/resources`] = beyond(closure(chunk.fileName));
      }
      // `app` is loaded with the resource dictionary: its screen titles and module labels are derived from it.
      for (const key of Object.keys(messages)) {
        const [locale, namespace] = key.split('/');
        if (namespace === 'app')
          messages[key] = [...new Set([...(messages[key] ?? []), ...(messages[`${locale}/resources`] ?? [])])];
      }
      const manifest: SignedInFiles = { shell, pages, messages };
      this.emitFile({ type: 'asset', fileName: SIGNED_IN_FILES, source: JSON.stringify(manifest) });
    },
  };
}
