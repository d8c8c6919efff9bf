import { desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, users } from '../db/schema';
import { DEMO, forEachDriver } from '../test/harness';

const PROFILE = {
  email: 'li.na@soundboard.example',
  nickname: '李娜',
  countryRegion: 'SG',
  area: ['310000', '310100', '310106'],
  address: '上海市静安区',
  profile: '负责华东区商用音响项目 and BGM systems',
};

forEachDriver('profile and password', (h) => {
  it('reads and updates the profile with optimistic locking and an audit row', async () => {
    const token = await h.login('sales', DEMO.sales);
    const read = await h.call('GET', '/behind/account/profile', { token });
    expect(read.body.data).toMatchObject({ userName: 'sales', countryRegion: 'CN', version: 1 });
    expect(read.body.data.registrationDate).toMatch(/^\d{4}-\d\d-\d\dT/);
    const saved = await h.call('PUT', '/behind/account/profile', { token, json: { ...PROFILE, version: 1 } });
    expect(saved.body.code).toBe(1);
    expect(saved.body.data).toMatchObject({ nickname: '李娜', version: 2 });
    const stale = await h.call('PUT', '/behind/account/profile', {
      token,
      json: { ...PROFILE, nickname: 'X', version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(400009);
    expect((await h.call('GET', '/behind/account/profile', { token })).body.data.nickname).toBe('李娜');
    const [entry] = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'user.profile'))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ action: 'update', entityId: String(read.body.data.id) });
    expect(entry?.before).toMatchObject({ nickname: '李娜 Li Na' });
    expect(entry?.after).toMatchObject({ nickname: '李娜' });
    expect(JSON.stringify(entry)).not.toContain('argon2');
  });

  it('enforces the settings form rules with their documented messages', async () => {
    const token = await h.login('sales', DEMO.sales);
    const bad = await h.call('PUT', '/behind/account/profile', {
      token,
      headers: { 'accept-language': 'en-US' },
      json: { email: '', nickname: '', countryRegion: '', area: [], profile: 'word '.repeat(201), version: 2 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.data.issues.map((issue: { message: string }) => issue.message)).toEqual([
      'Please enter email address',
      'Please enter nickname',
      'Please select country/region',
      'Please Select a area',
      'No more than 200 words',
    ]);
    const zh = await h.call('PUT', '/behind/account/profile', {
      token,
      json: { ...PROFILE, profile: '字'.repeat(201), version: 2 },
    });
    expect(zh.body.message).toBe('不能超过200个字');
    const extra = await h.call('PUT', '/behind/account/profile', {
      token,
      json: { ...PROFILE, version: 2, status: 'active' },
    });
    expect(extra.status).toBe(422);
    const huge = await h.call('PUT', '/behind/account/profile', {
      token,
      json: { ...PROFILE, address: 'x'.repeat(5000), version: 2 },
    });
    expect(huge.status).toBe(422);
    const wrongType = await h.call('PUT', '/behind/account/profile', {
      token,
      json: { ...PROFILE, area: '310000', version: '2' },
    });
    expect(wrongType.body.data.issues.map((issue: { path: string }) => issue.path)).toEqual(['area', 'version']);
  });

  it('keeps what User info shows (office, introduction, website, phone) and checks the website and phone', async () => {
    const token = await h.login('finance', DEMO.finance);
    const version = (await h.call('GET', '/behind/account/profile', { token })).body.data.version;
    const about = {
      officeLocation: '上海 · 徐汇 3F',
      introduction: '负责对账与开票。Receipts and invoices.',
      website: 'https://soundboard.example/chen',
      phone: '+86 21-5555 0101',
    };
    const saved = await h.call('PUT', '/behind/account/profile', { token, json: { ...PROFILE, ...about, version } });
    expect(saved.body.code).toBe(1);
    expect(saved.body.data).toMatchObject(about);
    const overview = await h.call('GET', '/behind/account/overview', { token });
    expect(overview.body.data.profile.introduction).toBe(about.introduction);

    const bad = await h.call('PUT', '/behind/account/profile', {
      token,
      headers: { 'accept-language': 'en-US' },
      json: { ...PROFILE, website: 'javascript:alert(1)', phone: 'call me', version: version + 1 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.data.issues.map((issue: { path: string }) => issue.path)).toEqual(['website', 'phone']);
    expect(bad.body.data.issues[0].message).toMatch(/http:\/\/ or https:\/\//);
    const after = await h.call('GET', '/behind/account/profile', { token });
    expect(after.body.data.website).toBe(about.website);
  });

  it('stores SQL and HTML payloads as inert text', async () => {
    const token = await h.login('viewer', DEMO.viewer);
    const version = (await h.call('GET', '/behind/account/profile', { token })).body.data.version;
    const payload = {
      ...PROFILE,
      nickname: "Robert'); DROP TABLE users;--",
      address: '<script>alert(1)</script><img src=x onerror=alert(1)>',
      version,
    };
    expect((await h.call('PUT', '/behind/account/profile', { token, json: payload })).body.code).toBe(1);
    const back = await h.call('GET', '/behind/account/profile', { token });
    expect(back.body.data.nickname).toBe(payload.nickname);
    expect(back.body.data.address).toBe(payload.address);
    expect(back.headers.get('content-type')).toContain('application/json');
    expect(await h.database.db.$count(users)).toBeGreaterThanOrEqual(6);
  });

  it('changes the password under the policy, ends other sessions, and keeps this one', async () => {
    const token = await h.login('finance', DEMO.finance);
    const other = await h.login('finance', DEMO.finance);
    const weak = await h.call('PUT', '/behind/account/password', {
      token,
      headers: { 'accept-language': 'en-US' },
      json: { oldPassword: DEMO.finance, newPassword: 'abc1!' },
    });
    expect(weak.status).toBe(422);
    expect(weak.body.message).toBe('The password needs at least 8 characters');
    const wrongOld = await h.call('PUT', '/behind/account/password', {
      token,
      json: { oldPassword: 'x', newPassword: 'New@Pass1' },
    });
    expect(wrongOld.body.data.issues[0].path).toBe('oldPassword');
    const done = await h.call('PUT', '/behind/account/password', {
      token,
      json: { oldPassword: DEMO.finance, newPassword: 'New@Pass1' },
    });
    expect(done.body.code).toBe(1);
    expect((await h.call('POST', '/behind/user/user_info', { token })).body.code).toBe(1);
    expect((await h.call('POST', '/behind/user/user_info', { token: other })).body.code).toBe(400005);
    await h.login('finance', 'New@Pass1');
  });
});

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082',
  'hex',
);

function upload(bytes: Uint8Array, type: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([Uint8Array.from(bytes)], { type }), 'avatar.png');
  return form;
}

forEachDriver('avatar', (h) => {
  it('uploads a PNG (judged by its bytes), serves it back and links it from user_info and find', async () => {
    const token = await h.login('editor', DEMO.editor);
    const res = await h.call('POST', '/behind/account/avatar', { token, body: upload(PNG, 'image/png') });
    expect(res.body.code).toBe(1);
    const url = res.body.data.avatar as string;
    expect(url).toMatch(/^\/behind\/user\/avatar\/\d+$/);
    const image = await h.app.request(url, { headers: { 'admin-token': token } });
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await h.call('POST', '/behind/user/user_info', { token })).body.data.avatar).toBe(url);
    expect((await h.app.request(url)).status).toBe(401);
  });

  it('refuses a non-image, a wrong field, a non-multipart body and an oversized file', async () => {
    const token = await h.login('editor', DEMO.editor);
    const html = await h.call('POST', '/behind/account/avatar', {
      token,
      body: upload(Buffer.from('<svg onload=alert(1)>'), 'image/png'),
    });
    expect(html.status).toBe(415);
    const field = await h.call('POST', '/behind/account/avatar', { token, body: upload(PNG, 'image/png', 'photo') });
    expect(field.status).toBe(422);
    const json = await h.call('POST', '/behind/account/avatar', { token, json: { file: 'x' } });
    expect(json.status).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 10)]);
    const large = await h.call('POST', '/behind/account/avatar', { token, body: upload(big, 'image/png') });
    expect(large.status).toBe(413);
  });
});

