/**
 * The OpenAPI document against the real router: every guarded /behind route and every /public route is in it with
 * its method, path, permission, interface and credential (a route added without reaching the document fails
 * here); the hand-written tables name only routes that exist; the document is served to administrators only.
 */
import { API_BASE } from '@soundboard/contract';
import { expect, it } from 'vitest';
import type { Requirement } from '../auth/guard';
import { DEMO, forEachDriver } from '../test/harness';
import { apiRoutes, DOCUMENTED_METHODS, openApiPath } from './document';
import { HAND_ROUTE_OUTPUTS } from './hand-outputs';
import { HAND_ROUTE_INPUTS } from './hand-routes';
import { PUBLIC_API_BASE } from './interfaces';

type Operation = {
  'x-permission': string | null;
  'x-public': boolean;
  'x-interface': string;
  security: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  parameters: { name: string; in: string }[];
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, Record<string, string>> };
};

forEachDriver('OpenAPI document', (h) => {
  let document: Document;
  const routerRoutes = () =>
    h.app.routes.filter(
      (route) =>
        (DOCUMENTED_METHODS as readonly string[]).includes(route.method) && route.path.startsWith(`${API_BASE}/`),
    );

  it('is served to an administrator, refused without a session and without monitor:read', async () => {
    expect((await h.call('GET', '/behind/openapi.json')).status).toBe(401);
    const viewer = await h.login('viewer', DEMO.viewer);
    const refused = await h.call('GET', '/behind/openapi.json', { token: viewer, headers: { 'arco-locale': 'en-US' } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 400003, message: 'You do not have permission to do this' });
    const admin = await h.login('admin', DEMO.admin);
    const answer = await h.call('GET', '/behind/openapi.json', { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    document = answer.body;
    expect(document.openapi).toBe('3.1.0');
  });

  it('holds every route of the router, with its guard', () => {
    const routes = routerRoutes();
    expect(routes.length).toBeGreaterThan(150);
    let guarded = 0;
    for (const route of routes) {
      const requirement = (route.handler as { requirement?: Requirement }).requirement;
      if (!requirement) continue;
      guarded++;
      const key = `${route.method} ${route.path}`;
      const operation = document.paths[openApiPath(route.path).path]?.[route.method.toLowerCase()];
      expect(operation, `${key} is missing from the document`).toBeDefined();
      expect(operation?.['x-public'], key).toBe(requirement.kind === 'public');
      expect(operation?.['x-permission'], key).toBe(requirement.kind === 'permission' ? requirement.permission : null);
    }
    const publicApi = h.app.routes.filter(
      (route) =>
        (DOCUMENTED_METHODS as readonly string[]).includes(route.method) &&
        route.path.startsWith(`${PUBLIC_API_BASE}/`),
    );
    expect(publicApi.length).toBeGreaterThan(5);
    for (const route of publicApi) {
      const operation = document.paths[openApiPath(route.path).path]?.[route.method.toLowerCase()];
      expect(operation?.security, `${route.method} ${route.path}`).toEqual([{ siteToken: [] }]);
    }
    const documented = Object.values(document.paths).reduce((sum, item) => sum + Object.keys(item).length, 0);
    expect(documented).toBe(guarded + new Set(publicApi.map((route) => `${route.method} ${route.path}`)).size);
  });

  it('names each interface and the credential it takes', () => {
    const schemes = document.components.securitySchemes;
    expect(schemes.adminToken).toMatchObject({ type: 'apiKey', in: 'header', name: 'admin-token' });
    expect(schemes.partnerToken).toMatchObject({ in: 'header', name: 'partner-token', 'x-token-prefix': 'sbk_' });
    expect(schemes.playerToken).toMatchObject({ in: 'header', name: 'player-token', 'x-token-prefix': 'sbp_' });
    expect(schemes.siteToken).toMatchObject({ type: 'http', scheme: 'bearer', 'x-token-prefix': 'sbs_' });
    const at = (path: string, method = 'get') => document.paths[path]?.[method];
    expect(at('/behind/orders')).toMatchObject({ 'x-interface': 'staff', security: [{ adminToken: [] }] });
    expect(at('/behind/user/login', 'post')).toMatchObject({ 'x-interface': 'staff', security: [] });
    expect(at('/behind/public/partner/v1/balance')).toMatchObject({
      'x-interface': 'partner',
      security: [{ partnerToken: [] }],
    });
    expect(at('/behind/player/v1/timeline')).toMatchObject({
      'x-interface': 'player',
      security: [{ playerToken: [] }],
    });
    expect(at('/behind/storefront/home')).toMatchObject({ 'x-interface': 'storefront', security: [] });
    expect(at('/public/forum/topics', 'post')).toMatchObject({
      'x-interface': 'public',
      security: [{ siteToken: [] }],
    });
    for (const path of ['/behind/files/{id}', '/behind/storefront/files/{id}', '/public/files/{id}']) {
      expect(at(path), path).toMatchObject({ 'x-interface': 'files' });
    }
    // The fuzz suite's call (staff, partner and device tokens only) leaves the site-token routes out.
    const paths = apiRoutes(h.app.routes).map((route) => route.path);
    expect(paths.filter((path) => path.startsWith(`${PUBLIC_API_BASE}/`))).toEqual([]);
    expect(apiRoutes(h.app.routes, { publicApi: true }).length).toBeGreaterThan(paths.length);
  });

  it('describes bodies, path and query parameters from the contract schemas', () => {
    const create = document.paths['/behind/products']?.post;
    const body = create?.requestBody?.content['application/json']?.schema as {
      type: string;
      properties: Record<string, unknown>;
      additionalProperties: boolean;
    };
    expect(body.type).toBe('object');
    expect(body.additionalProperties).toBe(false);
    expect(Object.keys(body.properties)).toContain('sku');
    const login = document.paths['/behind/user/login']?.post?.requestBody?.content['application/json']?.schema;
    expect(login).toMatchObject({ required: ['username', 'password'], additionalProperties: false });
    const list = document.paths['/behind/orders']?.get?.parameters.map((parameter) => parameter.name);
    expect(list).toEqual(expect.arrayContaining(['page', 'pageSize', 'sort']));
    const detail = document.paths['/behind/orders/{id}']?.get?.parameters;
    expect(detail).toContainEqual(expect.objectContaining({ name: 'id', in: 'path', required: true }));
    const avatar = document.paths['/behind/account/avatar']?.post?.requestBody?.content;
    expect(Object.keys(avatar ?? {})).toEqual(['multipart/form-data']);
  });

  it('names only routes the router has in its tables of hand-written routes', () => {
    const keys = new Set(h.app.routes.map((route) => `${route.method} ${route.path}`));
    for (const key of [...Object.keys(HAND_ROUTE_INPUTS), ...Object.keys(HAND_ROUTE_OUTPUTS)]) {
      expect(keys.has(key), `${key} is not a route`).toBe(true);
    }
  });

  it('serves the reference page and its files from the server itself', async () => {
    const page = await h.call('GET', '/behind/docs', { headers: { 'accept-language': 'zh-CN' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>Soundboard 接口文档</title>');
    // Every URL the page names is on this server; no inline script (the CSP allows none).
    expect(page.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(page.body).not.toMatch(/<script>/);
    const bundle = await h.app.request('/behind/docs/swagger-ui-bundle.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-encoding')).toBe('gzip');
    const script = await h.call('GET', '/behind/docs/docs.js');
    expect(script.body).toContain("'admin-token'");
    const missing = await h.call('GET', '/behind/docs/package.json', { headers: { 'arco-locale': 'en-US' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 400004, message: 'Not found' });
  });
});
