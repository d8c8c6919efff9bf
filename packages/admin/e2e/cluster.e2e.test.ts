// Several event loops on PostgreSQL: the built server with WORKERS=2 (node:cluster, two processes on one port).
// Each request goes out on a connection of its own, which the cluster hands to the next worker, and every answer
// names its worker (X-Served-By), so the test sees both workers answer after each change: a role losing a
// permission, a signed-out session, and a new message reaching a stream held by each worker; a killed worker is
// replaced, and SIGTERM stops the primary with its workers. Skipped when
// PostgreSQL does not answer, except under CI=true (as the server suites).

import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealServer } from '../../../scripts/lib/real-server.mjs';
import { postgresDown, throwAwayDatabase } from '../../../scripts/lib/two-process-site.mjs';
import { articleDraft } from './message-walk';

const down = process.env.CI === 'true' ? null : await postgresDown();

interface Answer {
  status: number;
  servedBy: string;
  body: { code: number; data: unknown };
}

describe.skipIf(down !== null)(`two workers on one port${down ? ` (skipped: ${down})` : ''}`, () => {
  let server: Awaited<ReturnType<typeof startRealServer>>;
  let drop: () => Promise<unknown>;
  let port = 0;

  /** One request on a new connection (no keep-alive), so the cluster picks the next worker. */
  const call = (method: string, path: string, token = '', body?: unknown) =>
    new Promise<Answer>((resolve, reject) => {
      const text = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: `/behind${path}`,
          agent: false,
          headers: {
            ...(token ? { 'admin-token': token } : {}),
            ...(text ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } : {}),
          },
        },
        (response) => {
          let data = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => {
            data += chunk;
          });
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              servedBy: String(response.headers['x-served-by'] ?? ''),
              body: JSON.parse(data),
            }),
          );
        },
      );
      // A connection handed to a worker as it is killed is never answered.
      request.setTimeout(10_000, () => request.destroy(new Error(`${method} ${path}: no answer in 10 s`)));
      request.on('error', reject);
      request.end(text);
    });
  const data = async <T>(method: string, path: string, token = '', body?: unknown): Promise<T> => {
    const answer = await call(method, path, token, body);
    if (answer.body.code !== 1) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data as T;
  };
  const signIn = async (username: string, password: string) =>
    (await data<{ token: string }>('POST', '/user/login', '', { username, password })).token;

  /**
   * Asks until each worker has answered with `status`, then asks again and every answer must keep it. A change
   * reaches the other worker by NOTIFY, milliseconds later on a quiet machine, longer on a loaded one: a worker
   * that never hears it keeps the old answer and fails the wait.
   */
  const bothAnswer = async (path: string, token: string, status: number) => {
    const seen = new Set<string>();
    const last: Record<string, number> = {};
    const deadline = Date.now() + 30_000;
    while (seen.size < 2 && Date.now() < deadline) {
      const answer = await call('GET', path, token);
      last[answer.servedBy] = answer.status;
      if (answer.status === status) seen.add(answer.servedBy);
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect([...seen].sort(), `answers of ${path}: ${JSON.stringify(last)}`).toEqual(['worker 1', 'worker 2']);
    for (let look = 0; look < 4; look += 1) {
      const answer = await call('GET', path, token);
      expect(answer.status, `${answer.servedBy} answered ${path} again`).toBe(status);
    }
  };

  beforeAll(async () => {
    const database = await throwAwayDatabase();
    drop = database.drop;
    server = await startRealServer({ env: { DATABASE_URL: database.url, WORKERS: '2' }, prefix: 'sb-e2e-cluster-' });
    port = Number(new URL(server.base).port);
    // The second worker may still be starting when the first answers the health check.
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const names = new Set<string>();
      for (let look = 0; look < 4; look += 1) names.add((await call('GET', '/health')).servedBy);
      if (names.size === 2) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the second worker never answered');
  });
  afterAll(async () => {
    await server?.stop();
    await drop?.();
  });

  it('a role losing a permission and a signed-out session are refused by both workers', async () => {
    const admin = await signIn('admin', 'Sb-WangLei#2026');
    const viewer = await signIn('viewer', 'Sb-ZhaoMin#2026');
    // Both workers have the viewer's session and permissions in their caches.
    await bothAnswer('/suppliers?pageSize=1', viewer, 200);

    const roles = await data<{ id: number; key: string }[]>('GET', '/settings/roles', admin);
    const viewerRole = roles.find((role) => role.key === 'viewer');
    if (!viewerRole) throw new Error('no viewer role');
    const role = await data<{
      nameZh: string;
      nameEn: string;
      permissions: string[];
      menuKeys: string[] | null;
      version: number;
    }>('GET', `/settings/roles/${viewerRole.id}`, admin);
    expect(role.permissions).toContain('supplier:read');
    await data('PUT', `/settings/roles/${viewerRole.id}`, admin, {
      nameZh: role.nameZh,
      nameEn: role.nameEn,
      permissions: role.permissions.filter((permission) => permission !== 'supplier:read'),
      menuKeys: role.menuKeys,
      version: role.version,
    });
    await bothAnswer('/suppliers?pageSize=1', viewer, 403);

    await data('POST', '/user/login_out', viewer);
    await bothAnswer('/account/messages', viewer, 401);
    await bothAnswer('/account/messages', admin, 200);
  });

  it("a message written by one worker reaches the user's streams on both", async () => {
    const admin = await signIn('admin', 'Sb-WangLei#2026');
    const editor = await signIn('editor', 'Sb-LiuYang#2026');
    const streams = await openStreamOnEachWorker(editor);
    try {
      const article = await data<{ id: number; version: number }>(
        'POST',
        '/articles',
        admin,
        articleDraft(`Cluster ${Date.now()}`, '<p>Two workers, one review.</p>'),
      );
      await data('POST', `/articles/${article.id}/submit`, admin, { version: article.version });
      for (const stream of streams)
        await expect.poll(() => stream.text(), { timeout: 30_000 }).toMatch(/event: message\n/);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('replaces a worker that dies, and stops with every worker at SIGTERM', async () => {
    const workers = () =>
      execFileSync('ps', ['-o', 'pid=', '--ppid', String(server.pid)], { encoding: 'utf8' })
        .split('\n')
        .map((line) => Number(line.trim()))
        .filter((pid) => pid > 0);
    const [first] = workers();
    expect(workers()).toHaveLength(2);
    process.kill(first ?? 0, 'SIGKILL');
    // The replacement is the third worker the primary started.
    await expect
      .poll(async () => (await call('GET', '/health').catch(() => ({ servedBy: '' }))).servedBy, {
        timeout: 120_000,
        interval: 200,
      })
      .toBe('worker 3');
    expect(workers()).toHaveLength(2);
    const before = workers();
    await server.stop();
    for (const pid of [server.pid, ...before]) expect(alive(pid ?? 0), `process ${pid}`).toBe(false);
  });

  /** Opens the editor's message stream until one is held by each worker. */
  async function openStreamOnEachWorker(token: string) {
    const byWorker = new Map<string, { text: () => string; close: () => void }>();
    for (let attempt = 0; attempt < 10 && byWorker.size < 2; attempt += 1) {
      const stream = await new Promise<{ servedBy: string; text: () => string; close: () => void }>(
        (resolve, reject) => {
          const request = http.get(
            {
              host: '127.0.0.1',
              port,
              path: '/behind/account/messages/stream',
              agent: false,
              headers: { 'admin-token': token },
            },
            (response) => {
              // Open: the stream may stay quiet longer than the wait for its headers.
              request.setTimeout(0);
              let text = '';
              response.setEncoding('utf8');
              response.on('data', (chunk) => {
                text += chunk;
              });
              resolve({
                servedBy: String(response.headers['x-served-by'] ?? ''),
                text: () => text,
                close: () => request.destroy(),
              });
            },
          );
          request.setTimeout(10_000, () => request.destroy(new Error('the stream did not open in 10 s')));
          request.on('error', reject);
        },
      );
      if (byWorker.has(stream.servedBy)) stream.close();
      else byWorker.set(stream.servedBy, stream);
    }
    expect([...byWorker.keys()].sort()).toEqual(['worker 1', 'worker 2']);
    return [...byWorker.values()];
  }
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
