/**
 * Customers' own rules and their owners: a company account needs its company and a private person has none; the
 * owner history starts on create; the first sale order marks the deal; the order's detail names the customer's
 * company and owner. A transfer needs customer:all and customer:write, a current version, another owner who
 * can work customers; it writes the owner, the history, the audit entry and a note in the new owner's message
 * box, all or nothing. The owner history is read only by those who may read the customer.
 */
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password';
import { auditLog, customerOwnerChanges, customers, messages, roles, userRoles, users } from '../db/schema';
import { Commerce, data } from '../test/commerce';
import { DEMO, forEachDriver } from '../test/harness';

const en = { 'accept-language': 'en-US' };

forEachDriver('customer rules and transfer', (h) => {
  let admin: Commerce;
  let sales: Commerce;
  let finance = '';
  let ids: Record<'admin' | 'sales' | 'sales2' | 'warehouse', number>;
  let companyId = 0;

  /** A second salesperson (the demo has one), straight into the tables as the users screen would make them. */
  async function addSalesperson(username: string, nickname: string) {
    const { db } = h.database;
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, 'sales'));
    const [user] = await db
      .insert(users)
      .values({ username, nickname, passwordHash: await hashPassword('Sb-Test#2026x') })
      .returning({ id: users.id });
    if (!role || !user) throw new Error('salesperson insert failed');
    await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
    return user.id;
  }

  const userId = async (username: string) =>
    (await h.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id ?? 0;
  const newCustomer = async (t: Commerce, name: string, fields: Record<string, unknown> = {}) =>
    data(await t.call('POST', '/behind/customers', { name, kind: 'individual', ...fields }));
  const stored = async (id: number) => (await h.database.db.select().from(customers).where(eq(customers.id, id)))[0];
  const owners = (id: number, token: string) => h.call('GET', `/behind/customers/${id}/owners`, { token });
  const transfer = (id: number, json: Record<string, unknown>, token = admin.token) =>
    h.call('POST', `/behind/customers/${id}/transfer`, { token, headers: en, json });

  beforeAll(async () => {
    admin = new Commerce(h, await h.login('admin', DEMO.admin));
    sales = new Commerce(h, await h.login('sales', DEMO.sales));
    finance = await h.login('finance', DEMO.finance);
    ids = {
      admin: await userId('admin'),
      sales: await userId('sales'),
      sales2: await addSalesperson('transfer-sales', '吴涛 Wu Tao'),
      warehouse: await userId('warehouse'),
    };
    companyId = data(
      await admin.call('POST', '/behind/companies', { name: '浦东会展中心', contacts: [], sites: [] }),
    ).id;
  });

  describe('kind and company', () => {
    it('refuses a company account without its company or with one that does not exist', async () => {
      const before = (await h.database.db.select({ n: count() }).from(customers))[0]?.n;
      const missing = await h.call('POST', '/behind/customers', {
        token: sales.token,
        headers: en,
        json: { name: '无公司客户', kind: 'company' },
      });
      expect(missing.status).toBe(422);
      expect(missing.body.data.issues).toEqual([{ path: 'companyId', message: 'Choose the company of this customer' }]);
      const unknown = await h.call('POST', '/behind/customers', {
        token: sales.token,
        headers: en,
        json: { name: '无公司客户', kind: 'company', companyId: 2147483647 },
      });
      expect(unknown.status).toBe(422);
      expect(unknown.body.data.issues.map((issue: { path: string }) => issue.path)).toEqual(['companyId']);
      expect((await h.database.db.select({ n: count() }).from(customers))[0]?.n).toBe(before);
    });

    it('keeps no company on a private person, also when the kind changes', async () => {
      const person = await newCustomer(sales, '张先生', { companyId });
      expect(person.companyId).toBeNull();
      const account = data(
        await sales.call('POST', '/behind/customers', { name: '会展中心', kind: 'company', companyId }),
      );
      expect(account).toMatchObject({ companyId, companyName: '浦东会展中心' });
      const { id, version } = account;
      const changed = data(
        await sales.call('PUT', `/behind/customers/${id}`, {
          name: '会展中心',
          kind: 'individual',
          companyId,
          version,
        }),
      );
      expect(changed.companyId).toBeNull();
      expect((await stored(id))?.companyId).toBeNull();
    });
  });

  describe('owner history and deal', () => {
    it('belongs to its creator, with a "create" row in the owner history', async () => {
      const created = await newCustomer(sales, '徐汇琴行');
      expect(created).toMatchObject({ ownerId: ids.sales, ownerName: '李娜 Li Na', companyName: null });
      const history = data(await owners(created.id, sales.token));
      expect(history).toEqual([
        {
          id: expect.any(Number),
          at: expect.any(String),
          reason: 'create',
          fromId: null,
          fromName: null,
          toId: ids.sales,
          toName: '李娜 Li Na',
          actorId: ids.sales,
          actorName: '李娜 Li Na',
          note: '',
        },
      ]);
    });

    it('is marked as having bought by its first order, in a new version; the order names its company and owner', async () => {
      const created = data(
        await sales.call('POST', '/behind/customers', { name: '会展中心二期', kind: 'company', companyId }),
      );
      expect(created.deal).toBe(false);
      const warehouseId = await admin.warehouse('CT-WH');
      const productId = await admin.product({ sku: 'CT-SPK-1' });
      const order = data(
        await sales.order({
          customerId: created.id,
          warehouseId,
          lines: [{ productId, qty: 1, unitPrice: 10_000 }],
        }),
      );
      expect(await stored(created.id)).toMatchObject({ deal: true, version: created.version + 1 });
      data(
        await sales.order({ customerId: created.id, warehouseId, lines: [{ productId, qty: 2, unitPrice: 10_000 }] }),
      );
      expect(await stored(created.id)).toMatchObject({ deal: true, version: created.version + 1 });

      const detail = data(await h.call('GET', `/behind/orders/${order.id}`, { token: sales.token }));
      expect(detail.customer).toEqual({
        id: created.id,
        code: created.code,
        name: '会展中心二期',
        companyId,
        companyName: '浦东会展中心',
        ownerId: ids.sales,
        ownerName: '李娜 Li Na',
      });
    });
  });

  describe('transfer', () => {
    let customer: { id: number; version: number; code: string; name: string; ownedAt: string };

    beforeAll(async () => {
      customer = await newCustomer(sales, '静安音乐餐厅');
      await h.database.db
        .update(customers)
        .set({ poolWarnedAt: new Date('2026-01-01T00:00:00Z') })
        .where(eq(customers.id, customer.id));
    });

    /** Runs a refused transfer and proves the customer, its history, the audit log and the messages did not change. */
    async function refusedTransfer(status: number, json: Record<string, unknown>, token = admin.token) {
      const counts = async () => ({
        changes: (await h.database.db.select({ n: count() }).from(customerOwnerChanges))[0]?.n,
        audit: (await h.database.db.select({ n: count() }).from(auditLog))[0]?.n,
        messages: (await h.database.db.select({ n: count() }).from(messages))[0]?.n,
      });
      const before = { row: await stored(customer.id), counts: await counts() };
      const answer = await transfer(customer.id, json, token);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect({ row: await stored(customer.id), counts: await counts() }).toEqual(before);
      return answer;
    }

    it('needs customer:all and customer:write', async () => {
      const body = { ownerId: ids.sales2, version: customer.version };
      await refusedTransfer(403, body, sales.token);
      // Finance sees every customer but does not manage them.
      await refusedTransfer(403, body, finance);
    });

    it('refuses a stale version, the same owner, and an owner who cannot work customers', async () => {
      await refusedTransfer(409, { ownerId: ids.sales2, version: customer.version + 5 });
      const same = await refusedTransfer(422, { ownerId: ids.sales, version: customer.version });
      expect(same.body.data.issues).toEqual([
        { path: 'ownerId', message: 'The customer is already owned by this user' },
      ]);
      const warehouse = await refusedTransfer(422, { ownerId: ids.warehouse, version: customer.version });
      expect(warehouse.body.data.issues).toEqual([
        { path: 'ownerId', message: 'The new owner cannot manage customers' },
      ]);
      const nobody = await refusedTransfer(422, { ownerId: 2147483647, version: customer.version });
      expect(nobody.body.data.issues[0].path).toBe('ownerId');
      await h.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, ids.sales2));
      try {
        await refusedTransfer(422, { ownerId: ids.sales2, version: customer.version });
      } finally {
        await h.database.db.update(users).set({ status: 'active' }).where(eq(users.id, ids.sales2));
      }
      const missing = await transfer(2147483647, { ownerId: ids.sales2, version: 1 });
      expect(missing.status).toBe(404);
    });

    it('hands the customer over with its history, an audit entry and a note to the new owner', async () => {
      const moved = data(
        await transfer(customer.id, { ownerId: ids.sales2, version: customer.version, note: '华东区调整' }),
      );
      expect(moved).toMatchObject({
        id: customer.id,
        ownerId: ids.sales2,
        ownerName: '吴涛 Wu Tao',
        version: customer.version + 1,
      });
      const row = await stored(customer.id);
      expect(row?.poolWarnedAt).toBeNull();
      // The new owner's clock starts with the transfer (the same instant as the write).
      expect(row?.ownedAt?.toISOString()).toBe(moved.ownedAt);
      expect(moved.ownedAt).toBe(moved.updatedAt);
      expect(Date.parse(moved.ownedAt)).toBeGreaterThan(Date.parse(customer.ownedAt));

      const history = data(await owners(customer.id, admin.token));
      expect(history.map((change: { reason: string }) => change.reason)).toEqual(['transfer', 'create']);
      expect(history[0]).toMatchObject({
        fromId: ids.sales,
        fromName: '李娜 Li Na',
        toId: ids.sales2,
        toName: '吴涛 Wu Tao',
        actorId: ids.admin,
        actorName: '王磊 Wang Lei',
        note: '华东区调整',
      });

      const [entry] = await h.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'transfer'), eq(auditLog.entityId, String(customer.id))));
      expect(entry).toMatchObject({ entity: 'customer', actorId: ids.admin });
      expect(entry?.before).toMatchObject({ ownerId: ids.sales });
      expect(entry?.after).toMatchObject({ ownerId: ids.sales2 });

      const notes = await h.database.db.select().from(messages).where(eq(messages.userId, ids.sales2));
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        type: 'notice',
        read: false,
        titleEn: `Customer ${customer.code} 静安音乐餐厅 is now yours`,
        titleZh: `客户 ${customer.code} 静安音乐餐厅 已转给您`,
        contentEn: '王磊 Wang Lei transferred this customer to you. 华东区调整',
        contentZh: '王磊 Wang Lei 将该客户转移给您。华东区调整',
      });

      // The new version: the old one is stale now.
      await refusedTransfer(409, { ownerId: ids.sales, version: customer.version });
    });

    it("hides the owner history of another's customer from a salesperson (404)", async () => {
      expect((await owners(customer.id, sales.token)).status).toBe(404);
      const adminsOwn = await newCustomer(admin, '管理员的客户');
      expect((await owners(adminsOwn.id, sales.token)).status).toBe(404);
      expect((await owners(adminsOwn.id, admin.token)).status).toBe(200);
      expect((await owners(2147483647, admin.token)).status).toBe(404);
    });
  });
});
