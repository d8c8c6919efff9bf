/**
 * Abuse suite (issue 37, deliverable 3): every route of the OpenAPI document (and of the site-token API), per
 * interface, called by who must be refused — no credential, a forged one, an expired session, a revoked token,
 * a signed-in user without the route's permission, another user than the owner of the record — answers the
 * refusal's status and code with no data, and changes no table (checksums once per group, ./db-checksum.ts).
 * Generated from the router (./abuse-interfaces.ts): a new route is covered with no edit. Owned records are
 * declared in ./abuse-owners.ts. Routes open to anyone by design are listed, with why, in ./abuse-interfaces.ts.
 */
import { API_BASE, OWN_SESSIONS_PATH, type Permission } from '@soundboard/contract';
import { eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { sessionPolicy } from '../auth/sessions';
import { partners, roles, sessions, siteTokens, storePlayers, users } from '../db/schema';
import { issuePartnerToken, revokePartnerTokens } from '../finance/partner-token';
import { issuePlayerToken, revokePlayerTokens } from '../player/player-token';
import { issueSiteToken } from '../public/site-auth';
import { DEMO_USERS } from '../seed/roles';
import { type CallOptions, DEMO, forEachDriver } from '../test/harness';
import { userWithPermissions } from '../test/role-user';
import { loginWithoutSecondFactor } from '../test/without-two-factor';
import { type Answer, ask, otherOwnerProblem, refusalProblem } from './abuse-answer';
import {
  type AbuseRoute,
  abuseRoutes,
  CREDENTIAL_HEADER,
  concretePath,
  type Interface,
  OPEN_BY_DESIGN,
} from './abuse-interfaces';
import { OWNED_RECORDS, type OwnedRecords, ownedRoutes, plainBody } from './abuse-owners';
import { tableChecksums } from './db-checksum';
import { buildDocument, openApiPath } from './document';

const SESSION_INVALID = { status: 401, code: 400005 };
const FORBIDDEN = { status: 403, code: 400003 };
/** An id no record has (still a valid int4, so it reaches the lookup). */
const MISSING_ID = 2_147_483_646;
const MINUTE = 60_000;
const SLOW = { timeout: 600_000 };
/** Requests in flight at once: the in-process app overlaps its work with the database's. */
const BATCH = 8;

async function inBatches<T>(items: T[], each: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += BATCH) {
    await Promise.all(items.slice(start, start + BATCH).map(each));
  }
}

interface StaffCaller {
  name: string;
  token: string;
  permissions: ReadonlySet<string>;
}

