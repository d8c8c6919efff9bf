// The real server process (source, through tsx) on an embedded database: SIGTERM while a client holds a request
// half-sent and another holds an idle keep-alive connection. The process must cut what is still running
// at its grace deadline, close the database, release the data-dir lock and exit 0; the next start on the same
// data directory must be clean. Generous waits only: the machine may be busy.
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/lib/real-server.mjs';
import { runSourceServer, type SourceServer } from '../test/source-server';

const dataDir = mkdtempSync(join(tmpdir(), 'sb-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * Started without the demo data (DEMO=0): nothing here needs a user, and seeding the demo was most of a first
 * start's time.
 */
async function start(port: number): Promise<SourceServer> {
  const server = runSourceServer(dataDir, port, { DEMO: '0' });
  await server.healthy();
  return server;
}

describe('SIGTERM', () => {
  it('cuts a request still running at the grace deadline, closes the database, exits 0; the next start is clean', async () => {
    const port = await freePort();
    const first = await start(port);
    // An idle keep-alive connection: fetch keeps its connection open after the answer.
    expect((await fetch(`http://127.0.0.1:${port}/behind/health`)).status).toBe(200);

    // A request still running at SIGTERM: a client that announces a body and sends only part of it (the server
    // waits for the rest, as it would behind a slow upload or a slow export reader).
    const stalled = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/behind/user/login',
      headers: { 'content-type': 'application/json', 'content-length': '200' },
    });
    stalled.on('error', () => undefined);
    stalled.write('{"username":');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await fetch(`http://127.0.0.1:${port}/behind/health`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');

    // Same data directory: the lock was released and the database opens without complaint.
    const second = await start(port);
    expect((await fetch(`http://127.0.0.1:${port}/behind/health`)).status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(second.output()).toMatch(/"msg":"started".*"openDatabase"/);
  }, 240_000);
});
