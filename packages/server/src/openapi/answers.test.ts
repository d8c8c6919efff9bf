/**
 * The OpenAPI document's answer shapes against real answers, on the demo database: every GET route of every
 * interface that declares the shape of its `data` is called with the caller's credentials (the administrator's
 * session, a partner's, a player's and a site's token), a route with an id or a slug with the first row its list
 * answers, and the answer's `data` must match the declared schema (the one the document shows). Signing in, the
 * caller and the menu are checked the same way.
 */

import * as v from 'valibot';
import { expect, it } from 'vitest';
import { partners, storePlayers } from '../db/schema';
import { issuePartnerToken } from '../finance/partner-token';
import { issuePlayerToken } from '../player/player-token';
import { issueSiteToken } from '../public/site-auth';
import { describeIssues } from '../test/answer-shape';
import { DEMO, forEachDriver } from '../test/harness';
import { type ApiRoute, apiRoutes, buildDocument } from './document';

/**
 * `/products/:id{[0-9]+}/history` → the list `/products`, the parameter `id`; `/articles/:slug` likewise; and left
 * to right, `/articles/:id{[0-9]+}/revisions/:number{[0-9]+}` → that article's list of revisions, its `number`.
 */
const PARAM = /\/:(\w+)(\{[^}]*\})?/;
/** Where a parameter's rows are listed when not at the path before it. */
const LISTED_AT: Record<string, string> = {
  '/behind/dictionary-options': '/behind/dictionaries',
  // The caller's own requests are among the reviewer's queue (the demo's are the administrator's).
  '/behind/account/certification': '/behind/certifications',
};
/**
 * Shaped GET routes no list leads to: a preview link is made by another route and expires; the demo database has
 * no media library without a file store (the media suites read a material: media/materials.test.ts).
 */
const NOT_SAMPLED = ['GET /behind/materials/:id', 'GET /behind/storefront/preview/:token'];
/** The query a route needs to answer at all (or to answer more than nothing). */
const QUERIES: Record<string, string> = {
  '/behind/user/find': '?id=1',
  '/behind/user/find-many': '?ids=1,2',
  '/behind/settings/menus/preview': '?role=admin',
  '/behind/search': '?q=a',
  '/behind/storefront/ads': '?position=HOME-BANNER',
  '/behind/storefront/search': '?q=a',
  '/behind/articles/slug': '?title=Spring%20sale',
};
/** Writes whose answer is checked too: they change nothing but the caller's own session. */
const POSTS = ['/behind/user/user_info', '/behind/user/menu'];

forEachDriver(
  'OpenAPI answer shapes',
  (h) => {
    it('match the real answers of every documented GET route', { timeout: 300_000 }, async () => {
      const headers: Record<string, string> = { 'admin-token': await h.login('admin', DEMO.admin) };
      const { db } = h.database;
      const [player] = await db.select({ id: storePlayers.id }).from(storePlayers).limit(1);
      if (player) headers['player-token'] = (await issuePlayerToken(db, player.id, null, h.now())).token;
      const [partner] = await db.select({ id: partners.id }).from(partners).limit(1);
      if (partner) {
        const issued = await db.transaction((tx) => issuePartnerToken(tx, partner.id, null, h.now()));
        headers['partner-token'] = issued.token;
      }
      headers.authorization = `Bearer ${(await issueSiteToken(db, 'answers test', null, h.now())).token}`;

      const call = async (method: string, path: string) => {
        const response = await h.app.request(path, { method, headers });
        return { status: response.status, body: response.ok ? await response.json() : null };
      };
      const firstRows = new Map<string, Record<string, unknown> | null>();
      /** The first row the list route at `listPath` answers, or null. */
      async function firstRow(listPath: string) {
        if (!firstRows.has(listPath)) {
          const data = (await call('GET', LISTED_AT[listPath] ?? listPath)).body?.data;
          // A page's `list`, the storefront's `items` or `stores`, or a plain array.
          firstRows.set(listPath, Array.isArray(data) ? data[0] : (data?.list ?? data?.items ?? data?.stores)?.[0]);
        }
        return firstRows.get(listPath) ?? null;
      }
      async function concretePath(route: ApiRoute): Promise<string | null> {
        let path = route.path;
        for (let match = PARAM.exec(path); match?.[1]; match = PARAM.exec(path)) {
          const value = (await firstRow(path.slice(0, match.index)))?.[match[1]];
          if (value === undefined) return null;
          path = path.replace(PARAM, `/${value}`);
        }
        return `${path}${QUERIES[route.path] ?? ''}`;
      }

      const routes = apiRoutes(h.app.routes, { publicApi: true });
      const problems: string[] = [];
      const unsampled: string[] = [];
      let sampled = 0;
      const check = (route: ApiRoute, data: unknown) => {
        sampled++;
        const checked = v.safeParse(route.output as v.GenericSchema, data);
        if (checked.success) return;
        problems.push(`${route.method} ${route.path}: ${describeIssues(checked.issues)}`);
      };
      for (const route of routes.filter((candidate) => candidate.output)) {
        const key = `${route.method} ${route.path}`;
        if (route.method !== 'GET' && !POSTS.includes(route.path)) continue;
        const path = await concretePath(route);
        const answer = path ? await call(route.method, path) : null;
        if (answer?.status === 200) check(route, answer.body.data);
        else unsampled.push(`${key} (${answer?.status ?? 'no row'})`);
      }
      const login = routes.find((route) => route.path === '/behind/user/login');
      const signedIn = await h.call('POST', '/behind/user/login', {
        json: { username: 'admin', password: DEMO.admin },
      });
      if (login) check(login, signedIn.body.data);

      const shaped = routes.filter((route) => route.output).length;
      console.info(`answer shapes: ${shaped} of ${routes.length} routes declare theirs; ${sampled} answers checked`);
      expect(problems).toEqual([]);
      expect(unsampled.map((entry) => entry.replace(/ \(.*/, ''))).toEqual(NOT_SAMPLED);
      expect(sampled).toBeGreaterThanOrEqual(100);
    });

    it("shows each declared shape as the envelope's data in the document", () => {
      type Answer = { content: Record<string, { schema: { allOf?: { properties?: { data?: unknown } }[] } }> };
      const document = buildDocument(h.app.routes) as unknown as {
        paths: Record<string, Record<string, { responses: { '200': Answer } }>>;
      };
      const data = (path: string, method: string) =>
        document.paths[path]?.[method]?.responses['200'].content['application/json']?.schema.allOf?.[1]?.properties
          ?.data;
      expect(data('/behind/products', 'get')).toMatchObject({
        type: 'object',
        properties: { list: { type: 'array' }, total: { type: 'number' } },
      });
      expect(data('/behind/orders/{id}', 'get')).toMatchObject({
        properties: { id: { type: 'number' }, orderNo: { type: 'string' }, refLabels: { type: 'object' } },
      });
      expect(data('/behind/user/login', 'post')).toMatchObject({ required: ['token', 'user'] });
      expect(data('/public/articles', 'get')).toMatchObject({ properties: { list: { type: 'array' } } });
    });
  },
  ['pglite'],
);
