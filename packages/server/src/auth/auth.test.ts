import { menuKeyGroups } from '@soundboard/contract';
import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { DEMO, forEachDriver } from '../test/harness';
import { hashPassword, PRODUCTION_ARGON2, verifyPassword } from './password';
import { SESSION_POLICY } from './sessions';
import { THROTTLE } from './throttle';

describe('argon2', () => {
  it('loads its native binding and hashes with argon2id', async () => {
    const hash = await hashPassword('Secret@123');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hash, 'Secret@123')).toBe(true);
    expect(await verifyPassword(hash, 'secret@123')).toBe(false);
    expect(await verifyPassword(null, 'Secret@123')).toBe(false);
  });

  it('keeps OWASP-grade production parameters (m >= 19 MiB, t >= 2)', async () => {
    expect(PRODUCTION_ARGON2.memoryCost).toBeGreaterThanOrEqual(19_456);
    expect(PRODUCTION_ARGON2.timeCost).toBeGreaterThanOrEqual(2);
    const hash = await argon2.hash('x', PRODUCTION_ARGON2);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

forEachDriver('login, session and user endpoints', (h) => {
  it('logs in and returns a 256-bit token; user_info has name, avatar, roles and permissions', async () => {
    const login = await h.call('POST', '/behind/user/login', { json: { username: 'Sales', password: DEMO.sales } });
    expect(login.status).toBe(200);
    expect(login.body.code).toBe(1);
    const token = login.body.data.token as string;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const info = await h.call('POST', '/behind/user/user_info', { token, headers: { 'arco-locale': 'en-US' } });
    expect(info.body.data).toMatchObject({ user_name: 'sales', avatar: '', role: ['sales'], roleNames: ['Sales'] });
    expect(info.body.data.permissions).toContain('order:write');
    expect(info.body.data.permissions).not.toContain('user:write');
  });

  it('answers the login with the signed-in user, exactly what user_info answers', async () => {
    const headers = { 'arco-locale': 'zh-CN' };
    const login = await h.call('POST', '/behind/user/login', {
      json: { username: 'admin', password: DEMO.admin },
      headers,
    });
    const { token, user } = login.body.data;
    const info = await h.call('POST', '/behind/user/user_info', { token, headers });
    expect(user).toEqual(info.body.data);
    expect(user).toMatchObject({ user_name: 'admin', role: ['admin'] });
    expect(user).not.toHaveProperty('passwordHash');
  });

  it('refuses wrong passwords and unknown users alike with 401 / 400006', async () => {
    const wrong = await h.call('POST', '/behind/user/login', {
      json: { username: 'admin', password: 'nope' },
      ip: '10.9.0.1',
    });
    const unknown = await h.call('POST', '/behind/user/login', {
      json: { username: 'ghost', password: 'nope' },
      ip: '10.9.0.2',
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(400006);
      expect(res.body.data).toBeNull();
    }
  });

  it('answers 400005 for a missing, malformed or unknown token', async () => {
    for (const token of [undefined, 'short', 'x'.repeat(43)]) {
      const res = await h.call('POST', '/behind/user/user_info', token ? { token } : {});
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(400005);
    }
  });

  it('finds a user by id and 404s / 422s otherwise', async () => {
    const token = await h.login('viewer', DEMO.viewer);
    const found = await h.call('GET', '/behind/user/find?id=1', { token });
    expect(found.body.data).toEqual({ id: 1, user_name: 'admin', user_avatar: '' });
    expect((await h.call('GET', '/behind/user/find?id=99999', { token })).status).toBe(404);
    expect((await h.call('GET', '/behind/user/find?id=abc', { token })).status).toBe(422);
    expect((await h.call('GET', '/behind/user/find?id=1&x=2', { token })).status).toBe(422);
    expect((await h.call('GET', '/behind/user/find?id=99999999999', { token })).status).toBe(422);
  });

  it('returns the menu filtered by permission', async () => {
    const keys = async (user: keyof typeof DEMO) => {
      const res = await h.call('POST', '/behind/user/menu', { token: await h.login(user, DEMO[user]) });
      expect(res.body.code).toBe(1);
      return (res.body.data as { key: string; children?: { key: string }[] }[]).map(
        (item) => `${item.key}:${(item.children ?? []).map((child) => child.key).join(',')}`,
      );
    };
    const admin = await keys('admin');
    expect(admin).toContain(
      'setting:setting.role,setting.user,setting.userKpi,setting.certification,setting.config,setting.menus',
    );
    // Every page of a group, in the screens' order (the order group grows with each resource placed in it).
    const order =
      menuKeyGroups()
        .find((group) => group.key === 'order')
        ?.pages.map((page) => page.key) ?? [];
    expect(order.slice(0, 5)).toEqual([
      'order.sale',
      'order.receipt',
      'order.delivery',
      'order.refund',
      'order.refundDelivery',
    ]);
    expect(admin).toContain(`order:${order.join(',')}`);
    const warehouse = await keys('warehouse');
    const inventory = warehouse
      .find((entry) => entry.startsWith('inventory:'))
      ?.split(':')[1]
      ?.split(',');
    expect(inventory).toEqual(expect.arrayContaining(['inventory.list', 'inventory.warehouse']));
    expect(warehouse).toContain('crm:crm.supplier');
    expect(warehouse.some((entry) => entry.startsWith('setting:'))).toBe(false);
    expect(warehouse.some((entry) => entry.startsWith('finance:'))).toBe(false);
  });

  it('revokes the session on logout', async () => {
    const token = await h.login('editor', DEMO.editor);
    expect((await h.call('POST', '/behind/user/login_out', { token })).body.code).toBe(1);
    const after = await h.call('POST', '/behind/user/user_info', { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(400005);
    expect((await h.call('POST', '/behind/user/login_out', { token })).status).toBe(401);
  });

  it('expires an idle session, keeps an active one alive, and ends every session at the absolute limit', async () => {
    h.offsetMs = 0;
    const idle = await h.login('finance', DEMO.finance);
    const active = await h.login('finance', DEMO.finance);
    const step = SESSION_POLICY.normal.idle - 10 * 60_000;
    h.offsetMs += step;
    expect((await h.call('POST', '/behind/user/user_info', { token: active })).body.code).toBe(1);
    h.offsetMs += step; // idle one is past its idle limit, the active one was touched
    expect((await h.call('POST', '/behind/user/user_info', { token: idle })).body.code).toBe(400005);
    expect((await h.call('POST', '/behind/user/user_info', { token: active })).body.code).toBe(1);
    while (h.offsetMs + step < SESSION_POLICY.normal.absolute) {
      h.offsetMs += step;
      expect((await h.call('POST', '/behind/user/user_info', { token: active })).body.code).toBe(1);
    }
    h.offsetMs = SESSION_POLICY.normal.absolute + 1;
    expect((await h.call('POST', '/behind/user/user_info', { token: active })).body.code).toBe(400005);
    h.offsetMs = 0;
  });

  it('lets "remember me" outlive the normal limits', async () => {
    h.offsetMs = 0;
    const token = await h.login('finance', DEMO.finance, { remember: true });
    h.offsetMs = SESSION_POLICY.normal.absolute + 60_000;
    expect((await h.call('POST', '/behind/user/user_info', { token })).body.code).toBe(1);
    h.offsetMs = SESSION_POLICY.remember.absolute + 1;
    expect((await h.call('POST', '/behind/user/user_info', { token })).body.code).toBe(400005);
    h.offsetMs = 0;
  });

  it('throttles 5 failures per account within 15 minutes with 429, even with the right password', async () => {
    h.offsetMs = 0;
    for (let i = 0; i < THROTTLE.maxFailures; i += 1) {
      const res = await h.call('POST', '/behind/user/login', {
        json: { username: 'warehouse', password: 'bad' },
        ip: `10.1.0.${i}`,
      });
      expect(res.status).toBe(401);
    }
    const blocked = await h.call('POST', '/behind/user/login', {
      json: { username: 'warehouse', password: DEMO.warehouse },
      ip: '10.1.1.1',
      headers: { 'accept-language': 'en-US' },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: 400029, message: 'Too many attempts, please try again in 1\u00a0min' });
    h.offsetMs = THROTTLE.windowMs + 1000;
    await h.login('warehouse', DEMO.warehouse, { ip: '10.1.1.1' });
    h.offsetMs = 0;
  });

  it('throttles 5 failures per client address across accounts', async () => {
    h.offsetMs = 0;
    for (let i = 0; i < THROTTLE.maxFailures; i += 1) {
      await h.call('POST', '/behind/user/login', { json: { username: `nobody${i}`, password: 'bad' }, ip: '10.2.0.9' });
    }
    const blocked = await h.call('POST', '/behind/user/login', {
      json: { username: 'viewer', password: DEMO.viewer },
      ip: '10.2.0.9',
    });
    expect(blocked.status).toBe(429);
    await h.login('viewer', DEMO.viewer, { ip: '10.2.0.10' });
  });

  it('ends every session of a user who is disabled, and refuses their login', async () => {
    const admin = await h.login('admin', DEMO.admin);
    const victim = await h.login('editor', DEMO.editor);
    const list = await h.call('GET', '/behind/settings/users', { token: admin });
    const editor = list.body.data.find((user: { username: string }) => user.username === 'editor');
    const off = await h.call('PUT', `/behind/settings/users/${editor.id}/status`, {
      token: admin,
      json: { status: 'disabled' },
    });
    expect(off.body.data.status).toBe('disabled');
    expect((await h.call('POST', '/behind/user/user_info', { token: victim })).body.code).toBe(400005);
    const retry = await h.call('POST', '/behind/user/login', {
      json: { username: 'editor', password: DEMO.editor },
      ip: '10.3.0.1',
    });
    expect(retry.body.code).toBe(400006);
    await h.call('PUT', `/behind/settings/users/${editor.id}/status`, { token: admin, json: { status: 'active' } });
    await h.login('editor', DEMO.editor, { ip: '10.3.0.2' });
  });
});
