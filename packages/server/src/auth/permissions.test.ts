/**
 * Walks the real router: every route declares a guard as its first handler; only the public routes below are open;
 * every other route refuses a caller without a session (401/400005) and a caller without its permission
 * (403/400003), and lets in a caller who holds exactly that permission.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { roles, userRoles, users } from '../db/schema';
import { OPEN_BY_DESIGN } from '../openapi/abuse-interfaces';
import { DEMO, forEachDriver } from '../test/harness';
import type { Requirement } from './guard';
import { hashPassword } from './password';
import { reAuthenticated } from './re-auth-fixtures';

/** Open to anyone by design: the one list, each with its reason (openapi/abuse-interfaces.ts). */
const PUBLIC = Object.keys(OPEN_BY_DESIGN);
/**
 * The in-store players' device routes (player/device-routes.ts): no staff session — a player has none — but a
 * device token in the player-token header instead, checked by their guard (player/player-token.ts, tested below
 * and in player/device-routes.test.ts). A staff token is refused there.
 */
const DEVICE = [
  'GET /behind/player/v1/timeline',
  'GET /behind/player/v1/files/:materialId',
  'GET /behind/player/v1/speech/:key',
  'GET /behind/player/v1/commands',
  'POST /behind/player/v1/heartbeat',
];
/**
 * The partners' own API (finance/partner-api.ts): no staff session — a partner's system has none — but a partner
 * token in the partner-token header, checked by its guard (finance/partner-token.ts, tested below and in
 * finance/partner-api.test.ts). A staff token is refused there.
 */
const PARTNER = [
  'GET /behind/public/partner/v1/balance',
  'GET /behind/public/partner/v1/ledger',
  'GET /behind/public/partner/v1/withdrawals',
  'POST /behind/public/partner/v1/withdrawals',
];
/**
 * Routes any signed-in user may call: signing out, and the command palette's search, which searches only the
 * kinds whose read permission the caller has (search/records.ts; its own tests check that).
 */
const SESSION_ONLY = ['POST /behind/user/login_out', 'GET /behind/search'];
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
/** The public API (public/routes.ts): no session, a site token checked by middleware instead (tested below). */
const SITE_API = '/public/';

