/**
 * Exclusive lock on the embedded data directory. PGlite has no lock of its own and two processes writing one
 * data dir silently lose rows, so the second process must fail loudly.
 *
 * The lock file names its holder by PID *and* the process's start time (from /proc/<pid>/stat, with the boot id):
 * a lock left by a crash or a forced exit is stale as soon as no process with that PID and start time runs, even
 * when the restarted server gets the same PID (PID 1 in a container). Without /proc (macOS) the PID alone is
 * checked. A second lock by this very process is refused too.
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

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return null;
  }
}

/** `<boot id>:<start time in clock ticks since boot>` of a running process; null when unknown (no /proc, gone). */
export function processStart(pid: number): string | null {
  const stat = readText(`/proc/${pid}/stat`);
  const boot = readText('/proc/sys/kernel/random/boot_id');
  if (!stat || !boot) return null;
  // Fields after the command name (in parentheses, which may hold spaces): state is field 3, starttime field 22.
  const startTime = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  return startTime ? `${boot}:${startTime}` : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the holder named in a lock file still runs: same PID and, where known, the same start. */
function holderRuns(pid: number, start: string | undefined): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return false;
  const now = processStart(pid);
  if (start && now) return start === now;
  // An old lock without a start time, or no /proc: our own PID in it can only be a leftover.
  return pid !== process.pid;
}

/** Data dirs this process holds: a second lock here would otherwise look like its own stale leftover. */
const heldHere = new Set<string>();

export interface DataDirLock {
  path: string;
  release(): void;
}

export function lockDataDir(dir: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'soundboard.lock');
  if (heldHere.has(path)) throw new DataDirLockedError(dir, process.pid);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, `${process.pid} ${processStart(process.pid) ?? ''}`.trim());
      closeSync(fd);
      heldHere.add(path);
      let released = false;
      return {
        path,
        release() {
          if (released) return;
          released = true;
          heldHere.delete(path);
          rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [pidText = '', start] = (readText(path) ?? '').split(' ');
      const pid = Number.parseInt(pidText, 10);
      if (holderRuns(pid, start)) throw new DataDirLockedError(dir, pid);
      rmSync(path, { force: true }); // stale: its process is gone (or the PID now belongs to another process)
    }
  }
  throw new Error(`Could not take the lock ${path}`);
}
