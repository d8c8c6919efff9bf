/**
 * The configuration groups: defaults until set, typed validation (translated field errors, 4xx, nothing
 * written), the group version, the audit row, config:write required, and configValue() seeing a save at once.
 */
import { CONFIG_GROUPS } from '@soundboard/contract';
import { and, eq, like, ne } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../auth/password';
import { auditLog, configValues, roles, userRoles, users } from '../db/schema';
import { configValue, forgetConfig } from '../settings/config-store';
import { DEMO, forEachDriver } from '../test/harness';

forEachDriver('configuration', (h) => {
  let admin = '';
  let reader = '';
  const en = { 'accept-language': 'en-US' };
  const finance = async () => (await h.call('GET', '/behind/config/finance', { token: admin })).body.data;
  const financeBody = (changes: Record<string, unknown>, version: number) => ({
    withdrawalFeePercent: 1,
    withdrawalMinimum: 200_00,
    withdrawalDailyCap: 20_000_00,
    withdrawalNeedsApproval: true,
    ...changes,
    version,
  });
  // The demo seed's own value (seed/two-factor-demo.ts) aside: the rows administrators wrote.
  const rowsOf = () => h.database.db.select().from(configValues).where(ne(configValues.key, 'security.twoFactorRoles'));

  beforeAll(async () => {
    admin = await h.login('admin', DEMO.admin);
    const { db } = h.database;
    // These tests start from the defaults: the demo forum's sensitive words (seed/demo/forum.ts) go.
    await db.delete(configValues).where(like(configValues.key, 'content.%'));
    forgetConfig(h.deps.db);
    // A role that may read the configuration but not change it.
    const [role] = await db
      .insert(roles)
      .values({ key: 'configReader', nameZh: '配置只读', nameEn: 'Config reader', permissions: ['config:read'] })
      .returning();
    const [user] = await db
      .insert(users)
      .values({ username: 'config-reader', passwordHash: await hashPassword('Reader@123') })
      .returning();
    if (!role || !user) throw new Error('insert failed');
    await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
    reader = await h.login('config-reader', 'Reader@123');
  });

  it('answers every group with its defaults and version 0 before anyone sets a value', async () => {
    const answer = await h.call('GET', '/behind/config', { token: reader });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((group: { group: string }) => group.group)).toEqual(Object.keys(CONFIG_GROUPS));
    const security = answer.body.data.find((group: { group: string }) => group.group === 'security');
    expect(security).toMatchObject({
      version: 0,
      values: { sessionIdleMinutes: 120, sessionAbsoluteMinutes: 720, passwordMinLength: 8 },
    });
    expect((await h.call('GET', '/behind/config/nope', { token: reader })).status).toBe(404);
    expect(await configValue(h.deps, 'security.passwordMinLength')).toBe(8);
  });

  it('refuses values of the wrong type or out of their limits with translated field errors, writing nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ withdrawalFeePercent: 101 }, 'withdrawalFeePercent', 'This value is too large'],
      [{ withdrawalFeePercent: 1.5 }, 'withdrawalFeePercent', 'This value has the wrong type'],
      [{ withdrawalMinimum: '100' }, 'withdrawalMinimum', 'This value has the wrong type'],
      [{ withdrawalMinimum: 0 }, 'withdrawalMinimum', 'This value is too small'],
      [{ withdrawalNeedsApproval: 'yes' }, 'withdrawalNeedsApproval', 'This value has the wrong type'],
      [{ surprise: 1 }, 'surprise', 'Unknown field'],
    ];
    for (const [changes, path, message] of cases) {
      const answer = await h.call('PUT', '/behind/config/finance', {
        token: admin,
        headers: en,
        json: financeBody(changes, 0),
      });
      expect(answer.status, JSON.stringify(changes)).toBe(422);
      expect(answer.body.data.issues, JSON.stringify(changes)).toContainEqual({ path, message });
    }
    const zh = await h.call('PUT', '/behind/config/content', {
      token: admin,
      headers: { 'accept-language': 'zh-CN' },
      json: { sensitiveWords: ['ok', 'ok'], sensitiveWordAction: 'shout', version: 0 },
    });
    expect(zh.status).toBe(422);
    expect(zh.body.data.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      'sensitiveWordAction',
      'sensitiveWords',
    ]);
    expect(zh.body.message).not.toMatch(/[a-z]{4}/);
    const security = await h.call('PUT', '/behind/config/security', {
      token: admin,
      headers: en,
      json: { sessionIdleMinutes: 60, sessionAbsoluteMinutes: 30, passwordMinLength: 8, version: 0 },
    });
    expect(security.status).toBe(422);
    expect(security.body.data.issues).toEqual([
      {
        path: 'sessionAbsoluteMinutes',
        message: 'The absolute limit cannot be shorter than the idle limit (60 minutes)',
      },
    ]);
    expect(await rowsOf()).toEqual([]);
  });

  it('refuses a role without config:write, and anyone without config:read', async () => {
    const answer = await h.call('PUT', '/behind/config/finance', { token: reader, json: financeBody({}, 0) });
    expect(answer.status).toBe(403);
    const viewer = await h.login('viewer', DEMO.viewer);
    expect((await h.call('GET', '/behind/config', { token: viewer })).status).toBe(403);
    expect(await rowsOf()).toEqual([]);
  });

  it('saves the changed keys with one audit row, takes effect at once, and refuses a stale version', async () => {
    const before = await finance();
    expect(before.version).toBe(0);
    const saved = await h.call('PUT', '/behind/config/finance', {
      token: admin,
      json: financeBody({ withdrawalFeePercent: 2, withdrawalMinimum: 100_00, withdrawalDailyCap: 50_000_00 }, 0),
    });
    expect(saved.status).toBe(200);
    // Only the fee differs from the defaults: one row, one version step.
    expect(saved.body.data).toMatchObject({ version: 1, values: { withdrawalFeePercent: 2 } });
    expect((await rowsOf()).map((row) => [row.key, row.value, row.version])).toEqual([
      ['finance.withdrawalFeePercent', 2, 1],
    ]);
    expect(await configValue(h.deps, 'finance.withdrawalFeePercent')).toBe(2);

    const [entry] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'config'), eq(auditLog.entityId, 'finance')));
    expect(entry).toMatchObject({
      action: 'update',
      before: { withdrawalFeePercent: 0 },
      after: { withdrawalFeePercent: 2 },
    });

    const stale = await h.call('PUT', '/behind/config/finance', {
      token: admin,
      json: financeBody({ withdrawalFeePercent: 5 }, 0),
    });
    expect(stale.status).toBe(409);
    expect(await configValue(h.deps, 'finance.withdrawalFeePercent')).toBe(2);
    expect((await finance()).values.withdrawalFeePercent).toBe(2);
  });

  it('clears an optional key to null and stores a list of words', async () => {
    const company = (await h.call('GET', '/behind/config/company', { token: admin })).body.data;
    const withLogo = await h.call('PUT', '/behind/config/company', {
      token: admin,
      json: { ...company.values, logo: 7, version: company.version },
    });
    expect(withLogo.body.data.values.logo).toBe(7);
    const cleared = await h.call('PUT', '/behind/config/company', {
      token: admin,
      json: { ...company.values, logo: null, version: withLogo.body.data.version },
    });
    expect(cleared.body.data).toMatchObject({ values: { logo: null }, version: 2 });
    expect(await configValue(h.deps, 'company.logo')).toBeNull();

    const content = await h.call('PUT', '/behind/config/content', {
      token: admin,
      json: { sensitiveWords: [' 假货 ', '盗版'], sensitiveWordAction: 'block', version: 0 },
    });
    expect(content.status).toBe(200);
    expect(await configValue(h.deps, 'content.sensitiveWords')).toEqual(['假货', '盗版']);
  });

  it('answers configValue() from its cache until this process writes or the cache expires', async () => {
    expect(await configValue(h.deps, 'security.passwordMinLength')).toBe(8);
    // Another process's write: not seen while the cache is fresh (it would be after CACHE_MS) ...
    await h.database.db.insert(configValues).values({ key: 'security.passwordMinLength', value: 10 });
    expect(await configValue(h.deps, 'security.passwordMinLength')).toBe(8);
    // ... and at once once this process drops it, as it does after its own writes.
    forgetConfig(h.deps.db);
    expect(await configValue(h.deps, 'security.passwordMinLength')).toBe(10);
  });
});
