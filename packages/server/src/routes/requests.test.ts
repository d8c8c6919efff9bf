import { expect, it } from 'vitest';
import { PUBLIC_LIMIT } from '../auth/public-rate-limit';
import { accountRequests } from '../db/schema';
import { DEMO, forEachDriver, type Harness } from '../test/harness';
import { MAX_PENDING_PER_ADDRESS } from './requests';

const REGISTER = {
  username: 'New.Tech',
  password: 'Mixer#Desk-2026',
  email: 'tech@example.com',
  nickname: '新同事',
  reason: '安装部',
};

interface Row {
  id: number;
  username: string;
  kind: string;
  status: string;
  ip: string;
  userExists: boolean;
}

async function requests(h: Harness, token: string, query = ''): Promise<Row[]> {
  const res = await h.call('GET', `/behind/account/requests${query}`, { token });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function find(h: Harness, token: string, username: string, kind = 'register'): Promise<Row> {
  const row = (await requests(h, token, `?kind=${kind}`)).find((r) => r.username === username);
  if (!row) throw new Error(`no ${kind} request for ${username}`);
  return row;
}

forEachDriver('register and forgot-password requests', (h) => {
  it('registers a request an admin approves into a viewer account', async () => {
    const res = await h.call('POST', '/behind/account/register', { json: REGISTER, ip: '10.5.0.1' });
    expect(res.body).toMatchObject({ code: 1, data: { status: 'pending' } });
    const login = await h.call('POST', '/behind/user/login', {
      json: { username: 'new.tech', password: REGISTER.password },
      ip: '10.5.0.1',
    });
    expect(login.body.code).toBe(400006);

    const admin = await h.login('admin', DEMO.admin);
    const request = await find(h, admin, 'new.tech');
    expect(request).toMatchObject({ nickname: '新同事', reason: '安装部', ip: '10.5.0.1', userExists: false });
    expect(request).not.toHaveProperty('passwordHash');
    const approved = await h.call('POST', `/behind/account/requests/${request.id}/approve`, { token: admin, json: {} });
    expect(approved.body.data).toMatchObject({ status: 'approved' });
    expect(approved.body.data).not.toHaveProperty('password');
    expect(
      (await h.call('POST', `/behind/account/requests/${request.id}/reject`, { token: admin, json: {} })).status,
    ).toBe(409);
    const token = await h.login('new.tech', REGISTER.password, { ip: '10.5.0.2' });
    expect((await h.call('POST', '/behind/user/user_info', { token })).body.data.role).toEqual(['viewer']);
  });

  it('answers a taken name exactly like a free one, files it hashed, and shows the clash to the administrator', async () => {
    const free = await h.call('POST', '/behind/account/register', {
      json: { ...REGISTER, username: 'fresh.face' },
      ip: '10.5.3.1',
    });
    const taken = await h.call('POST', '/behind/account/register', {
      json: { ...REGISTER, username: 'Sales' },
      ip: '10.5.3.2',
    });
    expect(taken.status).toBe(free.status);
    expect(taken.body).toEqual(free.body);
    const admin = await h.login('admin', DEMO.admin);
    const clash = await find(h, admin, 'sales');
    expect(clash.userExists).toBe(true);
    expect((await find(h, admin, 'fresh.face')).userExists).toBe(false);
    // Both went through the same work (argon2), so neither answer comes back sooner.
    const stored = await h.database.db.select().from(accountRequests);
    for (const name of ['sales', 'fresh.face']) {
      expect(stored.find((row) => row.username === name)?.passwordHash).toMatch(/^\$argon2id\$/);
    }
    const refused = await h.call('POST', `/behind/account/requests/${clash.id}/approve`, { token: admin, json: {} });
    expect(refused.status).toBe(409);
    expect((await find(h, admin, 'sales')).status).toBe('pending');
    await h.login('sales', DEMO.sales);
  });

  it('refuses weak passwords with translated field issues: short, common, containing the username', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ password: 'Ab1!xyz' }, 'The password needs at least 8 characters'],
      [{ password: 'Admin@123' }, 'This password is too common; choose another'],
      [{ password: 'P@ssw0rd' }, 'This password is too common; choose another'],
      [{ username: 'quinn', password: 'Quinn#Mixer9' }, 'The password cannot contain the username'],
    ];
    for (const [index, [change, message]] of cases.entries()) {
      const res = await h.call('POST', '/behind/account/register', {
        json: { ...REGISTER, username: `weak${index}`, ...change },
        headers: { 'arco-locale': 'en-US' },
        ip: `10.5.4.${index}`,
      });
      expect(res.status).toBe(422);
      expect(res.body.data.issues).toEqual([{ path: 'password', message }]);
    }
    const zh = await h.call('POST', '/behind/account/register', {
      json: { ...REGISTER, username: 'weak9', password: 'Ab1!xyz' },
      headers: { 'arco-locale': 'zh-CN' },
      ip: '10.5.4.9',
    });
    expect(zh.body.message).toBe('密码至少需要 8 个字符');
    const admin = await h.login('admin', DEMO.admin);
    expect((await requests(h, admin)).filter((row) => row.username.startsWith('weak'))).toEqual([]);
  });

  it('applies the configured minimum length, never below 8', async () => {
    const admin = await h.login('admin', DEMO.admin);
    const group = await h.call('GET', '/behind/config/security', { token: admin });
    const set = await h.call('PUT', '/behind/config/security', {
      token: admin,
      json: { ...group.body.data.values, passwordMinLength: 16, version: group.body.data.version },
    });
    expect(set.status).toBe(200);
    const short = await h.call('POST', '/behind/account/register', {
      json: { ...REGISTER, username: 'long.one' },
      headers: { 'arco-locale': 'en-US' },
      ip: '10.5.5.1',
    });
    expect(short.body.data.issues).toEqual([
      { path: 'password', message: 'The password needs at least 16 characters' },
    ]);
    const own = await h.call('PUT', '/behind/account/password', {
      token: admin,
      headers: { 'arco-locale': 'en-US' },
      json: { oldPassword: DEMO.admin, newPassword: 'Mixer#Desk-2026' },
    });
    expect(own.body.data.issues).toEqual([
      { path: 'newPassword', message: 'The password needs at least 16 characters' },
    ]);
    const now = await h.call('GET', '/behind/config/security', { token: admin });
    await h.call('PUT', '/behind/config/security', {
      token: admin,
      json: { ...now.body.data.values, passwordMinLength: 8, version: now.body.data.version },
    });
    const fine = await h.call('POST', '/behind/account/register', {
      json: { ...REGISTER, username: 'long.one' },
      ip: '10.5.5.1',
    });
    expect(fine.body.code).toBe(1);
  });

  it('rejects a registration', async () => {
    await h.call('POST', '/behind/account/register', {
      json: { ...REGISTER, username: 'spammer', email: 's@example.com', nickname: 'S' },
      ip: '10.5.1.9',
    });
    const admin = await h.login('admin', DEMO.admin);
    const request = await find(h, admin, 'spammer');
    const res = await h.call('POST', `/behind/account/requests/${request.id}/reject`, {
      token: admin,
      json: { note: 'unknown person' },
    });
    expect(res.body.data.status).toBe('rejected');
    const login = await h.call('POST', '/behind/user/login', {
      json: { username: 'spammer', password: REGISTER.password },
      ip: '10.5.1.1',
    });
    expect(login.body.code).toBe(400006);
  });

  it('files a reset without revealing the account; approval answers a one-time password the user must change', async () => {
    const known = await h.call('POST', '/behind/account/forgot-password', {
      json: { username: 'warehouse', note: 'forgot it' },
      ip: '10.5.6.1',
    });
    const unknown = await h.call('POST', '/behind/account/forgot-password', {
      json: { username: 'nobody-here' },
      ip: '10.5.6.2',
    });
    expect(known.body).toEqual(unknown.body);
    // Filing changes nothing: the old password still works until an administrator approves.
    const oldToken = await h.login('warehouse', DEMO.warehouse);
    const admin = await h.login('admin', DEMO.admin);
    const request = await find(h, admin, 'warehouse', 'reset');
    expect(request).toMatchObject({ ip: '10.5.6.1', userExists: true, status: 'pending' });
    expect((await find(h, admin, 'nobody-here', 'reset')).userExists).toBe(false);
    const done = await h.call('POST', `/behind/account/requests/${request.id}/approve`, { token: admin, json: {} });
    expect(done.body.data).toMatchObject({ status: 'approved' });
    const password: string = done.body.data.password;
    expect(password.length).toBeGreaterThanOrEqual(8);
    expect((await h.call('POST', '/behind/user/user_info', { token: oldToken })).body.code).toBe(400005);
    const token = await h.login('warehouse', password, { ip: '10.5.6.3' });
    expect((await h.call('POST', '/behind/user/user_info', { token })).body.data.mustChangePassword).toBe(true);
    const blocked = await h.call('GET', '/behind/inventory/stock', { token });
    expect(blocked.body.code).toBe(400031);
    const changed = await h.call('PUT', '/behind/account/password', {
      token,
      json: { oldPassword: password, newPassword: DEMO.warehouse },
    });
    expect(changed.body.code).toBe(1);
    expect((await h.call('GET', '/behind/inventory/stock', { token })).body.code).toBe(1);
    const ghost = await find(h, admin, 'nobody-here', 'reset');
    const missing = await h.call('POST', `/behind/account/requests/${ghost.id}/approve`, { token: admin, json: {} });
    expect(missing.status).toBe(404);
    expect((await find(h, admin, 'nobody-here', 'reset')).status).toBe('pending');
    const none = await h.call('POST', '/behind/account/requests/999999/approve', { token: admin, json: {} });
    expect(none.status).toBe(404);
  });

  it('lets exactly one of two simultaneous approvals act', async () => {
    await h.call('POST', '/behind/account/forgot-password', { json: { username: 'editor' }, ip: '10.5.7.1' });
    const [first, second] = [await h.login('admin', DEMO.admin), await h.login('admin', DEMO.admin)];
    const request = await find(h, first, 'editor', 'reset');
    const answers = await Promise.all(
      [first, second].map((token) =>
        h.call('POST', `/behind/account/requests/${request.id}/approve`, { token, json: {} }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200);
    // The password the winner was shown is the one that works: the loser generated none that stuck.
    await h.login('editor', winner?.body.data.password, { ip: '10.5.7.2' });
  });
});

