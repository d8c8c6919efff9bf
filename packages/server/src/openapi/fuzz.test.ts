/**
 * Fuzz suite (issue 16, deliver 4): for every route in the OpenAPI document, generated bad requests
 * (./fuzz-inputs.ts), sent as the administrator so permission checks pass, answer a translated 4xx envelope and
 * never 5xx (./fuzz-check.ts), and no table changes (./db-checksum.ts names the bookkeeping tables left out).
 * `npm test` runs a fixed seed and a few cases per route on PGlite; `npm run fuzz` sets FUZZ_RUNS, FUZZ_SEED
 * and FUZZ_DRIVERS for a long run on both drivers. It also checks the document against the schema each handler
 * really validates with (recorded by http/validate.ts while the fuzz runs).
 */
import { API_BASE } from '@soundboard/contract';
import fc from 'fast-check';
import type { Context } from 'hono';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { partners, storePlayers } from '../db/schema';
import { issuePartnerToken } from '../finance/partner-token';
import type { AppEnv } from '../http/env';
import { validationProbe } from '../http/validate';
import { issuePlayerToken } from '../player/player-token';
import { DEMO, type DriverName, forEachDriver } from '../test/harness';
import { tableChecksums } from './db-checksum';
import { type ApiRoute, apiRoutes } from './document';
import { problemWith } from './fuzz-check';
import { type BadRequest, badRequests, routeMatcher } from './fuzz-inputs';
import { HAND_ROUTE_INPUTS } from './hand-routes';
import { jsonSchemaOf } from './json-schema';

const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const DRIVERS = (process.env.FUZZ_DRIVERS?.split(',') ?? ['pglite']) as DriverName[];
/** Routes that end the caller's own session whatever they are sent: fuzzed for methods only, by another token. */
const ENDS_SESSION = [`POST ${API_BASE}/user/login_out`];

forEachDriver(
  'fuzz: bad requests to every route',
  (h) => {
    let token = '';
    /** The players' device routes take a device token instead (player/player-token.ts); staff routes ignore it. */
    let deviceToken = '';
    /** The partners' API (finance/partner-api.ts) takes a partner's token. */
    let partnerToken = '';
    let routes: ApiRoute[] = [];
    const recorded = new Map<string, { where: 'body' | 'query'; schema: unknown }>();
    /** How often each status answered: the run must reach the handlers' validation, not stop at the guard. */
    const statuses = new Map<number, number>();

    beforeAll(async () => {
      token = await h.login('admin', DEMO.admin);
      const [player] = await h.database.db.select({ id: storePlayers.id }).from(storePlayers).limit(1);
      if (player) deviceToken = (await issuePlayerToken(h.database.db, player.id, null, h.now())).token;
      const [partner] = await h.database.db.select({ id: partners.id }).from(partners).limit(1);
      if (partner) {
        const issued = await h.database.db.transaction((tx) => issuePartnerToken(tx, partner.id, null, h.now()));
        partnerToken = issued.token;
      }
      routes = apiRoutes(h.app.routes);
      validationProbe.seen = (c: Context<AppEnv>, where, schema) =>
        recorded.set(`${where} ${c.req.method} ${c.req.routePath}`, { where, schema: jsonSchemaOf(schema) });
    });
    afterAll(() => {
      validationProbe.seen = null;
    });

    async function send(request: BadRequest, locale: 'zh-CN' | 'en-US') {
      const response = await h.app.request(request.path, {
        method: request.method,
        headers: {
          ...request.headers,
          'admin-token': token,
          'player-token': deviceToken,
          'partner-token': partnerToken,
          'arco-locale': locale,
          'x-forwarded-for': '10.9.9.9',
        },
        ...(request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD'
          ? { body: request.body }
          : {}),
      });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      return {
        status: response.status,
        text: await response.text(),
        contentType: response.headers.get('content-type') ?? '',
      };
    }

    /** Runs the property over the routes of one area, with one checksum of the database around them. */
    async function fuzzArea(area: ApiRoute[]) {
      const answers = routeMatcher(routes);
      const before = await tableChecksums(h.database.db);
      for (const route of area) {
        const key = `${route.method} ${route.path}`;
        const requests = badRequests(route, answers).filter(
          (request) => !ENDS_SESSION.includes(key) || request.kind === 'method',
        );
        await fc.assert(
          fc.asyncProperty(requests, fc.constantFrom('zh-CN' as const, 'en-US' as const), async (request, locale) => {
            const problem = problemWith(request, await send(request, locale), locale);
            if (problem)
              throw new Error(`${key} ← ${request.kind} ${request.method} ${request.path.slice(0, 200)}: ${problem}`);
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        );
      }
      const after = await tableChecksums(h.database.db);
      const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
      expect(changed, `tables changed by ${area.map((route) => `${route.method} ${route.path}`).join(', ')}`).toEqual(
        [],
      );
    }

    const AREAS = [
      'user',
      'account',
      'settings',
      'products',
      'customers',
      'warehouses',
      'orders',
      'receipts',
      'deliveries',
      'refunds',
      'refund-deliveries',
      'inventory',
      'suppliers',
      'dictionaries',
      'files',
      'config',
      'kpi',
      'other',
    ];
    const areaOf = (route: ApiRoute) => {
      const first = route.path.slice(API_BASE.length + 1).split('/')[0] ?? '';
      return AREAS.includes(first) ? first : 'other';
    };

    for (const area of AREAS) {
      it(`${area}: refuses bad requests with a translated 4xx and changes nothing`, { timeout: 600_000 }, async () => {
        const chosen = routes.filter((route) => areaOf(route) === area);
        expect(chosen.length, area).toBeGreaterThan(0);
        await fuzzArea(chosen);
      });
    }

    it('got past the guards: no 401 or 403, and refusals by validation and by lookup', () => {
      expect(statuses.get(401) ?? 0).toBe(0);
      expect(statuses.get(403) ?? 0).toBe(0);
      expect(statuses.get(422) ?? 0).toBeGreaterThan(100);
      expect(statuses.get(404) ?? 0).toBeGreaterThan(20);
      expect(statuses.get(415) ?? 0).toBeGreaterThan(10);
    });

    it('documents the schema each handler validates with', () => {
      expect(recorded.size).toBeGreaterThan(40);
      for (const [key, { where, schema }] of recorded) {
        const [, method = '', path = ''] = key.split(' ');
        const route = routes.find((candidate) => candidate.method === method && candidate.path === path);
        expect(route, key).toBeDefined();
        if (!route) continue;
        const declared = route.input[where];
        expect(declared, `${key} validates a ${where} the document does not show`).toBeDefined();
        if (!declared) continue;
        const documented = jsonSchemaOf(declared) as { anyOf?: unknown[] };
        // PUT /config/:group documents every group's body; the handler checks the one its path names. A body that
        // may be null (PUT /account/notification-choice) is itself an anyOf, checked whole.
        const options = [
          documented,
          ...(HAND_ROUTE_INPUTS[`${method} ${path}`]?.body && documented.anyOf ? documented.anyOf : []),
        ];
        expect(options, key).toContainEqual(schema);
      }
    });
  },
  DRIVERS,
);
