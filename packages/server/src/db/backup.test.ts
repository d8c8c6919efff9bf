import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../seed/roles';
import { directoryStore } from '../storage/directory-store';
import { readTar } from '../storage/tar';
import { pgliteTemplate } from '../test/harness';
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
      loadDataDir: pgliteTemplate(),
    });
    await original.db.update(users).set({ nickname: 'before backup' }).where(eq(users.username, 'viewer'));
    await expect(backupDataDir(source, join(root, 'b.tar.gz'))).rejects.toThrow(/in use/); // server still running
    await original.close();

    const file = join(root, 'backups', 'b.tar');
    const { bytes, files } = await backupDataDir(source, file);
    expect(bytes).toBeGreaterThan(1000);
    expect(files).toBe(0);
    // Owner only, whatever the umask: hashes and personal data inside.
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(root, 'backups')).mode & 0o777).toBe(0o700);
    const target = join(root, 'restored');
    expect(await restoreDataDir(file, target)).toEqual({ files: 0 });
    await expect(restoreDataDir(file, target)).rejects.toThrow(/not empty/);

    const restored = await openPglite({ dataDir: target });
    const [viewer] = await restored.db.select().from(users).where(eq(users.username, 'viewer'));
    expect(viewer?.nickname).toBe('before backup');
    expect(await restored.db.$count(users)).toBe(DEMO_USERS.length);
    await restored.close();
  }, 120_000);

  it("includes the directory store's files and restores them; with S3 the archive holds the database alone", async () => {
    const source = join(root, 'with-files');
    const original = await openPglite({
      dataDir: source,
      loadDataDir: pgliteTemplate(),
    });
    await original.close();
    const store = directoryStore(join(source, 'files'));
    const contents = ['a picture', 'a song', 'x'.repeat(700_000)].map((text) => Buffer.from(text));
    const hashes = await Promise.all(contents.map((bytes) => store.put(bytes)));

    const file = join(root, 'with-files.tar');
    expect((await backupDataDir(source, file)).files).toBe(3);
    const names: string[] = [];
    await readTar(createReadStream(file), async (name) => {
      names.push(name);
    });
    expect(names.sort()).toEqual(
      ['database.tar.gz', ...hashes.map((hash) => `files/${hash.slice(0, 2)}/${hash.slice(2)}`)].sort(),
    );

    const target = join(root, 'with-files-restored');
    expect(await restoreDataDir(file, target)).toEqual({ files: 3 });
    const restoredStore = directoryStore(join(target, 'files'));
    for (const [index, hash] of hashes.entries()) {
      const object = await restoredStore.get(hash);
      expect(object && (await buffer(object.body)).equals(contents[index] ?? Buffer.alloc(0))).toBe(true);
    }
    const restored = await openPglite({ dataDir: target });
    expect(await restored.db.$count(users)).toBe(DEMO_USERS.length);
    await restored.close();

    const databaseOnly = join(root, 's3.tar');
    expect((await backupDataDir(source, databaseOnly, { includeFiles: false })).files).toBeNull();
    const s3Names: string[] = [];
    await readTar(createReadStream(databaseOnly), async (name) => {
      s3Names.push(name);
    });
    expect(s3Names).toEqual(['database.tar.gz']);
  }, 120_000);

  it('restores a backup from before the file store (the database gzip alone) and refuses a damaged file', async () => {
    const file = join(root, 'with-files.tar');
    let bare = Buffer.alloc(0);
    await readTar(createReadStream(file), async (name, _size, body) => {
      if (name !== 'database.tar.gz') return;
      const parts: Buffer[] = [];
      for await (const piece of body) parts.push(piece);
      bare = Buffer.concat(parts);
    });
    const old = join(root, 'old.tar.gz');
    writeFileSync(old, bare);
    const target = join(root, 'old-restored');
    expect(await restoreDataDir(old, target)).toEqual({ files: 0 });
    const restored = await openPglite({ dataDir: target });
    expect(await restored.db.$count(users)).toBe(DEMO_USERS.length);
    await restored.close();

    // One byte of a stored file changed inside the archive: its hash no longer matches its name.
    const archive = readFileSync(file);
    const at = archive.indexOf(Buffer.from('a picture'));
    expect(at).toBeGreaterThan(0);
    archive[at] = 'A'.charCodeAt(0);
    writeFileSync(join(root, 'damaged.tar'), archive);
    await expect(restoreDataDir(join(root, 'damaged.tar'), join(root, 'damaged-restored'))).rejects.toThrow(/damaged/);
  }, 120_000);
});
