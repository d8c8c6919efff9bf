/**
 * The public storefront's pages rendered here (contract decoration/storefront-render.ts): the admin build's render
 * module draws the page with the storefront's own API answered inside this server (no network round trip), and
 * its markup, head and answers fill the built storefront/index.html. Shared links and search engines get a whole
 * page; the browser's app takes it over. Without the module (an old build), or if a render throws, the caller
 * serves index.html as before and the browser draws the page alone.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { STOREFRONT_RENDER_MODULE, type StorefrontRendered, type StorefrontRenderer } from '@soundboard/contract';
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { requestOrigin } from '../http/client-address';
import type { AppEnv } from '../http/env';
import { errorLogFields } from '../http/error-log';
import { sendTagged } from '../http/tagged';

/** The visitor's headers the storefront's API reads: who they are (counted once a day) and their language. */
const PASSED_HEADERS = ['user-agent', 'x-forwarded-for', 'accept-language'];

/** Accept-Language's languages by preference (q), as navigator.languages lists them. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The built index.html with the render in it: language, head, markup and the answers for the browser. Replaced by
 * functions: a replacement string would read `$&` or `$'` in a product's name as a pattern.
 */
export function fillTemplate(template: string, rendered: StorefrontRendered): string {
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${rendered.lang}"`)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace('</head>', () => `${rendered.head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${rendered.body}</div>${rendered.state}`);
}

/** Loads the render module once; null when the build has none or it cannot be loaded (said in the log). */
function rendererLoader(distDir: string, log: (error: unknown) => void) {
  const file = join(distDir, STOREFRONT_RENDER_MODULE);
  let loading: Promise<StorefrontRenderer | null> | null = null;
  return () => {
    loading ??= existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<StorefrontRenderer>).catch((error: unknown) => {
          log(error);
          return null;
        })
      : Promise.resolve(null);
    return loading;
  };
}

/**
 * A handler for the storefront's page addresses answering the rendered page, or null to leave it to index.html.
 * `readTemplate` gives the built index.html.
 */
export function storefrontRenderer(app: Hono<AppEnv>, distDir: string, readTemplate: () => string) {
  let loader: ReturnType<typeof rendererLoader> | null = null;
  return async (c: Context<AppEnv>): Promise<Response | null> => {
    const logError = (what: string) => (error: unknown) => c.var.deps.log('error', what, errorLogFields(error));
    loader ??= rendererLoader(distDir, logError('storefront render module failed to load'));
    const renderer = await loader();
    if (!renderer) return null;
    const url = new URL(c.req.url);
    const headers = Object.fromEntries(
      PASSED_HEADERS.flatMap((name) => {
        const value = c.req.header(name);
        return value ? [[name, value]] : [];
      }),
    );
    let rendered: StorefrontRendered;
    try {
      rendered = await renderer.renderStorefront({
        pathname: url.pathname,
        search: url.search,
        origin: requestOrigin(c),
        languages: acceptedLanguages(c.req.header('accept-language')),
        // The visitor's own connection (c.env) and headers: the API sees the same visitor the browser would be.
        fetch: async (input, init) =>
          app.request(
            input,
            { ...init, headers: { ...headers, ...Object.fromEntries(new Headers(init?.headers)) } },
            c.env,
          ),
      });
    } catch (error) {
      logError('storefront render failed')(error);
      return null;
    }
    return sendTagged(c, fillTemplate(readTemplate(), rendered), {
      type: 'text/html; charset=utf-8',
      cacheControl: 'no-cache',
      varyAlso: 'Accept-Language',
      status: rendered.status as ContentfulStatusCode,
    });
  };
}
