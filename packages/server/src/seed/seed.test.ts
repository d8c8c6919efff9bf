import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { passwordProblem } from '@soundboard/contract';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { roles, users } from '../db/schema';
import { forEachDriver } from '../test/harness';
import { generatePassword, seedIfEmpty } from '.';
import { FIRST_ADMIN_PASSWORD_FILE } from './first-admin-password';

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
    const dir = mkdtempSync(join(tmpdir(), 'sb-seed-admin-'));
    try {
      const result = await seedIfEmpty(h.database.db, { demo: false, passwordDir: dir });
      expect(result).toEqual({ seeded: true, adminPasswordFile: join(dir, FIRST_ADMIN_PASSWORD_FILE) });
      // The password is in a file only its owner reads, not in the answer (nothing for a caller to print).
      expect(statSync(result.adminPasswordFile ?? '').mode & 0o777).toBe(0o600);
      const generated = readFileSync(result.adminPasswordFile ?? '', 'utf8').trim();
      expect(JSON.stringify(result)).not.toContain(generated);
      expect(passwordProblem(generated)).toBeNull();
      const all = await h.database.db.select().from(users);
      expect(all.map((user) => user.username)).toEqual(['admin']);
      expect(await verifyPassword(all[0]?.passwordHash ?? null, generated)).toBe(true);
      expect(await verifyPassword(all[0]?.passwordHash ?? null, 'Sb-WangLei#2026')).toBe(false);
      // Signed in with the generated password, the admin may do nothing but change it.
      expect(all[0]?.mustChangePassword).toBe(true);
      const token = await h.login('admin', generated);
      const held = await h.call('GET', '/behind/suppliers', { token });
      expect([held.status, held.body.code]).toEqual([403, 400031]);

      await empty();
      const chosen = await seedIfEmpty(h.database.db, { demo: false, adminPassword: 'Chosen#Pass9', passwordDir: dir });
      expect(chosen).toEqual({ seeded: true });
      const [admin] = await h.database.db.select().from(users);
      expect(admin?.mustChangePassword).toBe(false);
      await h.login('admin', 'Chosen#Pass9');
      await empty();
      await expect(seedIfEmpty(h.database.db, { demo: false, adminPassword: 'weak' })).rejects.toThrow(
        /password policy/,
      );
      await expect(seedIfEmpty(h.database.db, { demo: false })).rejects.toThrow(/directory/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

it('generates passwords that satisfy the policy', () => {
  for (let i = 0; i < 50; i += 1) expect(passwordProblem(generatePassword())).toBeNull();
});
