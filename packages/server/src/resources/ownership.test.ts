/**
 * Row ownership on every generic path (contract ResourceDef.ownership, resources/ownership.ts), proven on
 * customers: a salesperson lists, exports, reads, writes, references and duplicate-checks only its own customers
 * and the pool's, and learns nothing of another salesperson's (not found, never named); a manager sees all.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../auth/password';
import { customers, roles, userRoles, users } from '../db/schema';
import { Commerce, data } from '../test/commerce';
import { type CallOptions, DEMO, forEachDriver } from '../test/harness';

const EN = { 'accept-language': 'en-US' };

forEachDriver('row ownership (customers)', (h) => {
  let admin = '';
  let sales = '';
  let other = '';
  let salesId = 0;
  let t: Commerce;
  let warehouseId = 0;
  let productId = 0;
  // Customers: the sales user's own, another salesperson's, one in the pool.
  let mine = { id: 0, code: '', version: 0, phone: '' };
  let theirs = { id: 0, code: '', version: 0, phone: '' };
  let pooled = { id: 0, code: '', version: 0, phone: '' };

  const call = (method: string, path: string, token: string, options: CallOptions = {}) =>
    h.call(method, path, { token, ...options, headers: { ...EN, ...options.headers } });
  const createCustomer = (token: string, name: string, phone: string) =>
    call('POST', '/behind/customers', token, { json: { name, kind: 'individual', phone } });
  const names = async (query: string, token = sales) => {
    const answer = data(await call('GET', `/behind/customers?q=OwnT&pageSize=100${query}`, token));
    return answer.list.map((row: { name: string }) => row.name).sort();
  };
  const issues = (result: { body: { data: { issues: unknown[] } } }) => result.body.data.issues;

  beforeAll(async () => {
    admin = await h.login('admin', DEMO.admin);
    sales = await h.login('sales', DEMO.sales);
    // A second salesperson, as the user screens would make one.
    const { db } = h.database;
    const [salesRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, 'sales'));
    const [second] = await db
      .insert(users)
      .values({ username: 'sales-two', nickname: '第二销售', passwordHash: await hashPassword('Sales-Two#2026') })
      .returning({ id: users.id });
    if (!salesRole || !second) throw new Error('second salesperson not made');
    await db.insert(userRoles).values({ userId: second.id, roleId: salesRole.id });
    other = await h.login('sales-two', 'Sales-Two#2026');
    const [salesUser] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'sales'));
    salesId = salesUser?.id ?? 0;

    mine = data(await createCustomer(sales, 'OwnT 自己的', '13800000001'));
    theirs = data(await createCustomer(other, 'OwnT 别人的', '13800000002'));
    pooled = data(await createCustomer(sales, 'OwnT 公海的', '13800000003'));
    await db.update(customers).set({ ownerId: null }).where(eq(customers.id, pooled.id));

    t = new Commerce(h, admin);
    warehouseId = await t.warehouse('OWN-WH');
    productId = await t.product({ sku: 'OWN-SPK-1', salePrice: 10_000 });
    await t.stockTo(productId, warehouseId, 10);
  });

  it('gives a new record to its creator, from now, whoever creates it', async () => {
    const [row] = await h.database.db.select().from(customers).where(eq(customers.id, mine.id));
    expect(row?.ownerId).toBe(salesId);
    expect(row?.ownedAt).toBeInstanceOf(Date);
    const byAdmin = data(await createCustomer(admin, 'OwnT 经理建的', ''));
    const [adminUser] = await h.database.db.select().from(users).where(eq(users.username, 'admin'));
    expect(byAdmin.ownerId).toBe(adminUser?.id);
    data(await call('DELETE', `/behind/customers/${byAdmin.id}`, admin));
  });

  it('lists only own and pool records to a salesperson, narrowed by scope; a manager lists all', async () => {
    expect(await names('')).toEqual(['OwnT 公海的', 'OwnT 自己的']);
    expect(await names('&scope=mine')).toEqual(['OwnT 自己的']);
    expect(await names('&scope=pool')).toEqual(['OwnT 公海的']);
    expect(await names('', other)).toEqual(['OwnT 公海的', 'OwnT 别人的']);
    expect(await names('', admin)).toEqual(['OwnT 公海的', 'OwnT 别人的', 'OwnT 自己的']);
    expect(await names('&scope=pool', admin)).toEqual(['OwnT 公海的']);
    expect(await names('&scope=mine', admin)).toEqual([]);
    // Filtering by the other's id as owner finds nothing either.
    const [otherUser] = await h.database.db.select().from(users).where(eq(users.username, 'sales-two'));
    expect(await names(`&ownerId=${otherUser?.id}`)).toEqual([]);
    const bad = await call('GET', '/behind/customers?scope=everyone', sales);
    expect(bad.status).toBe(422);
    // Resources without owners take no scope.
    expect((await call('GET', '/behind/products?scope=mine', admin)).status).toBe(422);
  });

  it('exports the whole readable set only, narrowed by scope', async () => {
    const csv = await call('GET', '/behind/customers/export?q=OwnT', sales);
    expect(csv.status).toBe(200);
    const text = String(csv.body);
    expect(text).toContain('OwnT 自己的');
    expect(text).toContain('OwnT 公海的');
    expect(text).not.toContain('OwnT 别人的');
    expect(text).not.toContain('0002');
    const minePart = String((await call('GET', '/behind/customers/export?q=OwnT&scope=mine', sales)).body);
    expect(minePart).toContain('OwnT 自己的');
    expect(minePart).not.toContain('OwnT 公海的');
    expect(String((await call('GET', '/behind/customers/export?q=OwnT', admin)).body)).toContain('OwnT 别人的');
  });

  it('answers 404 for the detail and history of a record the caller may not read', async () => {
    expect((await call('GET', `/behind/customers/${theirs.id}`, sales)).status).toBe(404);
    expect((await call('GET', `/behind/customers/${theirs.id}/history`, sales)).status).toBe(404);
    expect(data(await call('GET', `/behind/customers/${mine.id}`, sales)).name).toBe('OwnT 自己的');
    expect(data(await call('GET', `/behind/customers/${pooled.id}`, sales)).name).toBe('OwnT 公海的');
    expect(data(await call('GET', `/behind/customers/${mine.id}/history`, sales)).length).toBeGreaterThan(0);
    expect(data(await call('GET', `/behind/customers/${theirs.id}`, admin)).name).toBe('OwnT 别人的');
  });

  it('refuses writes to another salesperson’s record as not found, to a pool record until claimed', async () => {
    const update = (record: { id: number; version: number; phone?: string }, name: string, token = sales) =>
      call('PUT', `/behind/customers/${record.id}`, token, {
        json: { name, kind: 'individual', phone: record.phone, version: record.version },
      });
    expect((await update(theirs, 'OwnT 改别人的')).status).toBe(404);
    const pool = await update(pooled, 'OwnT 改公海的');
    expect(pool.status).toBe(409);
    expect(pool.body.message).toBe('This customer is in the shared pool: claim it first');
    expect((await call('DELETE', `/behind/customers/${theirs.id}`, sales)).status).toBe(404);
    expect((await call('DELETE', `/behind/customers/${pooled.id}`, sales)).status).toBe(409);
    // All or nothing: the own record of the batch stays.
    const bulk = await call('POST', '/behind/customers/bulk-delete', sales, { json: { ids: [mine.id, theirs.id] } });
    expect(bulk.status).toBe(404);
    const qualify = (record: { id: number; version: number }) =>
      call('POST', `/behind/customers/${record.id}/qualify`, sales, { json: { version: record.version } });
    expect((await qualify(theirs)).status).toBe(404);
    expect((await qualify(pooled)).status).toBe(409);
    const rows = await h.database.db.select().from(customers).where(eq(customers.name, 'OwnT 别人的'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('lead');
    const [poolRow] = await h.database.db.select().from(customers).where(eq(customers.id, pooled.id));
    expect(poolRow).toMatchObject({ name: 'OwnT 公海的', status: 'lead', ownerId: null });

    // The owner writes its own; a manager writes anyone's.
    mine = data(await qualify(mine));
    expect(mine).toMatchObject({ status: 'qualified' });
    mine = data(await update(mine, 'OwnT 自己的'));
    theirs = data(await update(theirs, 'OwnT 别人的', admin));
  });

  it('refuses an order for another salesperson’s customer as if it did not exist, and a pool customer', async () => {
    const lines = [{ productId, qty: 1, unitPrice: 10_000, discount: 0 }];
    const order = (customerId: number, token = sales) =>
      call('POST', '/behind/orders', token, { json: { customerId, warehouseId, orderDate: '2026-11-20', lines } });
    const missing = await order(999_999);
    const another = await order(theirs.id);
    expect(another.status).toBe(422);
    expect(issues(another)).toEqual([{ path: 'customerId', message: 'No such record' }]);
    expect(issues(another)).toEqual(issues(missing));
    expect(JSON.stringify(another.body)).not.toContain('OwnT');
    const pool = await order(pooled.id);
    expect(pool.status).toBe(422);
    expect(issues(pool)).toEqual([
      { path: 'customerId', message: 'This customer is in the shared pool: claim it first' },
    ]);

    const own = data(await order(mine.id));
    expect(own.refLabels.customerId).toBe('OwnT 自己的');
    const moved = await call('PUT', `/behind/orders/${own.id}`, sales, {
      json: { customerId: theirs.id, warehouseId, orderDate: '2026-11-20', lines, version: own.version },
    });
    expect(moved.status).toBe(422);
    expect(issues(moved)).toEqual([{ path: 'customerId', message: 'No such record' }]);
    // A manager orders for anyone.
    data(await order(theirs.id, admin));
  });

  it('says a duplicate phone is owned elsewhere without naming the record, and names a readable one', async () => {
    const hidden = await createCustomer(sales, 'OwnT 重复一', '13800000002');
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(422);
    expect(issues(hidden)).toEqual([
      { path: 'phone', message: 'A customer with this Phone already exists and is owned by another salesperson' },
    ]);
    expect(JSON.stringify(hidden.body)).not.toContain(theirs.code);
    expect(JSON.stringify(hidden.body)).not.toContain('别人的');

    const visible = await createCustomer(sales, 'OwnT 重复二', '13800000003');
    expect(issues(visible)).toEqual([
      { path: 'phone', message: `Customer ${pooled.code} OwnT 公海的 already has this Phone` },
    ]);
    const byManager = await createCustomer(admin, 'OwnT 重复三', '13800000002');
    expect(issues(byManager)).toEqual([
      { path: 'phone', message: `Customer ${theirs.code} OwnT 别人的 already has this Phone` },
    ]);
    expect(await names('', admin)).toEqual(['OwnT 公海的', 'OwnT 别人的', 'OwnT 自己的']);
  });
});
