/**
 * Backup and restore of the embedded database and its files: one tar archive holding `database.tar.gz` (PGlite's
 * dumpDataDir of DATA_DIR/pg) and, with the directory file store, every stored file as `files/ab/cdef…`. With
 * the S3 store the bucket is not in the archive: it is backed up separately (bucket versioning or replication).
 * Both take the data-dir lock, so they refuse to run while a server uses the directory (PGlite never fsyncs and
 * has no concurrent access: copying files under a running server could capture a torn state).
 * A backup from before the file store (the bare gzip of the database) still restores.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { chmodSync, createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { directoryStore } from '../storage/directory-store';
import { readTar, type TarSource, writeTar } from '../storage/tar';
import { lockDataDir } from './lock';
import { pgliteExtensions } from './pglite-extensions';

const DATABASE_ENTRY = 'database.tar.gz';
const FILE_ENTRY = /^files\/([0-9a-f]{2})\/([0-9a-f]{62})$/;

export interface BackupResult {
  /** The archive's size. */
  bytes: number;
  /** Stored files in it; null when the file store is S3 (not in the archive). */
  files: number | null;
}

export interface BackupOptions {
  /** The file store is DATA_DIR/files (true, the default) or S3 (false: the archive holds the database only). */
  includeFiles?: boolean;
}

async function dumpDatabase(dataDir: string): Promise<Buffer> {
  const client = await PGlite.create({ dataDir: join(dataDir, 'pg'), extensions: pgliteExtensions });
  try {
    return Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await client.close();
  }
}

export async function backupDataDir(
  dataDir: string,
  outFile: string,
  options: BackupOptions = {},
): Promise<BackupResult> {
  if (!existsSync(join(dataDir, 'pg'))) throw new Error(`No embedded database in ${dataDir}`);
  const lock = lockDataDir(dataDir);
  try {
    const database = await dumpDatabase(dataDir);
    const store = directoryStore(join(dataDir, 'files'));
    let files: number | null = options.includeFiles === false ? null : 0;
    async function* entries(): AsyncIterable<TarSource> {
      yield { name: DATABASE_ENTRY, size: database.length, body: database };
      if (files === null) return;
      for await (const hash of store.list()) {
        const object = await store.get(hash);
        if (!object) continue;
        files += 1;
        yield { name: `files/${hash.slice(0, 2)}/${hash.slice(2)}`, size: object.size, body: object.body };
      }
    }
    // A backup holds password hashes and personal data: only the owner may read it (whatever the umask).
    mkdirSync(dirname(outFile), { recursive: true, mode: 0o700 });
    const out = createWriteStream(outFile, { mode: 0o600 });
    try {
      await writeTar(out, entries());
    } finally {
      out.end();
      await once(out, 'close');
    }
    chmodSync(outFile, 0o600); // an existing file keeps its mode on overwrite
    return { bytes: statSync(outFile).size, files };
  } finally {
    lock.release();
  }
}

/** A backup from before the file store: the gzip of the database alone. */
async function isBareDatabase(file: string): Promise<boolean> {
  const handle = await open(file);
  try {
    const { buffer } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/** Writes one stored file back, checking its bytes against the hash its name claims. */
async function restoreFile(filesDir: string, prefix: string, rest: string, body: AsyncIterable<Buffer>) {
  mkdirSync(join(filesDir, prefix), { recursive: true });
  const out = createWriteStream(join(filesDir, prefix, rest), { flags: 'wx' });
  const hash = createHash('sha256');
  try {
    for await (const piece of body) {
      hash.update(piece);
      if (!out.write(piece)) await once(out, 'drain');
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
  if (hash.digest('hex') !== prefix + rest) throw new Error(`files/${prefix}/${rest} is damaged in the backup`);
}

/** Restores a backup into an empty (or new) data directory: the database and, if the backup has them, the files. */
export async function restoreDataDir(file: string, dataDir: string): Promise<{ files: number }> {
  for (const part of ['pg', 'files']) {
    const target = join(dataDir, part);
    if (existsSync(target) && readdirSync(target).length > 0) {
      throw new Error(`${target} is not empty: restore into a new DATA_DIR (or move the old one away first)`);
    }
  }
  const lock = lockDataDir(dataDir);
  try {
    let database: Buffer | null = null;
    let files = 0;
    if (await isBareDatabase(file)) {
      database = await new Promise<Buffer>((resolve, reject) => {
        const parts: Buffer[] = [];
        createReadStream(file)
          .on('data', (part) => parts.push(part as Buffer))
          .on('end', () => resolve(Buffer.concat(parts)))
          .on('error', reject);
      });
    } else {
      await readTar(createReadStream(file), async (name, _size, body) => {
        const stored = FILE_ENTRY.exec(name);
        if (name === DATABASE_ENTRY) {
          const parts: Buffer[] = [];
          for await (const piece of body) parts.push(piece);
          database = Buffer.concat(parts);
        } else if (stored) {
          await restoreFile(join(dataDir, 'files'), stored[1] ?? '', stored[2] ?? '', body);
          files += 1;
        } else {
          throw new Error(`not a Soundboard backup: unexpected entry ${name.slice(0, 120)}`);
        }
      });
    }
    if (!database) throw new Error('not a Soundboard backup: no database in it');
    const client = await PGlite.create({
      dataDir: join(dataDir, 'pg'),
      loadDataDir: new Blob([new Uint8Array(database)]),
      extensions: pgliteExtensions,
    });
    await client.query('select 1');
    await client.close();
    return { files };
  } finally {
    lock.release();
  }
}
