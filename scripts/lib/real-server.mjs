// Starts the built server (packages/server/dist/main.js) on a free loopback port with a fresh embedded database
// in a temporary directory (demo seed), waits for /behind/health, and stops it again. Used by the e2e project's
// global setup and by `npm run bench:web`.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_MAIN = fileURLToPath(new URL('../../packages/server/dist/main.js', import.meta.url));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long a starting server may take to answer its health check. */
const START_WAIT_MS = 10 * 60 * 1000;

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Resolves once `base`/behind/health answers; fails at once if `child` exits first, and after `waitMs`.
 * @param {string} base
 * @param {import('node:child_process').ChildProcess} child
 * @param {number} waitMs
 */
export async function untilHealthy(base, child, waitMs) {
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/behind/health`)).ok) return;
    } catch {}
    await sleep(200);
  }
  throw new Error(`the server did not answer /behind/health within ${waitMs / 1000} s`);
}

/**
 * @param {{ env?: Record<string, string>, prefix?: string, onOutput?: (chunk: string) => void, from?: string }} [options]
 *   env: extra environment (one server process, WORKERS=1, unless it says otherwise); onOutput: receives stdout and stderr (without it stderr goes to this process's);
 *   from: a seeded data directory (seedDataDir) that the server starts on a copy of, instead of seeding its own.
 */
export async function startRealServer({ env = {}, prefix = 'sb-server-', onOutput, from } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  if (from) cpSync(from, dataDir, { recursive: true });
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: '1', WORKERS: '1', ...env },
    stdio: ['ignore', onOutput ? 'pipe' : 'ignore', onOutput ? 'pipe' : 'inherit'],
  });
  if (onOutput) {
    child.stdout.on('data', (chunk) => onOutput(String(chunk)));
    child.stderr.on('data', (chunk) => onOutput(String(chunk)));
  }

  let stopped = false;
  /**
   * Stops the server (SIGTERM, SIGKILL after 12 s) and deletes its data directory unless `keep` is set;
   * safe to call twice.
   */
  async function stop({ keep = false } = {}) {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      let timer;
      const ended = await Promise.race([
        exited.then(() => true),
        new Promise((resolve) => {
          timer = setTimeout(() => resolve(false), 12_000);
        }),
      ]);
      // A pending 12 s timer would keep the caller's process (vitest, a bench) alive after a quick exit.
      clearTimeout(timer);
      if (!ended) {
        child.kill('SIGKILL');
        await exited;
      }
    }
    if (!keep) rmSync(dataDir, { recursive: true, force: true });
  }

  const base = `http://127.0.0.1:${port}`;
  try {
    // A first start creates and seeds the embedded database: about 15 s on a quiet machine, over a minute on a
    // loaded one, and past three minutes on a machine far busier than two cores can serve (the e2e lane once
    // ran no test for it), so the wait is generous: a server that cannot start exits, which ends the wait at once.
    await untilHealthy(base, child, START_WAIT_MS);
    return { base, stop, dataDir, pid: child.pid };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Seeds a data directory once (a server started and stopped on it) for several servers to start on copies of:
 * seeding the demo database is most of a first start's time. The caller deletes the directory.
 * @param {{ env?: Record<string, string>, prefix?: string }} [options]
 */
export async function seedDataDir({ env = {}, prefix = 'sb-seed-' } = {}) {
  const server = await startRealServer({ env, prefix });
  await server.stop({ keep: true });
  return server.dataDir;
}