forEachDriver('abuse: every route refuses the wrong caller', (h) => {
  let routes: AbuseRoute[] = [];
  let baseline: Record<string, string> = {};
  /** Signed-in users who lack permissions: each seeded role but the administrator's, and two of no role. */
  const wrongRoles: StaffCaller[] = [];
  let adminToken = '';
  const ownedIds = new Map<OwnedRecords, number>();
  let otherOwner = '';
  let idleToken = '';
  let busyToken = '';
  /** A player's live device token: no staff or partner route takes it. */
  let liveDevice = '';
  /** For each non-staff interface: the credential values every route of it must refuse. */
  const badCredentials: Record<'player' | 'partner' | 'site', Record<string, string>> = {
    player: {},
    partner: {},
    site: {},
  };
  /** Routes covered, by interface (printed at the end). */
  const covered = new Map<string, Set<string>>();
  const cover = (group: string, key: string) => {
    const keys = covered.get(group) ?? new Set<string>();
    keys.add(key);
    covered.set(group, keys);
  };
  const of = (surface: Interface) => routes.filter((route) => route.surface === surface);

  async function signIn(username: string, password: string): Promise<StaffCaller> {
    const token = await loginWithoutSecondFactor(h, username, password);
    const [user] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    const granted = await h.database.db.execute(
      sql`select distinct unnest(${roles.permissions}) as permission from ${roles}
          join user_roles on user_roles.role_id = ${roles.id} where user_roles.user_id = ${user?.id ?? 0}`,
    );
    const rows = (granted as unknown as { rows: { permission: string }[] }).rows;
    return { name: username, token, permissions: new Set(rows.map((row) => row.permission)) };
  }

  /** Each token interface's token, issued and then revoked (a site's also one past its expiry); a live player token. */
  async function revokedTokens() {
    const { db } = h.database;
    const [player] = await db.select({ id: storePlayers.id }).from(storePlayers).limit(1);
    const [partner] = await db.select({ id: partners.id }).from(partners).limit(1);
    if (!player || !partner) throw new Error('abuse fixture: the seed has no player or no partner');
    const device = await issuePlayerToken(db, player.id, null, h.now());
    await revokePlayerTokens(db, player.id, h.now());
    const partnerToken = await db.transaction(async (tx) => {
      const issued = await issuePartnerToken(tx, partner.id, null, h.now());
      await revokePartnerTokens(tx, partner.id, h.now());
      return issued.token;
    });
    const site = await issueSiteToken(db, 'abuse suite (revoked)', null, h.now());
    await db.update(siteTokens).set({ revokedAt: h.now() }).where(eq(siteTokens.id, site.row.id));
    const expired = await issueSiteToken(db, 'abuse suite (expired)', null, h.now());
    await db
      .update(siteTokens)
      .set({ expiresAt: new Date(h.now().getTime() - MINUTE) })
      .where(eq(siteTokens.id, expired.row.id));
    const live = await issuePlayerToken(db, player.id, null, h.now());
    return {
      device: device.token,
      partner: partnerToken,
      site: site.token,
      expiredSite: expired.token,
      liveDevice: live.token,
    };
  }

  beforeAll(async () => {
    routes = abuseRoutes(h.app.routes);
    adminToken = (await signIn('admin', DEMO.admin)).token;
    for (const user of DEMO_USERS) {
      if (user.role !== 'admin') wrongRoles.push(await signIn(user.username, user.password));
    }
    // The self-service minimum (a self-registered viewer's menu) and nothing at all.
    for (const [name, permissions] of [
      ['abuse-menu-only', ['menu:read']],
      ['abuse-no-role', []],
    ] as [string, Permission[]][]) {
      const { token } = await userWithPermissions(h, name, permissions);
      wrongRoles.push({ name, token, permissions: new Set(permissions) });
    }
    // Owned records: the salesperson owns them (a live session among them); the second salesperson, of the same
    // role, asks for them.
    await signIn('sales', DEMO.sales);
    const [owner] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'sales'));
    for (const records of OWNED_RECORDS) ownedIds.set(records, await records.recordOf(h, owner?.id ?? 0));
    otherOwner = (await signIn('sales2', DEMO.sales2)).token;
    // Sessions for the expiry case: one left idle, one kept busy until its absolute expiry.
    idleToken = (await signIn('admin', DEMO.admin)).token;
    busyToken = (await signIn('admin', DEMO.admin)).token;
    // Ending a session needs a recent proof of identity (auth/re-auth.ts): give the asking session one, so the
    // request reaches the owner check.
    await h.database.db.update(sessions).set({ reAuthAt: h.now() }).where(isNull(sessions.reAuthAt));
    h.forgetCachedAuth();

    const revoked = await revokedTokens();
    liveDevice = revoked.liveDevice;
    const malformed = { player: 'sbp_short', partner: 'sbk_short', site: 'Bearer sbs_short' };
    const unknown = {
      player: `sbp_${'A'.repeat(43)}`,
      partner: `sbk_${'A'.repeat(43)}`,
      site: `Bearer sbs_${'A'.repeat(32)}`,
    };
    badCredentials.player = {
      malformed: malformed.player,
      unknown: unknown.player,
      revoked: revoked.device,
      'a staff session': adminToken,
    };
    badCredentials.partner = {
      malformed: malformed.partner,
      unknown: unknown.partner,
      revoked: revoked.partner,
      "a player's live token": liveDevice,
    };
    badCredentials.site = {
      malformed: malformed.site,
      unknown: unknown.site,
      revoked: `Bearer ${revoked.site}`,
      expired: `Bearer ${revoked.expiredSite}`,
      'a staff session': `Bearer ${adminToken}`,
    };
    baseline = await tableChecksums(h.database.db);
  }, 300_000);

  /** The group's requests changed no table (compared with the state before the suite's first request). */
  async function expectNothingChanged(group: string) {
    const after = await tableChecksums(h.database.db);
    const changed = Object.keys({ ...baseline, ...after }).filter((table) => baseline[table] !== after[table]);
    expect(changed, `tables changed by ${group}`).toEqual([]);
  }

  /** Sends each route the request (a few at a time) and collects every wrong answer, so one failure lists all. */
  async function refusals(
    group: string,
    list: AbuseRoute[],
    options: (route: AbuseRoute) => CallOptions,
    expected: { status: number; code: number },
  ): Promise<string[]> {
    const problems: string[] = [];
    await inBatches(list, async (route) => {
      const answer = await ask(h, route.method, concretePath(route.path), options(route));
      const problem = refusalProblem(answer, expected);
      if (problem) problems.push(`${route.key} (${group}): ${problem}`);
      cover(route.surface, route.key);
    });
    return problems.sort();
  }

  it('staff API: no session or a forged token → 401, no data, nothing changed', SLOW, async () => {
    const staff = of('staff');
    expect(staff.length).toBeGreaterThan(100);
    const problems = [
      ...(await refusals('no session', staff, () => ({}), SESSION_INVALID)),
      ...(await refusals('forged token', staff, () => ({ token: 'A'.repeat(43) }), SESSION_INVALID)),
      ...(await refusals("a player's device token", staff, () => ({ token: liveDevice }), SESSION_INVALID)),
    ];
    expect(problems).toEqual([]);
    await expectNothingChanged('the unauthenticated calls');
  });

  it('staff API: a signed-in user without the permission → 403, no data, nothing changed', SLOW, async () => {
    const guarded = of('staff').filter((route) => route.requirement.kind === 'permission');
    const problems: string[] = [];
    const calls = guarded.flatMap((route) => {
      const permission = route.requirement.kind === 'permission' ? route.requirement.permission : '';
      const lacking = wrongRoles.filter((caller) => !caller.permissions.has(permission));
      expect(lacking.length, `${route.key}: a caller without ${permission}`).toBeGreaterThan(0);
      return lacking.map((caller) => ({ route, caller, permission }));
    });
    await inBatches(calls, async ({ route, caller, permission }) => {
      const answer = await ask(h, route.method, concretePath(route.path), { token: caller.token });
      const problem = refusalProblem(answer, FORBIDDEN);
      if (problem) problems.push(`${route.key} as ${caller.name} (no ${permission}): ${problem}`);
    });
    expect(problems).toEqual([]);
    console.info(`abuse [${h.driver}]: wrong role — ${guarded.length} routes, ${calls.length} calls`);
    await expectNothingChanged('the wrong-role calls');
  });

  it("staff API: another user's record → the answer of a missing id, no data, nothing changed", SLOW, async () => {
    const owned = ownedRoutes(of('staff'));
    expect(new Set(owned.map(({ records }) => records.under)).size, 'every kind of owned record').toBe(4);
    const problems: string[] = [];
    let reached = 0;
    for (const { route, records } of owned) {
      // A route the asking user may not call at all is the wrong-role case.
      if (route.requirement.kind === 'permission') {
        const permission = route.requirement.permission;
        if (!wrongRoles.find((caller) => caller.name === 'sales2')?.permissions.has(permission)) continue;
      }
      const id = ownedIds.get(records) ?? 0;
      const json = route.method === 'GET' ? undefined : plainBody(route);
      const options = { token: otherOwner, ...(json === undefined ? {} : { json }) };
      const theirs: Answer = await ask(h, route.method, concretePath(route.path, id), options);
      const missing: Answer = await ask(h, route.method, concretePath(route.path, MISSING_ID), options);
      const problem = otherOwnerProblem(theirs, missing);
      if (problem) problems.push(`${route.key} (owner check in ${records.checkedIn}): ${problem}`);
      if (theirs.status === 404) reached++;
      cover('owned', route.key);
    }
    expect(problems).toEqual([]);
    console.info(`abuse [${h.driver}]: other owner — ${owned.length} routes, ${reached} answered 404`);
    await expectNothingChanged("the calls on another user's records");
  });

  for (const surface of ['player', 'partner', 'site'] as const) {
    it(
      `${surface} interface: no token, a malformed, unknown, revoked (a site's: or expired) or foreign one → 401, nothing changed`,
      SLOW,
      async () => {
        const list = of(surface);
        expect(list.length, `${surface} routes`).toBeGreaterThan(0);
        const header = CREDENTIAL_HEADER[surface];
        // One address per interface and case: the failed checks counted per address (auth/api-token.ts) stay
        // under the 429 limit.
        const ipOf = (index: number) => `10.37.${['player', 'partner', 'site'].indexOf(surface)}.${index + 1}`;
        const cases: [string, Record<string, string>][] = [
          ['no token', {}],
          ...Object.entries(badCredentials[surface]).map(([name, value]): [string, Record<string, string>] => [
            name,
            { [header]: value },
          ]),
        ];
        const problems: string[] = [];
        for (const [index, [name, headers]] of cases.entries()) {
          problems.push(...(await refusals(name, list, () => ({ headers, ip: ipOf(index) }), SESSION_INVALID)));
        }
        expect(problems).toEqual([]);
        await expectNothingChanged(`the ${surface} interface's calls`);
      },
    );
  }

  it('staff API: a session past its idle or its absolute expiry → 401, no data, nothing changed', SLOW, async () => {
    const staff = of('staff');
    const { idle, absolute } = await sessionPolicy(h.deps, false);
    const start = h.offsetMs;
    try {
      // The busy one is used within its idle time until the absolute expiry passes.
      const step = Math.max(idle - 5 * MINUTE, MINUTE);
      const keepAlive = `${API_BASE}${OWN_SESSIONS_PATH}`;
      for (let moved = 0; moved + step < absolute; moved += step) {
        h.offsetMs += step;
        expect((await ask(h, 'GET', keepAlive, { token: busyToken })).status, 'still alive while busy').toBe(200);
      }
      h.offsetMs = start + absolute + MINUTE;
      const problems = [
        ...(await refusals('past idle expiry', staff, () => ({ token: idleToken }), SESSION_INVALID)),
        ...(await refusals('past absolute expiry', staff, () => ({ token: busyToken }), SESSION_INVALID)),
      ];
      expect(problems).toEqual([]);
      await expectNothingChanged('the expired sessions');
    } finally {
      h.offsetMs = start;
    }
  });

  it('covers every route of the document, and leaves open only the routes named with a reason', () => {
    const document = buildDocument(h.app.routes);
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const seen = new Set(routes.map((route) => `${route.method} ${openApiPath(route.path).path}`));
    expect(
      operations.filter((operation) => !seen.has(operation)),
      'operations the suite does not see',
    ).toEqual([]);
    const open = of('open').map((route) => route.key);
    expect(open.sort()).toEqual(Object.keys(OPEN_BY_DESIGN).sort());
    const untested = routes.filter((route) => route.surface !== 'open' && !covered.get(route.surface)?.has(route.key));
    expect(untested.map((route) => route.key)).toEqual([]);
    const counts = [...covered].map(([group, keys]) => `${group} ${keys.size}`).join(', ');
    console.info(
      `abuse [${h.driver}]: ${routes.length} routes (${operations.length} operations in the document); covered: ${counts}; open by design: ${open.length}`,
    );
  });
});
