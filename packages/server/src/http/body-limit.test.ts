/**
 * The body limit over real HTTP (Node's server, as in production): a POST that declares no body (the menu,
 * user_info) goes straight through without its absent stream being read, a small body is read whether it declares
 * its length (checked against the limit, then read from the socket) or streams it chunked (counted while read),
 * and a body over the JSON limit is refused with 413 either way.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { JSON_MAX_BYTES } from '../app';
import { DEMO, forEachDriver } from '../test/harness';

forEachDriver('body limit over HTTP', (h) => {
  let server: ReturnType<typeof serve>;
  let base = '';
  beforeAll(async () => {
    server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const streamed = (text: string) => {
    const bytes = new TextEncoder().encode(text);
    return {
      body: new ReadableStream({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 16_384) controller.enqueue(bytes.slice(at, at + 16_384));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit;
  };

  it('reads a small JSON body declared or chunked, and refuses a broken one with 422', async () => {
    const headers = { 'content-type': 'application/json' };
    const body = JSON.stringify({ username: 'admin', password: DEMO.admin });
    const declared = await fetch(`${base}/behind/user/login`, { method: 'POST', headers, body });
    expect(declared.status).toBe(200);
    expect(((await declared.json()) as { data: { token: string } }).data.token).toMatch(/\S{20,}/);
    const chunked = await fetch(`${base}/behind/user/login`, { method: 'POST', headers, ...streamed(body) });
    expect(chunked.status).toBe(200);
    expect(((await chunked.json()) as { data: { token: string } }).data.token).toMatch(/\S{20,}/);
    const broken = await fetch(`${base}/behind/user/login`, { method: 'POST', headers, body: '{"username":' });
    expect(broken.status).toBe(422);
  });

  it('answers a POST without a body, and refuses an oversized one declared or chunked', async () => {
    const token = await h.login('admin', DEMO.admin);
    const menu = await fetch(`${base}/behind/user/menu`, { method: 'POST', headers: { 'admin-token': token } });
    expect(menu.status).toBe(200);
    expect(((await menu.json()) as { code: number }).code).toBe(1);

    const big = JSON.stringify({ note: 'x'.repeat(JSON_MAX_BYTES) });
    const headers = { 'admin-token': token, 'content-type': 'application/json' };
    const declared = await fetch(`${base}/behind/user/menu`, { method: 'POST', headers, body: big });
    expect(declared.status).toBe(413);
    const chunked = await fetch(`${base}/behind/user/menu`, { method: 'POST', headers, ...streamed(big) });
    expect(chunked.status).toBe(413);
  });
});
