/**
 * The embedded file store: a directory (DATA_DIR/files), one file per content hash at `ab/cdef…`. A write goes to
 * a temporary name first and is renamed into place, so a crash never leaves half a file under a hash.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CONTENT_HASH, checkHash, type FileStore } from './file-store';

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function directoryStore(root: string): FileStore {
  const pathOf = (hash: string) => join(root, checkHash(hash).slice(0, 2), hash.slice(2));
  const sizeOf = async (hash: string) => {
    try {
      return (await stat(pathOf(hash))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
  return {
    kind: 'directory',
    async put(bytes) {
      const hash = sha256(bytes);
      if ((await sizeOf(hash)) !== null) return hash;
      const target = pathOf(hash);
      await mkdir(join(root, hash.slice(0, 2)), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, target);
      return hash;
    },
    async get(hash, range) {
      const size = await sizeOf(hash);
      if (size === null) return null;
      return { size, body: createReadStream(pathOf(hash), range ? { start: range.start, end: range.end } : {}) };
    },
    stat: sizeOf,
    async remove(hash) {
      await rm(pathOf(hash), { force: true });
    },
    async *list() {
      const prefixes = await readdir(root).catch(() => [] as string[]);
      for (const prefix of prefixes.sort()) {
        if (!/^[0-9a-f]{2}$/.test(prefix)) continue;
        for (const rest of (await readdir(join(root, prefix))).sort()) {
          if (CONTENT_HASH.test(prefix + rest)) yield prefix + rest;
        }
      }
    },
  };
}
