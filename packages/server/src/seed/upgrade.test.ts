/**
 * A database seeded by an earlier version gets the system roles of this one at start-up: codes the seed grants
 * and a role lacks are added, codes that no longer exist are dropped, codes an administrator added stay, a
 * missing system role comes back. Once up to date, nothing changes; processes starting together do it once.
 */
import { PERMISSIONS } from '@soundboard/contract';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { dictionaries, dictionaryItems, fitment, fitmentVersions, homeTemplates, roles } from '../db/schema';
import { forEachDriver } from '../test/harness';
import { ROLES } from './roles';
import { upgradeSystemData } from './upgrade';

const seeded = (key: string) => ROLES.find((role) => role.key === key)?.permissions ?? [];

forEachDriver('start-up upgrade of system data', (h) => {
  const stored = async () => {
    const rows = await h.database.db.select().from(roles).orderBy(roles.key);
    return Object.fromEntries(rows.map((row) => [row.key, { permissions: row.permissions, version: row.version }]));
  };

  /** What an earlier version left: a code not granted yet, a code since removed, one added by an admin, a role missing. */
  async function seedBeforeTheChange() {
    const { db } = h.database;
    await db
      .update(roles)
      .set({ permissions: sql`array_remove(${roles.permissions}, 'supplier:read')` })
      .where(eq(roles.key, 'warehouse'));
    await db
      .update(roles)
      .set({ permissions: sql`array_append(${roles.permissions}, 'legacy:report')` })
      .where(eq(roles.key, 'sales'));
    await db
      .update(roles)
      .set({ permissions: sql`array_append(${roles.permissions}, 'audit:read')` })
      .where(eq(roles.key, 'viewer'));
    await db.delete(roles).where(eq(roles.key, 'editor'));
  }

  it('finds a freshly seeded database up to date', async () => {
    const before = await stored();
    expect(await upgradeSystemData(h.database.db)).toEqual({ roles: 0, menu: 0, dictionaries: 0 });
    expect(await stored()).toEqual(before);
  });

  it('brings the roles of a database seeded before the change up to date, once', async () => {
    await seedBeforeTheChange();
    const before = await stored();
    expect(before.warehouse?.permissions).not.toContain('supplier:read');

    expect(await upgradeSystemData(h.database.db)).toEqual({ roles: 3, menu: 0, dictionaries: 0 });
    const after = await stored();
    expect(after.warehouse?.permissions).toEqual([
      ...seeded('warehouse').filter((code) => code !== 'supplier:read'),
      'supplier:read',
    ]);
    expect(after.warehouse?.version).toBe((before.warehouse?.version ?? 0) + 1);
    expect(after.sales?.permissions).toEqual(seeded('sales'));
    // An administrator's addition to a system role stays.
    expect(after.viewer).toEqual(before.viewer);
    expect(after.viewer?.permissions).toContain('audit:read');
    expect(after.editor?.permissions).toEqual(seeded('editor'));
    expect(after.admin?.permissions).toEqual([...PERMISSIONS]);

    expect(await upgradeSystemData(h.database.db)).toEqual({ roles: 0, menu: 0, dictionaries: 0 });
    expect(await stored()).toEqual(after);
  });

  it('adds a system dictionary a database lacks, with its values, once', async () => {
    const { db } = h.database;
    await db.delete(dictionaries).where(eq(dictionaries.code, 'followUpType'));
    expect(await upgradeSystemData(db)).toEqual({ roles: 0, menu: 0, dictionaries: 1 });
    const [restored] = await db.select().from(dictionaries).where(eq(dictionaries.code, 'followUpType'));
    expect(restored?.system).toBe(true);
    const values = await db
      .select({ code: dictionaryItems.code })
      .from(dictionaryItems)
      .where(eq(dictionaryItems.dictionaryId, restored?.id ?? 0));
    expect(values.map((value) => value.code)).toContain('site_survey');
    expect(await upgradeSystemData(db)).toEqual({ roles: 0, menu: 0, dictionaries: 0 });
  });

  it('does the work once when several processes start together', async () => {
    await seedBeforeTheChange();
    // Connections opened beforehand (PostgreSQL's pool), so the starts are not spaced out by connecting.
    await Promise.all([1, 2, 3].map(() => h.database.db.execute(sql`SELECT pg_sleep(0.05)`)));
    const results = await Promise.all([1, 2, 3].map(() => upgradeSystemData(h.database.db)));
    expect(results.reduce((sum, result) => sum + result.roles, 0)).toBe(3);
    expect((await stored()).editor?.permissions).toEqual(seeded('editor'));
  });

  it('gives a database from before the storefront its default template and fitment, and leaves them alone after', async () => {
    const { db } = h.database;
    await db.delete(homeTemplates);
    await db.delete(fitmentVersions);
    await db.delete(fitment);
    await upgradeSystemData(db);
    const templates = await db.select().from(homeTemplates);
    expect(
      templates.map(({ isDefault, active, publishedVersion }) => ({ isDefault, active, publishedVersion })),
    ).toEqual([{ isDefault: true, active: true, publishedVersion: 1 }]);
    expect(await db.select({ number: fitmentVersions.number }).from(fitmentVersions)).toEqual([{ number: 1 }]);
    await upgradeSystemData(db);
    expect(await db.select({ id: homeTemplates.id }).from(homeTemplates)).toEqual([{ id: templates[0]?.id }]);
    expect(await db.select({ id: fitment.id }).from(fitment)).toEqual([{ id: 1 }]);
  });
});
