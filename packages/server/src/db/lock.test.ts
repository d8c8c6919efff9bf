import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, processStart } from './lock';

const root = mkdtempSync(join(tmpdir(), 'sb-lock2-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

const repoRoot = resolve(import.meta.dirname, '../../../..');
const holderScript = `
import { lockDataDir } from ${JSON.stringify(resolve(import.meta.dirname, 'lock.ts'))};
lockDataDir(process.argv[2]);
console.log('locked');
setInterval(() => {}, 60_000);
`;

/** Another process that takes the lock and keeps it until killed. */
function holder(dir: string): Promise<ChildProcess> {
  const script = join(root, 'holder.mts');
  writeFileSync(script, holderScript);
  // Node itself with tsx's loader (not the tsx CLI, which would run the script in a grandchild we cannot kill).
  const child = spawn(process.execPath, ['--import', 'tsx', script, dir], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((done, failed) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && done(child));
    child.once('exit', (code) => failed(new Error(`holder exited with ${code}`)));
  });
}

const exited = (child: ChildProcess) => new Promise((done) => child.once('exit', done));

describe.skipIf(!existsSync('/proc/self/stat'))('data directory lock: PID and start time', () => {
  it('records its holder by PID and start time', () => {
    const dir = join(root, 'record');
    const lock = lockDataDir(dir);
    expect(readFileSync(lock.path, 'utf8')).toBe(`${process.pid} ${processStart(process.pid)}`);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError); // this process, a second time
    lock.release();
  });

  it('takes over a stale lock whose PID is ours again (a restarted container): the start time differs', () => {
    const dir = join(root, 'same-pid');
    lockDataDir(dir).release();
    const [boot] = (processStart(process.pid) ?? '').split(':');
    writeFileSync(join(dir, 'soundboard.lock'), `${process.pid} ${boot}:1`);
    lockDataDir(dir).release();
    // An older server's lock holds only the PID.
    writeFileSync(join(dir, 'soundboard.lock'), String(process.pid));
    lockDataDir(dir).release();
  });

  it('refuses while another live process holds it, and starts once that process was killed', async () => {
    const dir = join(root, 'live');
    const child = await holder(dir);
    expect(() => lockDataDir(dir)).toThrow(/in use by another Soundboard process/);
    child.kill('SIGKILL'); // a crash: the lock file stays behind
    await exited(child);
    expect(existsSync(join(dir, 'soundboard.lock'))).toBe(true);
    lockDataDir(dir).release();
  }, 60_000);
});
