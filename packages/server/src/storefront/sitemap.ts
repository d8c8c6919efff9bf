/**
 * What search engines read, public, at the site's paths (not under /behind: crawlers look for them there):
 *   GET /storefront/sitemap.xml  a sitemaps.org 0.9 urlset of the public storefront: the home and the live
 *                                template's other pages, the category, article and store lists, a category page per
 *                                product kind on sale, and every page the
 *                                catalog API shows (on-sale products, published articles, open stores), each set
 *                                chosen by the catalog's own conditions (products.ts onSale, public/articles.ts
 *                                published + live, stores.ts openForBusiness, home.ts liveHome)
 *   GET /robots.txt              the storefront allowed, the admin app, the API, the player and previews not, and
 *                                where the sitemap is
 * Mounted at the root by serve.ts just before static/admin.ts mountAdmin, so the sitemap wins over the storefront
 * build's index.html fallback, with or without a build; outside createApp, as the site's other non-API paths are
 * (the API's route tables, its permission and OpenAPI tests, are of /behind and /public). Paths are those of the kit's placePath (ui storefront/links.tsx), which the storefront app
 * parses (admin storefront-app/route.ts). URLs are absolute, on the request's origin: the Host it was sent to, https
 * when it came so (directly, or a trusted proxy says so: http/client-address.ts isHttps).
 */
import { PRODUCT_KINDS, STOREFRONT_PATH } from '@soundboard/contract';
import { asc, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../db/client';
import { articleRevisions, articles, products, stores } from '../db/schema';
import { requestOrigin } from '../http/client-address';
import type { AppEnv } from '../http/env';
import { sendTagged } from '../http/tagged';
import { live, published } from '../public/articles';
import { liveHome } from './home';
import { onSale } from './products';
import { openForBusiness } from './stores';

export const SITEMAP_PATH = `${STOREFRONT_PATH}/sitemap.xml`;

/** The protocol's limit for one sitemap file; beyond it a sitemap index would be needed (not yet: far fewer rows). */
export const SITEMAP_MAX_URLS = 50_000;

/** A page of the sitemap: its path under the origin, and when its content last changed, when known. */
export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

/** The storefront's paths, as placePath (ui storefront/links.tsx) writes them. */
const S = STOREFRONT_PATH;
const onePath = (kind: 'page' | 'product' | 'article' | 'store', id: string | number) =>
  `${S}/${kind}/${encodeURIComponent(String(id))}`;

/**
 * Everything the public storefront shows, by the catalog's own definitions of public. An article's date is its live
 * revision's publish (editing the working copy changes the row, not what readers see); the other rows' is their
 * update. The list pages change with every row under them, taken-down ones too, so they carry no date.
 */
export async function sitemapEntries(db: Db, now: Date): Promise<SitemapEntry[]> {
  const home = await liveHome(db, now);
  const homeDate = home.template ? new Date(home.template.publishedAt) : undefined;
  const dated = (lastmod: Date | undefined) => (lastmod ? { lastmod } : {});
  /** A catalog table's public rows by id, dated by their update. */
  const updated = (table: typeof products | typeof stores, where: SQL) =>
    db
      .select({ id: table.id, lastmod: table.updatedAt })
      .from(table)
      .where(where)
      .orderBy(asc(table.id))
      .limit(SITEMAP_MAX_URLS);
  const productRows = await updated(products, onSale);
  const articleRows = await db
    .select({ id: articles.id, lastmod: articleRevisions.publishedAt })
    .from(articles)
    .innerJoin(articleRevisions, live)
    .where(published)
    .orderBy(asc(articles.id))
    .limit(SITEMAP_MAX_URLS);
  const storeRows = await updated(stores, openForBusiness);
  // A category page per product kind that has something on sale (an empty one tells a reader nothing), in the
  // kinds' own order.
  const kindsOnSale = new Set(
    (await db.selectDistinct({ kind: products.kind }).from(products).where(onSale)).map((row) => row.kind),
  );
  const entries: SitemapEntry[] = [
    // The document's first page is the home; the others open at /storefront/page/<id> (route.ts pageFor).
    { path: `${S}/`, ...dated(homeDate) },
    ...home.document.pages.slice(1).map((page) => ({ path: onePath('page', page.id), ...dated(homeDate) })),
    { path: `${S}/category` },
    ...PRODUCT_KINDS.filter((kind) => kindsOnSale.has(kind)).map((kind) => ({
      path: `${S}/category/${encodeURIComponent(kind)}`,
    })),
    { path: `${S}/articles` },
    { path: `${S}/stores` },
    ...productRows.map((row) => ({ path: onePath('product', row.id), lastmod: row.lastmod })),
    ...articleRows.map((row) => ({ path: onePath('article', row.id), lastmod: row.lastmod })),
    ...storeRows.map((row) => ({ path: onePath('store', row.id), lastmod: row.lastmod })),
  ];
  return entries.slice(0, SITEMAP_MAX_URLS);
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe in XML content and attribute values. */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);

/** A W3C Datetime, to the second, in UTC. */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d+Z$/, 'Z');

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const modified = lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : '';
    return `<url><loc>${escapeXml(origin + path)}</loc>${modified}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt. The longest matching rule wins (RFC 9309), so the preview rule beats the storefront's Allow: a signed
 * draft is never indexed, whatever page it is on. Of the back-office only the sign-in page may be indexed (staff
 * looking for where to sign in find it; it shows nothing but the form), the same way beating `Disallow: /admin/`.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    `Allow: ${S}/`,
    `Disallow: ${S}/*preview=`,
    'Allow: /admin/login',
    'Disallow: /admin/',
    'Disallow: /behind/',
    'Disallow: /player/',
    '',
    `Sitemap: ${origin}${SITEMAP_PATH}`,
    '',
  ].join('\n');
}

export const crawlerRoutes = new Hono<AppEnv>();

// no-cache, as the live home: a crawler or proxy asks again each time (a 304 while nothing changed), so a product
// taken down or an article archived leaves the sitemap at once instead of sending crawlers to a 404 for minutes.
crawlerRoutes.get(SITEMAP_PATH, async (c) => {
  const { db, now } = c.var.deps;
  const xml = sitemapXml(requestOrigin(c), await sitemapEntries(db, now()));
  return sendTagged(c, xml, { type: 'application/xml; charset=utf-8', cacheControl: 'no-cache' });
});

// Five minutes: it reads no data and changes only with the deployment (and the host it names).
crawlerRoutes.get('/robots.txt', (c) =>
  sendTagged(c, robotsTxt(requestOrigin(c)), {
    type: 'text/plain; charset=utf-8',
    cacheControl: 'public, max-age=300',
  }),
);
