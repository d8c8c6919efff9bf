// The real server process (source, through tsx) on an embedded database: SIGTERM while a client holds a request
// half-sent and another holds an idle keep-alive connection. The process must cut what is still running
// at its grace deadline, close the database, release the data-dir lock and exit 0; the next start on the same
// data directory must be clean. Generous waits only: the machine may be busy.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/lib/real-server.mjs';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'sb-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function start(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/behind/health`)).ok) return { child, output: () => output };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start: ${output}`);
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

describe('SIGTERM', () => {
  it('cuts a request still running at the grace deadline, closes the database, exits 0; the next start is clean', async () => {
    const port = await freePort();
    const first = await start(port);
    const login = await fetch(`http://127.0.0.1:${port}/behind/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Sb-WangLei#2026', remember: false }),
    });
    const token = (await login.json()).data.token as string;

    // A request still running at SIGTERM: a client that announces a body and sends only part of it (the server
    // waits for the rest, as it would behind a slow upload or a slow export reader), and an idle keep-alive
    // connection (fetch keeps its connection open after the answer).
    const stalled = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/behind/user/login',
      headers: { 'admin-token': token, 'content-type': 'application/json', 'content-length': '200' },
    });
    stalled.on('error', () => undefined);
    stalled.write('{"username":');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await fetch(`http://127.0.0.1:${port}/behind/health`)).status).toBe(200);

    const exited = exitOf(first.child);
    first.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');

    // Same data directory: the lock was released and the database opens without complaint.
    const second = await start(port);
    expect((await fetch(`http://127.0.0.1:${port}/behind/health`)).status).toBe(200);
    const again = exitOf(second.child);
    second.child.kill('SIGTERM');
    expect(await again).toBe(0);
    expect(second.output()).toMatch(/"msg":"started".*"openDatabase"/);
  }, 240_000);
});
