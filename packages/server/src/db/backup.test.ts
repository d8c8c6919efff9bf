import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { backupDataDir, restoreDataDir } from './backup';
import { openPglite } from './client';
import { users } from './schema';

const root = mkdtempSync(join(tmpdir(), 'sb-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('embedded database backup', () => {
  it('round-trips: backup, restore into a new data dir, same rows', async () => {
    const source = join(root, 'source');
    // Starts from the run's migrated + seeded template (initdb would cost seconds).
    const original = await openPglite({
      dataDir: source,
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
    });
    await original.db.update(users).set({ nickname: 'before backup' }).where(eq(users.username, 'viewer'));
    await expect(backupDataDir(source, join(root, 'b.tar.gz'))).rejects.toThrow(/in use/); // server still running
    await original.close();

    const file = join(root, 'backups', 'b.tar.gz');
    const size = await backupDataDir(source, file);
    expect(size).toBeGreaterThan(1000);
    // Owner only, whatever the umask: hashes and personal data inside.
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(root, 'backups')).mode & 0o777).toBe(0o700);
    const target = join(root, 'restored');
    await restoreDataDir(file, target);
    await expect(restoreDataDir(file, target)).rejects.toThrow(/not empty/);

    const restored = await openPglite({ dataDir: target });
    const [viewer] = await restored.db.select().from(users).where(eq(users.username, 'viewer'));
    expect(viewer?.nickname).toBe('before backup');
    expect(await restored.db.$count(users)).toBe(6);
    await restored.close();
  }, 120_000);
});
