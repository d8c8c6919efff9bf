import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/lib/real-server.mjs';
import { openDatabase } from '../db/client';
import { serverKeys } from '../db/schema';
import { runSourceServer, type SourceServer } from '../test/source-server';
import { isSealed, open } from './sealed-box';
import { KEY_FILE, loadSecretKey } from './secret-key';

const dataDir = mkdtempSync(join(tmpdir(), 'sb-secrets-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Run = SourceServer;

const run = (port: number, env: Record<string, string> = {}): Run =>
  runSourceServer(dataDir, port, { DEMO: '0', ...env });

/** Starts the server, waits until it answers, stops it (SIGTERM) and waits for its exit. */
async function startAndStop(): Promise<string> {
  const port = await freePort();
  const server = run(port);
  await server.healthy();
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  return server.output();
}

const keyPath = join(dataDir, KEY_FILE);

describe('the secret key at server start', () => {
  it('is made 0600 at the first start; a key file others may read stops the start', async () => {
    await startAndStop();
    expect(statSync(keyPath).mode & 0o777).toBe(0o600);
    chmodSync(keyPath, 0o644);
    const server = run(await freePort());
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('readable by its owner only (chmod 600)');
    chmodSync(keyPath, 0o600);
  }, 600_000);

  it('seals a value stored in clear at the next start; another key stops the start, naming the keys', async () => {
    const database = await openDatabase({ dataDir, pgliteThread: false });
    await database.db.insert(serverKeys).values({ name: 'older-version-key', secret: 'kept-in-clear' });
    await database.close();
    const output = await startAndStop();
    expect(output).toContain('sealed secrets stored in clear by an older version');

    const reopened = await openDatabase({ dataDir, pgliteThread: false });
    const [row] = await reopened.db.select().from(serverKeys).where(eq(serverKeys.name, 'older-version-key'));
    await reopened.close();
    expect(isSealed(row?.secret ?? '')).toBe(true);
    expect(row?.secret).not.toContain('kept-in-clear');
    const keyring = loadSecretKey({}, dataDir);
    expect(open(keyring, row?.secret ?? '')).toBe('kept-in-clear');

    const server = run(await freePort(), { SECRET_KEY: randomBytes(32).toString('base64') });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`sealed with key ${keyring.current.id}`);
    expect(server.output()).not.toContain('kept-in-clear');
  }, 600_000);
});
