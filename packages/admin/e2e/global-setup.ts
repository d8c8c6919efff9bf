/**
 * Once per `e2e` run: build the admin app and the server from the current sources, start the real server on a
 * free port with a fresh embedded database (demo seed) in a temporary directory, and stop it afterwards.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBase: string;
  }
}

const packages = fileURLToPath(new URL('../..', import.meta.url));

function build(dir: string, args: string[]) {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', ...args], {
    cwd: join(packages, dir),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`building ${dir} failed`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

let server: ChildProcess | undefined;
let dataDir = '';

export default async function setup(project: TestProject) {
  build('admin', []);
  build('server', []);
  dataDir = mkdtempSync(join(tmpdir(), 'sb-e2e-'));
  const port = await freePort();
  server = spawn(process.execPath, [join(packages, 'server', 'dist', 'main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${base}/behind/health`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  project.provide('e2eBase', base);
  return async () => {
    await new Promise((resolve) => {
      if (!server || server.exitCode !== null) return resolve(undefined);
      server.once('exit', resolve);
      server.kill('SIGTERM');
    });
    rmSync(dataDir, { recursive: true, force: true });
  };
}