forEachDriver('permission enumeration', (h) => {
  function routeTable() {
    const table = new Map<string, Requirement[]>();
    for (const route of h.app.routes) {
      if (!METHODS.has(route.method) || route.path.startsWith(SITE_API)) continue;
      const key = `${route.method} ${route.path}`;
      const requirement = (route.handler as { requirement?: Requirement }).requirement;
      const list = table.get(key) ?? [];
      // Records the order: a guard must be the route's first handler.
      list.push(requirement ?? ({ kind: 'public', handlerOnly: true } as never));
      table.set(key, list);
    }
    return table;
  }

  async function probeUser(): Promise<{ token: string; roleId: number }> {
    const { db } = h.database;
    const [role] = await db
      .insert(roles)
      .values({ key: 'probe', nameZh: '探针', nameEn: 'Probe', permissions: [] })
      .returning();
    const [user] = await db
      .insert(users)
      .values({ username: 'probe', passwordHash: await hashPassword('Probe@123') })
      .returning();
    if (!role || !user) throw new Error('probe insert failed');
    await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
    const token = await h.login('probe', 'Probe@123');
    // The probe proves itself once, as a user does in the re-authentication dialog: routes for sensitive acts
    // (re-auth.ts) then let a holder of their permission in, and this test is about permissions.
    await db
      .update(roles)
      .set({ permissions: ['profile:write'] })
      .where(eq(roles.id, role.id));
    h.forgetCachedAuth();
    await reAuthenticated(h, token, 'Probe@123');
    return { token, roleId: role.id };
  }

  it('guards every route and opens only login (and its code step), register, forgot password, health and the API docs', async () => {
    const table = routeTable();
    expect(table.size).toBeGreaterThan(20);
    const open: string[] = [];
    for (const [key, handlers] of table) {
      const first = handlers[0] as Requirement & { handlerOnly?: boolean };
      expect(first.handlerOnly, `${key} has no guard as its first handler`).toBeUndefined();
      expect(
        handlers.filter((handler) => !(handler as { handlerOnly?: boolean }).handlerOnly),
        key,
      ).toHaveLength(1);
      if (first.kind === 'public') open.push(key);
    }
    expect(open.sort()).toEqual([...PUBLIC, ...DEVICE, ...PARTNER].sort());
  });

  it('refuses every device route without a device token, with a forged one, and with a staff token', async () => {
    const staff = await h.login('admin', DEMO.admin);
    for (const key of DEVICE) {
      const [method = 'GET', pattern = ''] = key.split(' ');
      const path = pattern.replace(/:\w+(\{[^}]*\})?/g, '1');
      const json = method === 'GET' ? undefined : { playing: null, played: [] };
      for (const options of [
        {},
        { headers: { 'player-token': `sbp_${'A'.repeat(43)}` } },
        { token: staff },
        { headers: { 'player-token': staff } },
      ]) {
        const answer = await h.call(method, path, { ...options, ...(json === undefined ? {} : { json }) });
        expect(answer.status, `${key} ${JSON.stringify(options)}`).toBe(401);
        expect(answer.body.code, key).toBe(400005);
      }
    }
  });

  it('refuses every partner API route without a partner token, with a forged one, and with a staff token', async () => {
    const staff = await h.login('admin', DEMO.admin);
    for (const key of PARTNER) {
      const [method = 'GET', path = ''] = key.split(' ');
      const json = method === 'GET' ? undefined : { amount: 100_00 };
      for (const options of [
        {},
        { headers: { 'partner-token': `sbk_${'A'.repeat(43)}` } },
        { token: staff },
        { headers: { 'partner-token': staff } },
      ]) {
        const answer = await h.call(method, path, { ...options, ...(json === undefined ? {} : { json }) });
        expect(answer.status, `${key} ${JSON.stringify(options)}`).toBe(401);
        expect(answer.body.code, key).toBe(400005);
      }
    }
  });

  it('refuses every non-public route without a session, and without its permission', async () => {
    const { token, roleId } = await probeUser();
    const probed: string[] = [];
    for (const [key, handlers] of routeTable()) {
      const requirement = handlers[0] as Requirement;
      if (requirement.kind === 'public') continue;
      const [method = 'GET', pattern = ''] = key.split(' ');
      const path = pattern.replace(/:\w+(\{[^}]*\})?/g, '1');
      const json = method === 'GET' ? undefined : {};

      const anonymous = await h.call(method, path, json === undefined ? {} : { json });
      expect(anonymous.status, `${key} without session`).toBe(401);
      expect(anonymous.body.code, key).toBe(400005);
      const forged = await h.call(method, path, { token: 'A'.repeat(43), ...(json === undefined ? {} : { json }) });
      expect(forged.body.code, `${key} with a forged token`).toBe(400005);

      if (requirement.kind === 'session') {
        expect(SESSION_ONLY).toContain(key);
        continue;
      }
      await h.database.db.update(roles).set({ permissions: [] }).where(eq(roles.id, roleId));
      h.forgetCachedAuth();
      const without = await h.call(method, path, { token, ...(json === undefined ? {} : { json }) });
      expect(without.status, `${key} without ${requirement.permission}`).toBe(403);
      expect(without.body.code).toBe(400003);

      await h.database.db
        .update(roles)
        .set({ permissions: [requirement.permission] })
        .where(eq(roles.id, roleId));
      h.forgetCachedAuth();
      // The status alone: the body of a live stream (the message stream) never ends.
      const withIt = await h.status(method, path, { token, ...(json === undefined ? {} : { json }) });
      expect([401, 403], `${key} with ${requirement.permission} got ${withIt}`).not.toContain(withIt);
      probed.push(key);
    }
    expect(probed.length).toBeGreaterThan(15);
    // Four requests and two role writes per route, for some 500 routes: a minute alone, and nearly five beside the
    // other lanes of a clean-clone run, so it gets its own limit rather than the suite's.
  }, 600_000);

  it('refuses every /public route without a valid site token', async () => {
    const keys = new Set(
      h.app.routes
        .filter((route) => METHODS.has(route.method) && route.path.startsWith(SITE_API))
        .map((route) => `${route.method} ${route.path}`),
    );
    expect(keys.size).toBeGreaterThan(0);
    for (const key of keys) {
      const [method = 'GET', pattern = ''] = key.split(' ');
      const path = pattern.replace(/:\w+(\{[^}]*\})?/g, '1');
      const json = method === 'GET' ? undefined : {};
      for (const headers of [{}, { authorization: 'Bearer sbs_forged' }] as Record<string, string>[]) {
        const answer = await h.call(method, path, { headers, ...(json === undefined ? {} : { json }) });
        expect(answer.status, `${key} without a site token`).toBe(401);
        expect(answer.body.code, key).toBe(400005);
      }
    }
  });
});