forEachDriver('account request abuse bounds', (h) => {
  it('limits register per address before any hashing or policy check, other addresses unaffected', async () => {
    const ip = '10.6.0.1';
    for (let i = 0; i < PUBLIC_LIMIT; i += 1) {
      const res = await h.call('POST', '/behind/account/register', {
        json: { ...REGISTER, username: `burst${i}` },
        ip,
      });
      expect(res.body.code).toBe(1);
    }
    // Over the limit even a common password gets the 429: the limit comes before the policy and argon2.
    const over = await h.call('POST', '/behind/account/register', {
      json: { ...REGISTER, username: 'burst9', password: 'Admin@123' },
      headers: { 'arco-locale': 'en-US' },
      ip,
    });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('Too many attempts, please try again later');
    const elsewhere = await h.call('POST', '/behind/account/register', {
      json: { ...REGISTER, username: 'elsewhere' },
      ip: '10.6.0.2',
    });
    expect(elsewhere.body.code).toBe(1);
  });

  it('lets at most the limit through when many requests from one address arrive at once', async () => {
    const ip = '10.6.1.1';
    const answers = await Promise.all(
      Array.from({ length: 2 * PUBLIC_LIMIT }, (_, i) =>
        h.call('POST', '/behind/account/forgot-password', { json: { username: `parallel${i}` }, ip }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(PUBLIC_LIMIT);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(PUBLIC_LIMIT);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
  });

  it('bounds pending requests per address, and expires old ones after the configured days', async () => {
    const ip = '10.6.2.1';
    for (let i = 0; i < MAX_PENDING_PER_ADDRESS; i += 1) {
      await h.call('POST', '/behind/account/register', { json: { ...REGISTER, username: `pend${i}` }, ip });
    }
    // A new window for the route, but the address already has its most pending requests.
    h.offsetMs += 61 * 60 * 1000;
    const bounded = await h.call('POST', '/behind/account/forgot-password', { json: { username: 'pend0' }, ip });
    expect(bounded.status).toBe(429);
    const admin = await h.login('admin', DEMO.admin);
    const pending = (await requests(h, admin, '?status=pending')).filter((row) => row.ip === ip);
    expect(pending.length).toBe(MAX_PENDING_PER_ADDRESS);

    h.offsetMs += 15 * 24 * 60 * 60 * 1000;
    const fresh = await h.login('admin', DEMO.admin, { ip: '10.6.2.9' });
    const expired = (await requests(h, fresh, '?status=expired')).filter((row) => row.ip === ip);
    expect(expired.length).toBe(MAX_PENDING_PER_ADDRESS);
    const late = await h.call('POST', `/behind/account/requests/${expired[0]?.id}/approve`, { token: fresh, json: {} });
    expect(late.status).toBe(409);
    const again = await h.call('POST', '/behind/account/forgot-password', { json: { username: 'pend0' }, ip });
    expect(again.body.code).toBe(1);
  });
});

const CERT = {
  accountType: 'enterprise',
  legalPersonName: '王磊',
  legalPersonCertType: 'id_card',
  legalPersonCertNumber: '310106198001010011',
  enterpriseName: '<b>声博</b> 音响',
  enterpriseCertType: 'business_license',
  organizationCode: '91310106MA1FL0XX2K',
};

forEachDriver('enterprise certification', (h) => {
  it('shows the enterprise info and records, submits, checks and withdraws', async () => {
    const token = await h.login('admin', DEMO.admin);
    const seeded = await h.call('GET', '/behind/account/certification', { token });
    expect(seeded.body.data.enterpriseInfo).toMatchObject({
      status: 'pass',
      enterpriseName: '上海声博音响系统有限公司',
    });
    expect(seeded.body.data.records.map((r: { status: string }) => r.status).sort()).toEqual(['auditing', 'pass']);

    const created = await h.call('POST', '/behind/account/certification', { token, json: CERT });
    expect(created.body.data).toMatchObject({ status: 'auditing', enterpriseName: '<b>声博</b> 音响' });
    const id = created.body.data.id;
    expect((await h.call('GET', `/behind/account/certification/${id}`, { token })).body.data.organizationCode).toBe(
      CERT.organizationCode,
    );
    const withdrawn = await h.call('POST', `/behind/account/certification/${id}/withdraw`, { token });
    expect(withdrawn.body.data.status).toBe('withdrawn');
    const again = await h.call('POST', `/behind/account/certification/${id}/withdraw`, { token });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(400011);
    const pass = seeded.body.data.enterpriseInfo.id;
    expect((await h.call('POST', `/behind/account/certification/${pass}/withdraw`, { token })).status).toBe(409);
  });

  it('validates the fields and keeps records private; reviewers approve', async () => {
    const sales = await h.login('sales', DEMO.sales);
    const bad = await h.call('POST', '/behind/account/certification', {
      token: sales,
      json: { ...CERT, accountType: 'alien', legalPersonName: '' },
    });
    expect(bad.body.data.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'accountType',
      'legalPersonName',
    ]);
    const mine = await h.call('POST', '/behind/account/certification', { token: sales, json: CERT });
    const other = await h.login('viewer', DEMO.viewer);
    expect((await h.call('GET', `/behind/account/certification/${mine.body.data.id}`, { token: other })).status).toBe(
      404,
    );
    expect(
      (await h.call('POST', `/behind/account/certification/${mine.body.data.id}/withdraw`, { token: other })).status,
    ).toBe(404);
    expect(
      (await h.call('POST', `/behind/account/certification/${mine.body.data.id}/approve`, { token: sales })).status,
    ).toBe(403);
    const admin = await h.login('admin', DEMO.admin);
    const approved = await h.call('POST', `/behind/account/certification/${mine.body.data.id}/approve`, {
      token: admin,
    });
    expect(approved.body.data.status).toBe('pass');
    const info = await h.call('GET', '/behind/account/certification', { token: sales });
    expect(info.body.data.enterpriseInfo.id).toBe(mine.body.data.id);
  });
});
