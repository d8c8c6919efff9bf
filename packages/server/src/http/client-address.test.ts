/**
 * Issue 16 finding 4: X-Forwarded-For is the client's own text unless one of our proxies wrote it. Only a trusted
 * peer's header is read, and then the hop our outermost proxy appended, not the leftmost.
 */
import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { DEMO, forEachDriver } from '../test/harness';
import { clientAddress, isHttps, type ProxyTrust, proxyTrust } from './client-address';
import type { AppDeps, AppEnv } from './env';

async function addressOf(options: {
  trustProxy: boolean;
  trust?: ProxyTrust;
  peer?: string;
  headers?: Record<string, string>;
}) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    const deps = { trustProxy: options.trustProxy, ...(options.trust ? { proxyTrust: options.trust } : {}) };
    c.set('deps', deps as AppDeps);
    await next();
  });
  app.get('/', (c) => c.json({ address: clientAddress(c), https: isHttps(c) }));
  const bindings = options.peer ? { incoming: { socket: { remoteAddress: options.peer } } } : undefined;
  const answer = await app.request('/', { headers: options.headers ?? {} }, bindings);
  return (await answer.json()) as { address: string; https: boolean };
}

describe('clientAddress', () => {
  const forged = { 'x-forwarded-for': '1.2.3.4', 'x-forwarded-proto': 'https' };

  it('ignores X-Forwarded-For (and -Proto) from a peer that is not a trusted proxy', async () => {
    expect(await addressOf({ trustProxy: true, peer: '203.0.113.9', headers: forged })).toEqual({
      address: '203.0.113.9',
      https: false,
    });
    // Without a socket (an in-process request) there is no peer to trust either.
    expect((await addressOf({ trustProxy: true, headers: forged })).address).toBe('unknown');
  });

  it('ignores X-Forwarded-For without TRUST_PROXY, even from loopback', async () => {
    expect((await addressOf({ trustProxy: false, peer: '127.0.0.1', headers: forged })).address).toBe('127.0.0.1');
  });

  it('takes the hop our proxy appended, not the client-chosen leftmost one', async () => {
    const headers = { 'x-forwarded-for': '6.6.6.6, 198.51.100.7', 'x-forwarded-proto': 'https' };
    expect(await addressOf({ trustProxy: true, peer: '127.0.0.1', headers })).toEqual({
      address: '198.51.100.7',
      https: true,
    });
    // A dual-stack socket reports IPv4 loopback as ::ffff:127.0.0.1: still loopback.
    expect((await addressOf({ trustProxy: true, peer: '::ffff:127.0.0.1', headers })).address).toBe('198.51.100.7');
  });

  it('walks back as many hops as there are trusted proxies, from the configured addresses', async () => {
    const trust = proxyTrust('10.0.0.0/8, fd00::1', 2);
    const headers = { 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.1.2.3' };
    expect((await addressOf({ trustProxy: true, trust, peer: '10.9.9.9', headers })).address).toBe('198.51.100.7');
    expect((await addressOf({ trustProxy: true, trust, peer: 'fd00::1', headers })).address).toBe('198.51.100.7');
    // Loopback is not in this list.
    expect((await addressOf({ trustProxy: true, trust, peer: '127.0.0.1', headers })).address).toBe('127.0.0.1');
    // Fewer entries than proxies: each was written by one of ours.
    const short = { 'x-forwarded-for': '198.51.100.8' };
    expect((await addressOf({ trustProxy: true, trust, peer: '10.9.9.9', headers: short })).address).toBe(
      '198.51.100.8',
    );
  });

  it('falls back to the peer when the trusted hop is not an address', async () => {
    const headers = { 'x-forwarded-for': 'evil, <script>' };
    expect((await addressOf({ trustProxy: true, peer: '127.0.0.1', headers })).address).toBe('127.0.0.1');
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address, and hops below 1', () => {
    expect(() => proxyTrust('10.0.0.0/8, proxy.local')).toThrow(/not an address/);
    expect(() => proxyTrust('127.0.0.1', 0)).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});

forEachDriver('client address in sign-in', (h) => {
  it('throttles and records the peer, not a forged X-Forwarded-For, when the peer is no proxy of ours', async () => {
    const peer = '203.0.113.50';
    for (let i = 0; i < 5; i += 1) {
      const guess = await h.call('POST', '/behind/user/login', {
        json: { username: `ghost-${i}`, password: 'x' },
        ip: `172.16.0.${i}`,
        peer,
      });
      expect(guess.status).toBe(401);
    }
    // Every guess came from one address, whatever the header claimed.
    const blocked = await h.call('POST', '/behind/user/login', {
      json: { username: 'viewer', password: DEMO.viewer },
      ip: '172.16.0.99',
      peer,
    });
    expect(blocked.status).toBe(429);

    await h.login('viewer', DEMO.viewer, { ip: '172.16.1.1', peer: '203.0.113.51' });
    const [session] = await h.deps.db.select().from(sessions).orderBy(desc(sessions.id)).limit(1);
    expect(session?.ip).toBe('203.0.113.51');
  });

  it('sends HSTS for X-Forwarded-Proto: https only when a trusted proxy says it', async () => {
    const headers = { 'x-forwarded-proto': 'https' };
    const forged = await h.call('GET', '/behind/health', { headers, peer: '203.0.113.52' });
    expect(forged.headers.get('strict-transport-security')).toBeNull();
    const proxied = await h.call('GET', '/behind/health', { headers, peer: '127.0.0.1' });
    expect(proxied.headers.get('strict-transport-security')).toMatch(/max-age=/);
  });

  it('behind the trusted proxy, records the hop it appended', async () => {
    await h.login('viewer', DEMO.viewer, { ip: '9.9.9.9, 198.51.100.20', peer: '127.0.0.1' });
    const [session] = await h.deps.db.select().from(sessions).orderBy(desc(sessions.id)).limit(1);
    expect(session?.ip).toBe('198.51.100.20');
  });
});
