/**
 * After-sales service requests, served by the framework from their definition alone (no binding): the demo
 * requests, numbers the server gives, the visit's states with their inputs, edits and deletes only in the states
 * that allow them, references that must exist (a salesperson's customers only), the history, the filters, who may
 * do what by the definition's role defaults, and a database seeded before them brought up to date at start-up.
 */
import { businessDay } from '@soundboard/contract';
import { eq, ne, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { customers, menus, roles, serviceRequests, users } from '../db/schema';
import { upgradeSystemData } from '../seed/upgrade';
import { DEMO, forEachDriver } from '../test/harness';

forEachDriver('service requests', (h) => {
  let admin = '';
  let sales = '';
  let warehouse = '';
  let viewer = '';
  let technician = 0;
  let ownCustomer = 0;
  let othersCustomer = 0;
  const en = { 'accept-language': 'en-US' };
  const base = { problem: '吸顶音箱无声', priority: 'high', contactPhone: '021-6666 8888', productId: 1 };

  const create = (fields: Record<string, unknown>, token = sales, headers: Record<string, string> = {}) =>
    h.call('POST', '/behind/service-requests', { token, headers, json: { ...base, ...fields } });
  const act = (id: number, action: string, json: Record<string, unknown>, token = warehouse) =>
    h.call('POST', `/behind/service-requests/${id}/${action}`, { token, headers: en, json });
  const numbers = async (query: string) =>
    (await h.call('GET', `/behind/service-requests?${query}`, { token: viewer })).body.data.list.map(
      (row: { requestNo: string }) => row.requestNo,
    );

  beforeAll(async () => {
    [admin, sales, warehouse, viewer] = await Promise.all([
      h.login('admin', DEMO.admin),
      h.login('sales', DEMO.sales),
      h.login('warehouse', DEMO.warehouse),
      h.login('viewer', DEMO.viewer),
    ]);
    const id = async (username: string) =>
      (await h.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id ?? 0;
    technician = await id('warehouse');
    const salesId = await id('sales');
    const customerOf = async (owned: boolean) =>
      (
        await h.database.db
          .select({ id: customers.id })
          .from(customers)
          .where(owned ? eq(customers.ownerId, salesId) : ne(customers.ownerId, salesId))
          .limit(1)
      )[0]?.id ?? 0;
    ownCustomer = await customerOf(true);
    othersCustomer = await customerOf(false);
  });

  it('holds demo requests in every state, numbered as the server numbers them', async () => {
    const rows = await h.database.db.select().from(serviceRequests).orderBy(serviceRequests.requestNo);
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['open', 'scheduled', 'in_progress', 'done', 'closed', 'cancelled']),
    );
    for (const row of rows) {
      expect(row.requestNo).toBe(`SR${businessDay(row.createdAt).replaceAll('-', '')}${row.requestNo.slice(-5)}`);
      if (row.status !== 'open' && row.status !== 'cancelled') expect(row.technicianId, row.requestNo).toBeTruthy();
    }
  });

  it('numbers a new request after the demo ones and opens it; a salesperson names only their own customers', async () => {
    const created = await create({ customerId: ownCustomer, serialNo: 'SN-TEST-1' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const count = (await h.database.db.select().from(serviceRequests)).length;
    const day = businessDay(h.now()).replaceAll('-', '');
    expect(created.body.data).toMatchObject({
      requestNo: `SR${day}${String(count).padStart(5, '0')}`,
      status: 'open',
      priority: 'high',
      technicianId: null,
      appointmentAt: null,
    });
    const others = await create({ customerId: othersCustomer }, sales, en);
    expect(others.status).toBe(422);
    expect(others.body.data.issues).toEqual([{ path: 'customerId', message: 'No such record' }]);
    const missing = await create({ productId: 999_999, technicianId: 999_999 }, sales, en);
    expect(missing.body.data.issues).toEqual([
      { path: 'productId', message: 'No such record' },
      { path: 'technicianId', message: 'No such record' },
    ]);
    const bare = await create({ problem: ' ', requestNo: 'SR1' }, sales, en);
    expect(bare.status).toBe(422);
  });

  it('schedules with a technician and a time, starts, finishes with what was done, closes; edits only until done', async () => {
    const { id, version } = (await create({ customerId: ownCustomer })).body.data;
    const unscheduled = await act(id, 'schedule', { version });
    expect(unscheduled.status).toBe(422);
    const nobody = await act(id, 'schedule', { version, technicianId: 999_999, appointmentAt: '2026-12-01T02:00:00Z' });
    expect(nobody.body.data.issues).toEqual([{ path: 'technicianId', message: 'No such record' }]);
    const early = await act(id, 'close', { version });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('“Close” is not possible while the status is “Open”');

    const scheduled = await act(id, 'schedule', {
      version,
      technicianId: technician,
      appointmentAt: '2026-12-01T02:00:00Z',
    });
    expect(scheduled.body.data).toMatchObject({ status: 'scheduled', technicianId: technician });
    expect(scheduled.body.data.appointmentAt).toBe('2026-12-01T02:00:00.000Z');
    const moved = await h.call('PUT', `/behind/service-requests/${id}`, {
      token: warehouse,
      json: {
        ...base,
        customerId: ownCustomer,
        technicianId: technician,
        appointmentAt: '2026-12-02T06:00:00Z',
        version: scheduled.body.data.version,
      },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const started = await act(id, 'start', { version: moved.body.data.version });
    expect(started.body.data.status).toBe('in_progress');
    expect((await act(id, 'finish', { version: started.body.data.version })).status).toBe(422);
    const done = await act(id, 'finish', { version: started.body.data.version, resolution: '更换功放保险' });
    expect(done.body.data).toMatchObject({ status: 'done', resolution: '更换功放保险' });
    const frozen = await h.call('PUT', `/behind/service-requests/${id}`, {
      token: warehouse,
      headers: en,
      json: { ...base, version: done.body.data.version },
    });
    expect(frozen.status).toBe(409);
    expect((await act(id, 'cancel', { version: done.body.data.version })).status).toBe(409);
    const closed = await act(id, 'close', { version: done.body.data.version }, sales);
    expect(closed.body.data.status).toBe('closed');

    const history = await h.call('GET', `/behind/service-requests/${id}/history`, { token: viewer });
    expect(history.body.data.map((entry: { action: string }) => entry.action)).toEqual([
      'close',
      'finish',
      'start',
      'update',
      'schedule',
      'create',
    ]);
  });

  it('cancels until the visit is done, and deletes only an open request', async () => {
    const open = (await create({})).body.data;
    const scheduled = (await create({})).body.data;
    const planned = await act(scheduled.id, 'schedule', {
      version: scheduled.version,
      technicianId: technician,
      appointmentAt: '2026-12-03T02:00:00Z',
    });
    const cancelled = await act(planned.body.data.id, 'cancel', { version: planned.body.data.version });
    expect(cancelled.body.data.status).toBe('cancelled');
    expect((await h.call('DELETE', `/behind/service-requests/${scheduled.id}`, { token: sales })).status).toBe(409);
    expect((await h.call('DELETE', `/behind/service-requests/${open.id}`, { token: sales })).status).toBe(200);
  });

  it('finds requests by number, phone, state, priority and technician', async () => {
    const created = (await create({ contactPhone: '0755-1234 5678', priority: 'urgent' }, warehouse)).body.data;
    expect(await numbers(`q=${created.requestNo}`)).toEqual([created.requestNo]);
    expect(await numbers(`q=${encodeURIComponent('1234 5678')}`)).toEqual([created.requestNo]);
    expect(await numbers(`status=open&priority=urgent&q=${created.requestNo}`)).toEqual([created.requestNo]);
    expect(await numbers(`status=closed&q=${created.requestNo}`)).toEqual([]);
    const visits = await h.call('GET', `/behind/service-requests?technicianId=${technician}&pageSize=100`, {
      token: viewer,
    });
    expect(visits.body.data.total).toBeGreaterThan(0);
    for (const row of visits.body.data.list) expect(row.technicianId).toBe(technician);
    expect((await h.call('GET', '/behind/service-requests?priority=whenever', { token: viewer })).status).toBe(422);
  });

  it('lets sales and the warehouse write, the viewer read only, and finance and editors not even read', async () => {
    const [any] = await h.database.db.select().from(serviceRequests).limit(1);
    if (!any) throw new Error('no service request');
    expect((await h.call('GET', `/behind/service-requests/${any.id}`, { token: viewer })).status).toBe(200);
    expect((await h.call('GET', '/behind/service-requests/export', { token: viewer })).status).toBe(200);
    expect((await create({}, viewer)).status).toBe(403);
    expect((await act(any.id, 'cancel', { version: any.version }, viewer)).status).toBe(403);
    expect((await create({}, warehouse)).status).toBe(200);
    expect((await create({}, admin)).status).toBe(200);
    for (const user of ['finance', 'editor'] as const) {
      const token = await h.login(user, DEMO[user]);
      expect((await h.call('GET', '/behind/service-requests', { token })).status, user).toBe(403);
    }
  });

  it('shows the Orders menu entry to the roles that read them', async () => {
    const keys = async (token: string) => {
      const menu = await h.call('POST', '/behind/user/menu', { token });
      const order = (menu.body.data as { key: string; children?: { key: string }[] }[]).find(
        (item) => item.key === 'order',
      );
      return (order?.children ?? []).map((child) => child.key);
    };
    for (const token of [sales, warehouse, viewer, admin]) expect(await keys(token)).toContain('order.serviceRequest');
    expect(await keys(await h.login('finance', DEMO.finance))).not.toContain('order.serviceRequest');
  });

  it('gives a database seeded before service requests their menu entry and role codes at start-up', async () => {
    await h.database.db
      .update(roles)
      .set({
        permissions: sql`array_remove(array_remove(${roles.permissions}, 'service-request:read'), 'service-request:write')`,
      })
      .where(sql`${roles.key} IN ('sales', 'warehouse', 'viewer')`);
    await h.database.db.delete(menus).where(eq(menus.key, 'order.serviceRequest'));
    const before = await h.login('warehouse', DEMO.warehouse);
    expect((await h.call('GET', '/behind/service-requests', { token: before })).status).toBe(403);
    await upgradeSystemData(h.database.db);
    const after = await h.login('warehouse', DEMO.warehouse);
    expect((await create({}, after)).status).toBe(200);
    const [entry] = await h.database.db.select().from(menus).where(eq(menus.key, 'order.serviceRequest'));
    expect(entry).toMatchObject({ path: '/order/service-request', permission: 'service-request:read' });
    const granted = await h.database.db.select({ key: roles.key, permissions: roles.permissions }).from(roles);
    const codes = (key: string) => granted.find((role) => role.key === key)?.permissions ?? [];
    expect(codes('sales')).toEqual(expect.arrayContaining(['service-request:read', 'service-request:write']));
    expect(codes('viewer')).toContain('service-request:read');
    expect(codes('viewer')).not.toContain('service-request:write');
  });
});