forEachDriver('messages', (h) => {
  it('lists by type in the caller language, marks read, marks all read and empties', async () => {
    const token = await h.login('viewer', DEMO.viewer);
    const all = await h.call('GET', '/behind/account/messages', { token });
    expect(all.body.data).toHaveLength(7);
    const todos = await h.call('GET', '/behind/account/messages?type=todo', {
      token,
      headers: { 'arco-locale': 'en-US' },
    });
    expect(todos.body.data.map((m: { type: string }) => m.type)).toEqual(['todo', 'todo']);
    expect(todos.body.data[0].title).toBe('Approve sale order SO-20261120-018');
    expect((await h.call('GET', '/behind/account/messages?type=spam', { token })).status).toBe(422);

    const first = todos.body.data[0].id;
    const read = await h.call('POST', '/behind/account/messages/read', { token, json: { ids: [first, 999999] } });
    expect(read.body.data.changed).toBe(1);
    const notices = await h.call('POST', '/behind/account/messages/read-all?type=notice', { token });
    expect(notices.body.data.changed).toBe(2);
    const unread = (await h.call('GET', '/behind/account/messages', { token })).body.data.filter(
      (m: { read: boolean }) => !m.read,
    );
    expect(unread.map((m: { type: string }) => m.type).sort()).toEqual(['message', 'message', 'todo']);

    const emptied = await h.call('DELETE', '/behind/account/messages?type=message', { token });
    expect(emptied.body.data.removed).toBe(3);
    expect((await h.call('GET', '/behind/account/messages', { token })).body.data).toHaveLength(4);
  });

  it("cannot touch another user's messages", async () => {
    const admin = await h.login('admin', DEMO.admin);
    const theirs = (await h.call('GET', '/behind/account/messages', { token: admin })).body.data[0].id;
    const viewer = await h.login('viewer', DEMO.viewer);
    const res = await h.call('POST', '/behind/account/messages/read', { token: viewer, json: { ids: [theirs] } });
    expect(res.body.data.changed).toBe(0);
  });
});
