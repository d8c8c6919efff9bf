// Deploying beyond one machine, without containers: the topology of compose.yaml (docs/operations.md) on this
// machine. Two built server processes, each with a data directory of its own, on one throw-away PostgreSQL
// database and one S3-compatible store (s3rver), behind a router (scripts/lib/two-process-site.mjs) that sends
// each request to the process it names. What one process does, the other sees: a sign-in, an uploaded file's
// bytes, a sign-out. Skipped when PostgreSQL does not answer, except under CI=true (as the server suites).

import { createHash, randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3rver } from '../../../scripts/lib/s3rver.mjs';
import { postgresDown, startTwoProcessSite } from '../../../scripts/lib/two-process-site.mjs';
import { toneWav } from './wav';

const down = process.env.CI === 'true' ? null : await postgresDown();

/** Every request's limit: a loaded machine answers slowly, a lost one must not hang the run. */
const REQUEST_MS = 20_000;

interface Envelope<T> {
  code: number;
  message?: string;
  data: T;
}

/** Every file under `dir`, by path. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe.skipIf(down !== null)(`two processes, one database, one bucket${down ? ` (skipped: ${down})` : ''}`, () => {
  let s3: Awaited<ReturnType<typeof startS3rver>>;
  let site: Awaited<ReturnType<typeof startTwoProcessSite>>;

  /** A request through the router to process `index` (0 is A, 1 is B). */
  const on = (index: number, path: string, init: RequestInit = {}, token = '') =>
    fetch(`${site.base}/behind${path}`, {
      ...init,
      headers: { ...site.via(index), ...(token ? { 'admin-token': token } : {}), ...init.headers },
      signal: AbortSignal.timeout(REQUEST_MS),
    });
  const json = async <T>(index: number, path: string, init: RequestInit = {}, token = ''): Promise<T> => {
    const response = await on(index, path, init, token);
    const body = (await response.json()) as Envelope<T>;
    if (response.status !== 200 || body.code !== 1)
      throw new Error(
        `${init.method ?? 'GET'} ${path} on process ${index}: ${response.status} ${JSON.stringify(body)}`,
      );
    return body.data;
  };
  const signIn = (index: number, username: string, password: string) =>
    json<{ token: string }>(index, '/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });

  beforeAll(async () => {
    s3 = await startS3rver();
    // One key for secrets at rest on every process, as compose.yaml sets it: each has a data directory of its own.
    site = await startTwoProcessSite({
      env: { ...s3.env, SECRET_KEY: randomBytes(32).toString('base64'), TRUST_PROXY: '1' },
    });
  });
  afterAll(async () => {
    await site?.stop();
    await s3?.stop();
  });

  it('answers the health check on both processes, each on PostgreSQL', async () => {
    expect(site.backends).toHaveLength(2);
    expect(new Set(site.backends).size).toBe(2);
    for (const backend of site.backends) {
      const response = await fetch(`${backend}/behind/health`, { signal: AbortSignal.timeout(REQUEST_MS) });
      expect(response.status, backend).toBe(200);
      const body = (await response.json()) as Envelope<{ database: { kind: string; up: boolean } }>;
      expect(body.data.database).toMatchObject({ kind: 'postgres', up: true });
    }
    for (const index of [0, 1]) expect((await on(index, '/health')).status).toBe(200);
  });

  it('serves a file uploaded through A from B, out of the shared bucket', async () => {
    const { token } = await signIn(0, 'admin', 'Sb-WangLei#2026');
    // The session made on A is good on B: sessions live in the database, not in a process.
    await json(1, '/account/messages', {}, token);

    // A tone of its own pitch: bytes no other material has, so the upload stores them.
    const wav = toneWav(1, { hertz: 300 + Math.floor(Math.random() * 500) });
    const hash = createHash('sha256').update(wav).digest('hex');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), `scale-out-${Date.now()}.wav`);
    form.append('meta', JSON.stringify({ duration: 1, peaks: Array.from({ length: 30 }, () => 0.6) }));
    const uploaded = await json<{ material: { id: number }; existing?: boolean }>(
      0,
      '/materials',
      { method: 'POST', body: form },
      token,
    );
    expect(uploaded.existing ?? false).toBe(false);

    // The bytes are in the object store under their hash (files/ab/cdef…)…
    const stored = filesUnder(s3.directory).filter((path) => path.includes(hash.slice(2)));
    expect(stored.length, `objects named by ${hash} under the bucket`).toBeGreaterThan(0);
    // …and B, whose data directory never saw them, serves the same bytes.
    const download = await on(1, `/files/${uploaded.material.id}`, {}, token);
    expect(download.status).toBe(200);
    const served = Buffer.from(await download.arrayBuffer());
    expect(served.length).toBe(wav.length);
    expect(createHash('sha256').update(served).digest('hex')).toBe(hash);
  });

  it('refuses on B a token signed out on A', async () => {
    const { token } = await signIn(0, 'editor', 'Sb-LiuYang#2026');
    // B has the session in its cache before the sign-out: only the NOTIFY from A's sign-out can take it out.
    await json(1, '/account/messages', {}, token);
    await json(1, '/account/messages', {}, token);
    await json(0, '/user/login_out', { method: 'POST' }, token);
    expect((await on(0, '/account/messages', {}, token)).status).toBe(401);
    // The NOTIFY reaches B milliseconds after the commit, later on a loaded machine: wait for it, then B must
    // keep refusing.
    await expect
      .poll(async () => (await on(1, '/account/messages', {}, token)).status, { timeout: 30_000, interval: 100 })
      .toBe(401);
    for (let look = 0; look < 4; look += 1) expect((await on(1, '/account/messages', {}, token)).status).toBe(401);
  });
});
