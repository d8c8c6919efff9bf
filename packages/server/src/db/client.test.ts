import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock';

const dir = mkdtempSync(join(tmpdir(), 'sb-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('data directory lock', () => {
  it('refuses a second holder with a clear message and releases on close', () => {
    const first = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another Soundboard process/);
    first.release();
    lockDataDir(dir).release();
  });

  it('takes over a stale lock left by a dead process', () => {
    writeFileSync(join(dir, 'soundboard.lock'), '999999999');
    const lock = lockDataDir(dir);
    lock.release();
  });

  it('refuses a lock held by another live process', () => {
    writeFileSync(join(dir, 'soundboard.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    rmSync(join(dir, 'soundboard.lock'));
  });
});
