/**
 * Settings → users and roles on both drivers: generated passwords and the forced change, the last-administrator
 * rule, ending sessions, role changes effective at the next request, switch roles, and who may call what.
 */
import { ROLE_ADMIN_PATH, USER_ADMIN_PATH } from '@soundboard/contract';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { DEMO, forEachDriver } from '../test/harness';

const USERS = `/behind${USER_ADMIN_PATH}`;
const ROLES = `/behind${ROLE_ADMIN_PATH}`;

forEachDriver('user and role administration', (h) => {
  let admin = '';
  beforeAll(async () => {
    admin = await h.login('admin', DEMO.admin);
  });

  const lastAudit = async () => {
    const [row] = await h.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    return row;
  };

  it('lets only user:read / user:write and role:read / role:write in', async () => {
    const sales = await h.login('sales', DEMO.sales);
    for (const [method, path] of [
      ['GET', USERS],
      ['POST', USERS],
      ['GET', `${USERS}/1`],
      ['PUT', `${USERS}/1`],
      ['PUT', `${USERS}/1/status`],
      ['POST', `${USERS}/1/reset-password`],
      ['GET', `${USERS}/1/sessions`],
      ['DELETE', `${USERS}/1/sessions/1`],
      ['GET', ROLES],
      ['POST', ROLES],
      ['PUT', `${ROLES}/1`],
      ['DELETE', `${ROLES}/1`],
    ] as const) {
      const res = await h.call(method, path, { token: sales, ...(method === 'GET' ? {} : { json: {} }) });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });

  it('creates a user with a password shown once that must be changed before anything else', async () => {
    const created = await h.call('POST', USERS, {
      token: admin,
      json: { username: 'New.Installer', nickname: '周杰 Zhou Jie', roles: ['warehouse'], phone: '+86 138 0000 0001' },
    });
    expect(created.body.code, JSON.stringify(created.body)).toBe(1);
    const { user, password } = created.body.data;
    expect(user).toMatchObject({ username: 'new.installer', roles: ['warehouse'], mustChangePassword: true });
    expect(password).toMatch(/^\S{12,}$/);
    expect(JSON.stringify(await lastAudit())).not.toContain(password);

    const token = await h.login('new.installer', password, { ip: '10.9.0.1' });
    const info = await h.call('POST', '/behind/user/user_info', { token });
    expect(info.body.data).toMatchObject({ mustChangePassword: true });
    const blocked = await h.call('GET', '/behind/inventory/stock', { token, headers: { 'arco-locale': 'en-US' } });
    expect(blocked.status).toBe(403);
    expect(blocked.body).toMatchObject({ code: 400031, message: 'Please set your own password before you continue' });

    const changed = await h.call('PUT', '/behind/account/password', {
      token,
      json: { oldPassword: password, newPassword: 'Installer@2026' },
    });
    expect(changed.body.code).toBe(1);
    expect((await h.call('POST', '/behind/user/user_info', { token })).body.data.mustChangePassword).toBe(false);
    expect((await h.call('GET', '/behind/warehouses', { token })).body.code).toBe(1);
  });

  it('refuses a taken username and an unknown role, changing nothing', async () => {
    const before = (await h.call('GET', USERS, { token: admin })).body.data.length;
    const taken = await h.call('POST', USERS, {
      token: admin,
      json: { username: 'sales', nickname: 'x', roles: ['sales'] },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.data.issues).toEqual([{ path: 'username', message: '该用户名已被占用' }]);
    const unknown = await h.call('POST', USERS, {
      token: admin,
      json: { username: 'ghost', nickname: 'x', roles: ['nope'] },
    });
    expect(unknown.body.data.issues).toEqual([{ path: 'roles', message: '角色不存在' }]);
    expect((await h.call('GET', USERS, { token: admin })).body.data.length).toBe(before);
  });

  it('filters by status, role and keyword', async () => {
    const byRole = (await h.call('GET', `${USERS}?role=finance`, { token: admin })).body.data;
    expect(byRole.map((user: { username: string }) => user.username)).toEqual(['finance']);
    const byKeyword = (await h.call('GET', `${USERS}?keyword=LI%20NA`, { token: admin })).body.data;
    expect(byKeyword.map((user: { username: string }) => user.username)).toEqual(['sales']);
    const bad = await h.call('GET', `${USERS}?status=gone`, { token: admin });
    expect(bad.status).toBe(422);
  });

  it('keeps the last active administrator, and an administrator cannot disable or demote themselves', async () => {
    const list = (await h.call('GET', `${USERS}?role=admin`, { token: admin })).body.data;
    const me = list.find((user: { username: string }) => user.username === 'admin');
    const self = await h.call('PUT', `${USERS}/${me.id}/status`, { token: admin, json: { status: 'disabled' } });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('不能停用自己，也不能取消自己的管理员角色');

    // A second administrator cannot take the only other one away either once they are the last.
    const second = await h.call('POST', USERS, {
      token: admin,
      json: { username: 'admin2', nickname: 'B', roles: ['admin'] },
    });
    const secondToken = await h.login('admin2', second.body.data.password, { ip: '10.9.0.2' });
    await h.call('PUT', '/behind/account/password', {
      token: secondToken,
      json: { oldPassword: second.body.data.password, newPassword: 'Second#Desk-2026' },
    });
    const current = (await h.call('GET', `${USERS}/${second.body.data.user.id}`, { token: admin })).body.data;
    const demoted = await h.call('PUT', `${USERS}/${current.id}`, {
      token: admin,
      json: { nickname: 'B', roles: ['viewer'], version: current.version },
    });
    expect(demoted.body.code, JSON.stringify(demoted.body)).toBe(1);
    const last = await h.call('PUT', `${USERS}/${me.id}/status`, { token: secondToken, json: { status: 'disabled' } });
    expect(last.status).toBe(403); // admin2 is a viewer now: no user:write
    expect((await h.call('GET', `${USERS}/${me.id}`, { token: admin })).body.data.status).toBe('active');

    // Someone allowed to manage users but no administrator cannot disable the last one.
    await h.call('POST', ROLES, {
      token: admin,
      json: {
        key: 'people',
        nameZh: '人事',
        nameEn: 'People',
        permissions: ['profile:read', 'profile:write', 'user:read', 'user:write'],
        menuKeys: null,
      },
    });
    const hr = await h.call('POST', USERS, {
      token: admin,
      json: { username: 'hr.lead', nickname: 'H', roles: ['people'] },
    });
    const hrToken = await h.login('hr.lead', hr.body.data.password, { ip: '10.9.0.3' });
    const own = await h.call('PUT', '/behind/account/password', {
      token: hrToken,
      json: { oldPassword: hr.body.data.password, newPassword: 'People#Desk-2026' },
    });
    expect(own.body.code, JSON.stringify(own.body)).toBe(1);
    const lastOne = await h.call('PUT', `${USERS}/${me.id}/status`, { token: hrToken, json: { status: 'disabled' } });
    expect(lastOne.status, JSON.stringify(lastOne.body)).toBe(409);
    expect(lastOne.body.message).toBe('不能停用最后一位启用的管理员，也不能取消其管理员角色');
    expect((await h.call('GET', `${USERS}/${me.id}`, { token: admin })).body.data.status).toBe('active');

    // Disabling anyone else works, and ends their sessions.
    const disabled = await h.call('PUT', `${USERS}/${hr.body.data.user.id}/status`, {
      token: admin,
      json: { status: 'disabled' },
    });
    expect(disabled.body.data).toMatchObject({ username: 'hr.lead', status: 'disabled', sessions: 0 });
    expect((await h.call('POST', '/behind/user/user_info', { token: hrToken })).body.code).toBe(400005);
  });

  it('resets a password: sessions end, the old password stops working, a new one is shown once', async () => {
    const victim = await h.login('editor', DEMO.editor, { ip: '10.9.1.1' });
    const list = (await h.call('GET', `${USERS}?keyword=editor`, { token: admin })).body.data;
    const reset = await h.call('POST', `${USERS}/${list[0].id}/reset-password`, { token: admin });
    expect(reset.body.data.user.mustChangePassword).toBe(true);
    expect((await h.call('POST', '/behind/user/user_info', { token: victim })).body.code).toBe(400005);
    const token = await h.login('editor', reset.body.data.password, { ip: '10.9.1.2' });
    expect((await lastAudit())?.action).toBe('login');
    await h.call('PUT', '/behind/account/password', {
      token,
      json: { oldPassword: reset.body.data.password, newPassword: DEMO.editor },
    });
  });

  it('lists a user’s live sessions and ends one', async () => {
    const token = await h.login('viewer', DEMO.viewer, { ip: '10.9.2.1' });
    const list = (await h.call('GET', `${USERS}?keyword=viewer`, { token: admin })).body.data;
    const id = list[0].id;
    const live = (await h.call('GET', `${USERS}/${id}/sessions`, { token: admin })).body.data;
    const mine = live.find((session: { ip: string }) => session.ip === '10.9.2.1');
    expect(mine).toMatchObject({ current: false });
    expect((await h.call('DELETE', `${USERS}/${id}/sessions/${mine.id}`, { token: admin })).body.code).toBe(1);
    expect((await h.call('POST', '/behind/user/user_info', { token })).body.code).toBe(400005);
    const again = await h.call('DELETE', `${USERS}/${id}/sessions/${mine.id}`, { token: admin });
    expect(again.status).toBe(422);
    expect((await lastAudit())?.action).toBe('end-session');
  });

  it('applies a role change to signed-in users at their next request, without a new sign-in', async () => {
    const token = await h.login('finance', DEMO.finance, { ip: '10.9.3.1' });
    expect((await h.call('GET', '/behind/receipts', { token })).body.code).toBe(1);
    const finance = (await h.call('GET', ROLES, { token: admin })).body.data.find(
      (role: { key: string }) => role.key === 'finance',
    );
    const without = finance.permissions.filter((code: string) => code !== 'finance:read');
    const put = await h.call('PUT', `${ROLES}/${finance.id}`, {
      token: admin,
      json: {
        nameZh: finance.nameZh,
        nameEn: finance.nameEn,
        permissions: without,
        menuKeys: null,
        version: finance.version,
      },
    });
    expect(put.body.code, JSON.stringify(put.body)).toBe(1);
    await h.listener?.settled();
    const refused = await h.call('GET', '/behind/receipts', { token, headers: { 'arco-locale': 'en-US' } });
    expect(refused.body).toMatchObject({ code: 400003, message: 'You do not have permission to do this' });
    await h.call('PUT', `${ROLES}/${finance.id}`, {
      token: admin,
      json: {
        nameZh: finance.nameZh,
        nameEn: finance.nameEn,
        permissions: finance.permissions,
        menuKeys: null,
        version: put.body.data.version,
      },
    });
  });

  it('creates and deletes a role; refuses deleting a system role or one users hold', async () => {
    const created = await h.call('POST', ROLES, {
      token: admin,
      json: {
        key: 'installer',
        nameZh: '安装工',
        nameEn: 'Installer',
        permissions: ['order:read', 'nope:x'],
        menuKeys: null,
      },
    });
    expect(created.status).toBe(422);
    const ok = await h.call('POST', ROLES, {
      token: admin,
      json: { key: 'installer', nameZh: '安装工', nameEn: 'Installer', permissions: ['order:read'], menuKeys: null },
    });
    expect(ok.body.data).toMatchObject({ key: 'installer', system: false, users: 0 });
    const read = await h.call('GET', `${ROLES}/${ok.body.data.id}`, { token: admin });
    expect(read.body.data).toEqual(ok.body.data);
    const system = (await h.call('GET', ROLES, { token: admin })).body.data.find(
      (role: { key: string }) => role.key === 'viewer',
    );
    expect((await h.call('DELETE', `${ROLES}/${system.id}`, { token: admin })).body.message).toBe(
      '系统角色不能删除，其标识不能修改',
    );
    const user = await h.call('POST', USERS, {
      token: admin,
      json: { username: 'fitter', nickname: 'F', roles: ['installer'] },
    });
    const held = await h.call('DELETE', `${ROLES}/${ok.body.data.id}`, { token: admin });
    expect(held.body.message).toBe('该角色仍有 1 位用户持有，请先从这些用户移除');
    await h.call('PUT', `${USERS}/${user.body.data.user.id}`, {
      token: admin,
      json: { nickname: 'F', roles: ['viewer'], version: user.body.data.user.version },
    });
    expect((await h.call('DELETE', `${ROLES}/${ok.body.data.id}`, { token: admin })).body.code).toBe(1);
  });

  it('gives a role with a menu list only those entries, at the next request', async () => {
    const created = await h.call('POST', ROLES, {
      token: admin,
      json: {
        key: 'stock_only',
        nameZh: '库存',
        nameEn: 'Stock',
        permissions: ['profile:read', 'profile:write', 'menu:read', 'dashboard:read', 'inventory:read', 'order:read'],
        menuKeys: ['inventory', 'inventory.list'],
      },
    });
    const user = await h.call('POST', USERS, {
      token: admin,
      json: { username: 'menu.user', nickname: 'M', roles: ['stock_only'] },
    });
    const first = user.body.data.password;
    const token = await h.login('menu.user', first, { ip: '10.9.5.1' });
    await h.call('PUT', '/behind/account/password', {
      token,
      json: { oldPassword: first, newPassword: 'MenuUser@2026' },
    });
    const keys = async () =>
      (
        (await h.call('POST', '/behind/user/menu', { token })).body.data as {
          key: string;
          children?: { key: string }[];
        }[]
      ).map((group) => `${group.key}:${(group.children ?? []).map((child) => child.key).join(',')}`);
    // order:read is granted, but the list names only the stock list.
    expect(await keys()).toEqual(['inventory:inventory.list']);
    await h.call('PUT', `${ROLES}/${created.body.data.id}`, {
      token: admin,
      json: {
        ...created.body.data,
        key: undefined,
        id: undefined,
        system: undefined,
        users: undefined,
        menuKeys: null,
      },
    });
    await h.listener?.settled();
    // With no list, every entry its permissions reach: the inventory group gains the warehouses, orders appear.
    const all = await keys();
    const inventory = all
      .find((entry) => entry.startsWith('inventory:'))
      ?.split(':')[1]
      ?.split(',');
    expect(inventory).toEqual(expect.arrayContaining(['inventory.list', 'inventory.warehouse']));
    expect(all.some((entry) => entry.startsWith('order:order.sale'))).toBe(true);
  });

  it('switches the session to one held role and back', async () => {
    const created = await h.call('POST', USERS, {
      token: admin,
      json: { username: 'two.hats', nickname: 'Two hats', roles: ['sales', 'warehouse'] },
    });
    const first = created.body.data.password;
    const token = await h.login('two.hats', first, { ip: '10.9.4.1' });
    await h.call('PUT', '/behind/account/password', {
      token,
      json: { oldPassword: first, newPassword: 'TwoHats@2026' },
    });
    expect((await h.call('GET', '/behind/suppliers', { token })).body.code).toBe(1);
    const asSales = await h.call('POST', '/behind/user/switch_role', { token, json: { role: 'sales' } });
    expect(asSales.body.data).toMatchObject({ activeRole: 'sales', role: ['sales', 'warehouse'] });
    expect(asSales.body.data.permissions).not.toContain('supplier:read');
    expect((await h.call('GET', '/behind/suppliers', { token })).status).toBe(403);
    const notHeld = await h.call('POST', '/behind/user/switch_role', { token, json: { role: 'admin' } });
    expect(notHeld.status).toBe(422);
    const all = await h.call('POST', '/behind/user/switch_role', { token, json: { role: null } });
    expect(all.body.data.activeRole).toBeNull();
    expect((await h.call('GET', '/behind/suppliers', { token })).body.code).toBe(1);
    const [audited] = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'switch-role'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audited?.after).toEqual({ role: null });
  });
});
