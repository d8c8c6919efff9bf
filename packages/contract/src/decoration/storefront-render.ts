/**
 * The server's render of a public storefront page (issue: shared links and search engines see a real page).
 * The admin build makes a module of the storefront app for the server (admin dist, STOREFRONT_RENDER_MODULE); the
 * server loads it at run time, like it serves the built files, and fills the built storefront/index.html with
 * what it returns. The app in the browser then takes over the same markup (hydration) with the same answers.
 */

/** The module's path inside the admin app's build folder. */
export const STOREFRONT_RENDER_MODULE = 'storefront-render/render.js';

export interface StorefrontRenderInput {
  /** The address as requested: /storefront/product/12 and its query (?preview=…). */
  pathname: string;
  search: string;
  /** The site's origin, for absolute URLs (canonical, og:url, JSON-LD). */
  origin: string;
  /** The visitor's languages in order of preference (Accept-Language). */
  languages: readonly string[];
  /** Answers the storefront's API calls (a URL under /behind) inside the server. */
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
}

export interface StorefrontRendered {
  /** 404 when the page's subject does not exist (or a preview link is not valid), 410 for an expired preview. */
  status: number;
  /** The page's language, for <html lang>. */
  lang: 'zh-CN' | 'en-US';
  /** The head's tags: title, description, canonical URL, Open Graph, JSON-LD, robots. */
  head: string;
  /** The page's markup, to go inside the page's root element. */
  body: string;
  /** The answers the page was drawn with, as a script element for the browser's app to start from. */
  state: string;
}

export interface StorefrontRenderer {
  renderStorefront(input: StorefrontRenderInput): Promise<StorefrontRendered>;
}
