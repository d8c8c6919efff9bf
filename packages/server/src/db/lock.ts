/**
 * Exclusive lock on the embedded data directory. PGlite has no lock of its own and two processes writing one
 * data dir silently lose rows, so the second process must fail loudly. A lock left by a dead process is taken over.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is in use by another Soundboard process (pid ${pid}). ` +
        'Stop that process, use another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DataDirLock {
  path: string;
  release(): void;
}

export function lockDataDir(dir: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'soundboard.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        path,
        release() {
          if (released) return;
          released = true;
          rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) throw new DataDirLockedError(dir, pid);
      if (pid === process.pid) throw new DataDirLockedError(dir, pid);
      rmSync(path, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not take the lock ${path}`);
}
