/**
 * Backup and restore of the embedded database: PGlite's dumpDataDir tarball (gzip) of the whole data directory.
 * Both take the data-dir lock, so they refuse to run while a server uses the directory (PGlite never fsyncs and
 * has no concurrent access: copying files under a running server could capture a torn state).
 */
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './lock';
import { pgliteExtensions } from './pglite-extensions';

export async function backupDataDir(dataDir: string, outFile: string): Promise<number> {
  if (!existsSync(join(dataDir, 'pg'))) throw new Error(`No embedded database in ${dataDir}`);
  const lock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir: join(dataDir, 'pg'), extensions: pgliteExtensions });
    try {
      const dump = await client.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      // A backup holds password hashes and personal data: only the owner may read it (whatever the umask).
      mkdirSync(dirname(outFile), { recursive: true, mode: 0o700 });
      writeFileSync(outFile, bytes, { mode: 0o600 });
      chmodSync(outFile, 0o600); // an existing file keeps its mode on overwrite
      return bytes.length;
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

/** Restores a backup into an empty (or new) data directory. */
export async function restoreDataDir(file: string, dataDir: string): Promise<void> {
  const target = join(dataDir, 'pg');
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new Error(`${target} is not empty: restore into a new DATA_DIR (or move the old one away first)`);
  }
  const lock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create({
      dataDir: target,
      loadDataDir: new Blob([readFileSync(file)]),
      extensions: pgliteExtensions,
    });
    await client.query('select 1');
    await client.close();
  } finally {
    lock.release();
  }
}
