import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/lib/real-server.mjs';
import { hashPassword } from '../auth/password';
import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';
import { runSourceServer, type SourceServer } from '../test/source-server';
import { FIRST_ADMIN_PASSWORD_FILE } from './first-admin-password';
import { DEMO_USERS } from './roles';

const dataDir = mkdtempSync(join(tmpdir(), 'sb-production-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Run = SourceServer;

const run = (port: number, env: Record<string, string>): Run =>
  runSourceServer(dataDir, port, { NODE_ENV: 'production', ...env });

describe('starting in production (ASVS 5.0 6.3.2, 16.2.5)', () => {
  it('refuses DEMO=1 with a clear message and a non-zero exit', async () => {
    const server = run(await freePort(), { DEMO: '1' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('DEMO=1 is set with NODE_ENV=production');
    expect(server.output()).toContain('Remove DEMO');
  }, 300_000);

  it('writes a generated admin password to a 0600 file, prints only its path, and the admin must change it', async () => {
    const port = await freePort();
    const server = run(port, { DEMO: '0' });
    await server.healthy();
    const file = join(dataDir, FIRST_ADMIN_PASSWORD_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = readFileSync(file, 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(server.output()).toContain(file);
    expect(server.output()).not.toContain(password);
    const login = await fetch(`http://127.0.0.1:${port}/behind/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password, remember: false }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const held = await fetch(`http://127.0.0.1:${port}/behind/suppliers`, { headers: { 'admin-token': token } });
    expect([held.status, ((await held.json()) as { code: number }).code]).toEqual([403, 400031]);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toContain(password);
  }, 600_000);

  it('refuses a database whose demo user still has its published password, naming the user', async () => {
    // The database of the previous test, its admin given the published demo password (as a demo seed leaves it).
    const database = await openDatabase(readConfig({ DATA_DIR: dataDir, PGLITE_THREAD: '0' }));
    const admin = DEMO_USERS.find((user) => user.username === 'admin');
    await database.db
      .update(users)
      .set({ passwordHash: await hashPassword(admin?.password ?? '') })
      .where(eq(users.username, 'admin'));
    await database.close();
    const server = run(await freePort(), {});
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Demo users still have their published demo passwords: admin');
    expect(server.output()).toContain('change or disable');
  }, 600_000);
});
