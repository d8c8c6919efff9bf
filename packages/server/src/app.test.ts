import { expect, it } from 'vitest';
import { DEMO, forEachDriver } from './test/harness';

forEachDriver('app skeleton', (h) => {
  it('reports the database state on /behind/health without a session', async () => {
    const res = await h.call('GET', '/behind/health');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
    expect(res.body.data.database).toMatchObject({ kind: h.driver, up: true });
  });

  it('answers unknown routes with 404 and the envelope in the caller language', async () => {
    const zh = await h.call('GET', '/behind/nope');
    expect(zh.status).toBe(404);
    expect(zh.body).toEqual({ code: 400004, message: '未找到', data: null });
    const en = await h.call('GET', '/behind/nope', { headers: { 'accept-language': 'fr-FR' } });
    expect(en.body.message).toBe('Not found');
    const arco = await h.call('GET', '/behind/nope', {
      headers: { 'arco-locale': 'en-US', 'accept-language': 'zh-CN' },
    });
    expect(arco.body.message).toBe('Not found');
  });

  it('sets the security headers: CSP without inline script, no framing, nosniff, referrer policy, no HSTS on http', async () => {
    const res = await h.call('GET', '/behind/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    const tls = await h.call('GET', '/behind/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers.get('strict-transport-security')).toContain('max-age=');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a non-JSON body with 415 and a body over 64 KiB with 413', async () => {
    const form = await h.call('POST', '/behind/user/login', {
      body: 'username=admin&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(form.body.code).toBe(400015);
    const huge = await h.call('POST', '/behind/user/login', {
      json: { username: 'admin', password: 'x'.repeat(70 * 1024) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe(400013);
  });

  it('answers malformed JSON and wrong types with 422 and field issues', async () => {
    const broken = await h.call('POST', '/behind/user/login', {
      body: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(422);
    expect(broken.body.code).toBe(400022);
    const types = await h.call('POST', '/behind/user/login', { json: { username: 42, password: ['x'] } });
    expect(types.status).toBe(422);
    expect(types.body.data.issues.map((issue: { path: string }) => issue.path)).toEqual(['username', 'password']);
    const unknown = await h.call('POST', '/behind/user/login', {
      json: { username: 'a', password: 'b', role: 'admin' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.data.issues[0]).toEqual({ path: 'role', message: '未知字段' });
    const empty = await h.call('POST', '/behind/user/login', {
      json: { username: ' ', password: '' },
      headers: { 'accept-language': 'en-US' },
    });
    expect(empty.body.data.issues.map((issue: { message: string }) => issue.message)).toEqual([
      'Username cannot be empty',
      'Password cannot be empty',
    ]);
  });

  it('gzips only answers worth it, for clients that ask, with the API headers set', async () => {
    const token = await h.login('admin', DEMO.admin);
    const gzip = { 'accept-encoding': 'gzip' };
    const small = await h.call('GET', '/behind/user/find?id=1', { token, headers: gzip });
    expect(small.body.code).toBe(1);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(small.headers.get('cache-control')).toBe('no-store');
    expect(small.headers.get('vary')).toBe('Accept-Encoding');
    expect(small.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(small.headers.get('x-frame-options')).toBe('DENY');

    const zipped = await h.call('POST', '/behind/user/menu', { token, headers: gzip });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const plain = await h.call('POST', '/behind/user/menu', { token });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(JSON.stringify(plain.body).length).toBeGreaterThan(1024);
  });

  // Closes the suite's database: keep it last.
  it('hides an unexpected error behind a reference id', async () => {
    const token = await h.login('admin', DEMO.admin);
    await h.database.close();
    // The session is cached by now (login looked it up): a lookup by id still needs the closed database.
    const res = await h.call('GET', '/behind/user/find?id=1', { token });
    expect(res.status).toBe(500);
    expect(res.body.code).toBe(500000);
    expect(res.body.data.ref).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.message).toContain(res.body.data.ref);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|stack|Error:/);
    const health = await h.call('GET', '/behind/health');
    expect(health.status).toBe(503);
    expect(health.body.data.database.up).toBe(false);
  });
});
