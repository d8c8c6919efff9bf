/**
 * The login screen, once idle, asks the browser to download the code of the screen it will open after sign-in —
 * and of the frame around it and their dictionaries — with `<link rel="prefetch">`: low priority, into the cache,
 * neither run nor applied, so the login page stays quiet (no long task, no style work for the app's stylesheet).
 * Which files those are, the build writes to `signed-in-files.json` (signed-in-files.ts beside vite.config.ts).
 * The click on "sign in" then imports them from the cache (routes/prefetch.ts). In development there is no such
 * file: nothing is prefetched.
 */
import type { Locale } from '@soundboard/contract';
import type { SignedInFiles } from '../../signed-in-files';
import { readSignedInFiles } from '../api/signed-in-files';
import { resolveRoute } from './match';
import { ENTRY_ROUTES } from './table';
import type { AppRoute } from './types';

const BASE = import.meta.env.BASE_URL;

/** A screen's page files: its own page, else the generic resource page or the placeholder (as page-loaders.ts). */
function pageFiles(manifest: SignedInFiles, route: AppRoute): string[] {
  return manifest.pages[route.name] ?? manifest.pages[route.resource ? ':resource' : ':placeholder'] ?? [];
}

/** The files to fetch for opening `path` (relative to /admin) once signed in, in `locale`. */
export function filesFor(manifest: SignedInFiles, path: string, locale: Locale): string[] {
  const { route } = resolveRoute(path);
  // An entry page is no screen to open after sign-in: only the frame's code is worth having.
  const framed = !ENTRY_ROUTES.includes(route.name);
  const namespaces = ['app', ...(framed ? (route.messages ?? []) : [])];
  return [
    ...new Set([
      ...manifest.shell,
      ...(framed ? pageFiles(manifest, route) : []),
      ...namespaces.flatMap((namespace) => manifest.messages[`${locale}/${namespace}`] ?? []),
    ]),
  ];
}

function addPrefetchLink(file: string): void {
  const href = `${BASE}${file}`;
  if (document.head.querySelector(`link[href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  link.as = file.endsWith('.css') ? 'style' : 'script';
  // As the module loader and Vite's stylesheet links will ask for it, so the cached copy serves them.
  link.crossOrigin = '';
  document.head.append(link);
}

/** Resolves once the links are in the page; a missing list (development) prefetches nothing. */
export async function prefetchSignedInFiles(path: string, locale: Locale): Promise<void> {
  const manifest = await readSignedInFiles<SignedInFiles>();
  if (manifest) for (const file of filesFor(manifest, path, locale)) addPrefetchLink(file);
}
