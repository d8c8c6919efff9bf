import { expect, it } from 'vitest';
import { DEMO, forEachDriver, type Harness } from '../test/harness';

const PROFILE = {
  email: 'li.na@soundboard.example',
  nickname: '李娜',
  countryRegion: 'China',
  area: ['310000', '310100', '310106'],
  address: '上海市静安区',
  profile: '负责华东区商用音响项目',
};

const PROFILE_KEYS = [
  'avatar',
  'email',
  'id',
  'introduction',
  'nickname',
  'officeLocation',
  'registrationDate',
  'userName',
];

/** A register request an admin approves: the new user gets the viewer role. */
async function addViewer(h: Harness, admin: string, username: string, ip: string): Promise<number> {
  const json = { username, password: 'Team#Desk-2026', email: `${username}@example.com`, nickname: username };
  expect((await h.call('POST', '/behind/account/register', { json, ip })).body.code).toBe(1);
  const pending = await h.call('GET', '/behind/account/requests?kind=register&status=pending', { token: admin });
  const request = pending.body.data.find((row: { username: string }) => row.username === username);
  const approved = await h.call('POST', `/behind/account/requests/${request.id}/approve`, { token: admin, json: {} });
  expect(approved.body.data).toMatchObject({ status: 'approved' });
  return approved.body.data.userId as number;
}

forEachDriver('user info overview', (h) => {
  it('refuses a caller without a session', async () => {
    const res = await h.call('GET', '/behind/account/overview');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(400005);
    const bad = await h.call('GET', '/behind/account/overview', { token: 'not-a-token' });
    expect(bad.body.code).toBe(400005);
  });

  it("shows the caller's own profile and roles in the caller's language", async () => {
    const token = await h.login('sales', DEMO.sales);
    const en = await h.call('GET', '/behind/account/overview', { token, headers: { 'arco-locale': 'en-US' } });
    expect(en.body.code).toBe(1);
    expect(Object.keys(en.body.data.profile).sort()).toEqual(PROFILE_KEYS);
    expect(en.body.data.profile).toMatchObject({
      userName: 'sales',
      nickname: '李娜 Li Na',
      email: 'li.na@soundboard.example',
      avatar: '',
    });
    expect(en.body.data.profile.registrationDate).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(en.body.data.roles).toEqual([{ key: 'sales', name: 'Sales' }]);
    const zh = await h.call('GET', '/behind/account/overview', { token, headers: { 'arco-locale': 'zh-CN' } });
    expect(zh.body.data.roles).toEqual([{ key: 'sales', name: '销售' }]);
    // The sign-in is the caller's own write already.
    expect(zh.body.data.activity[0]).toMatchObject({ action: 'login', entity: 'session' });
    expect(zh.body.data.projects).toEqual([expect.objectContaining({ entity: 'session' })]);
  });

  it('lists a profile update in the activity (newest first) and in the projects', async () => {
    const token = await h.login('sales', DEMO.sales);
    const before = (await h.call('GET', '/behind/account/overview', { token })).body.data;
    const sessions = before.projects.find((p: { entity: string }) => p.entity === 'session').count as number;
    expect(sessions).toBeGreaterThanOrEqual(2);
    const version = (await h.call('GET', '/behind/account/profile', { token })).body.data.version;
    h.offsetMs += 1000; // the write is strictly later than the sign-ins
    const saved = await h.call('PUT', '/behind/account/profile', { token, json: { ...PROFILE, version } });
    expect(saved.body.code).toBe(1);

    const data = (await h.call('GET', '/behind/account/overview', { token })).body.data;
    expect(data.profile.nickname).toBe('李娜');
    expect(data.activity[0]).toMatchObject({
      action: 'update',
      entity: 'user.profile',
      entityId: String(data.profile.id),
    });
    expect(Object.keys(data.activity[0]).sort()).toEqual(['action', 'at', 'entity', 'entityId', 'id']);
    const times = data.activity.map((row: { at: string }) => Date.parse(row.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(data.activity.length).toBeLessThanOrEqual(10);

    expect(data.projects[0]).toEqual({ entity: 'user.profile', count: 1, lastAt: data.activity[0].at });
    expect(data.projects[1]).toMatchObject({ entity: 'session', count: sessions });
  });

  it('keeps the activity to the last 10 rows', async () => {
    for (let i = 0; i < 11; i++) await h.login('finance', DEMO.finance, { ip: `10.9.0.${i}` });
    const token = await h.login('finance', DEMO.finance, { ip: '10.9.1.1' });
    const data = (await h.call('GET', '/behind/account/overview', { token })).body.data;
    expect(data.activity).toHaveLength(10);
    expect(data.projects).toEqual([expect.objectContaining({ entity: 'session', count: 12 })]);
  });

  it('shows active colleagues sharing a role, not others, not disabled users, never a password', async () => {
    const admin = await h.login('admin', DEMO.admin);
    const colleagueId = await addViewer(h, admin, 'colleague.a', '10.7.0.1');
    const leaverId = await addViewer(h, admin, 'colleague.b', '10.7.0.2');
    const disabled = await h.call('PUT', `/behind/settings/users/${leaverId}/status`, {
      token: admin,
      json: { status: 'disabled' },
    });
    expect(disabled.body.code).toBe(1);

    const token = await h.login('viewer', DEMO.viewer);
    const res = await h.call('GET', '/behind/account/overview', { token, headers: { 'arco-locale': 'en-US' } });
    expect(res.body.data.team).toEqual([
      { id: colleagueId, userName: 'colleague.a', nickname: 'colleague.a', avatar: '', roles: ['Viewer (read-only)'] },
    ]);
    const text = JSON.stringify(res.body);
    expect(text.toLowerCase()).not.toContain('password');
    expect(text).not.toContain('argon2');

    const colleague = await h.login('colleague.a', 'Team#Desk-2026', { ip: '10.7.0.3' });
    const theirs = await h.call('GET', '/behind/account/overview', { token: colleague });
    expect(theirs.body.data.team.map((member: { userName: string }) => member.userName)).toEqual(['viewer']);
    expect(theirs.body.data.team[0].roles).toEqual(['访客（只读）']);

    // No other administrator: the admin's team is empty, and other roles' users never show up.
    const mine = await h.call('GET', '/behind/account/overview', { token: admin });
    expect(mine.body.data.team).toEqual([]);
    expect(JSON.stringify(mine.body).toLowerCase()).not.toContain('password');
  });
});
