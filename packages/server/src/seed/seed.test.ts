import { passwordProblem } from '@soundboard/contract';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { roles, users } from '../db/schema';
import { forEachDriver } from '../test/harness';
import { generatePassword, seedIfEmpty } from '.';

forEachDriver('seed', (h) => {
  async function empty() {
    await h.database.db.execute(
      sql`TRUNCATE roles, users, menus, messages, certifications, sessions RESTART IDENTITY CASCADE`,
    );
  }

  it('seeds the system roles with bilingual names in demo mode, only once', async () => {
    const names = await h.database.db.select({ key: roles.key, zh: roles.nameZh, en: roles.nameEn }).from(roles);
    expect(names.map((role) => role.key)).toEqual([
      'admin',
      'sales',
      'warehouse',
      'finance',
      'editor',
      'writer',
      'viewer',
    ]);
    expect(names.every((role) => role.zh && role.en && role.zh !== role.en)).toBe(true);
    expect(await seedIfEmpty(h.database.db, { demo: true })).toEqual({ seeded: false });
  });

  it('in production mode creates only the admin, with ADMIN_PASSWORD or a generated password, and no demo users', async () => {
    await empty();
    const result = await seedIfEmpty(h.database.db, { demo: false });
    expect(result.seeded).toBe(true);
    const generated = result.generatedAdminPassword ?? '';
    expect(passwordProblem(generated)).toBeNull();
    const all = await h.database.db.select().from(users);
    expect(all.map((user) => user.username)).toEqual(['admin']);
    expect(await verifyPassword(all[0]?.passwordHash ?? null, generated)).toBe(true);
    expect(await verifyPassword(all[0]?.passwordHash ?? null, 'Sb-WangLei#2026')).toBe(false);

    await empty();
    const chosen = await seedIfEmpty(h.database.db, { demo: false, adminPassword: 'Chosen#Pass9' });
    expect(chosen.generatedAdminPassword).toBeUndefined();
    await h.login('admin', 'Chosen#Pass9');
    await empty();
    await expect(seedIfEmpty(h.database.db, { demo: false, adminPassword: 'weak' })).rejects.toThrow(/password policy/);
  });
});

it('generates passwords that satisfy the policy', () => {
  for (let i = 0; i < 50; i += 1) expect(passwordProblem(generatePassword())).toBeNull();
});
