/**
 * Companies: contacts and sites written with the company and kept by id (update, insert, delete the missing),
 * a line id of another company and a second primary contact refused with nothing written, the credit code's check
 * character and uniqueness, the company's orders and customer count as the caller may see them (a salesperson:
 * only their own customers'), and no delete while customers remain.
 */
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companyContacts, companySites } from '../db/schema';
import { Commerce, data } from '../test/commerce';
import { DEMO, forEachDriver } from '../test/harness';

const en = { 'accept-language': 'en-US' };

forEachDriver('companies', (h) => {
  let admin: Commerce;
  let sales: Commerce;

  beforeAll(async () => {
    admin = new Commerce(h, await h.login('admin', DEMO.admin));
    sales = new Commerce(h, await h.login('sales', DEMO.sales));
  });

  const createCompany = (fields: Record<string, unknown>, token = admin.token) =>
    h.call('POST', '/behind/companies', { token, headers: en, json: { contacts: [], sites: [], ...fields } });
  const detail = async (id: number, token = admin.token) =>
    data(await h.call('GET', `/behind/companies/${id}`, { token }));
  const line = ({ id, name, title, phone, email, primary }: Record<string, unknown>) => ({
    id,
    name,
    title,
    phone,
    email,
    primary,
  });
  const site = ({ id, name, address, system }: Record<string, unknown>) => ({ id, name, address, system });
  /** The update body of a detail as read: its fields, its lines with their ids, its version. */
  const update = (company: Record<string, unknown>, changes: Record<string, unknown>) =>
    h.call('PUT', `/behind/companies/${company.id}`, {
      token: admin.token,
      headers: en,
      json: {
        name: company.name,
        creditCode: company.creditCode,
        version: company.version,
        contacts: (company.contacts as Record<string, unknown>[]).map(line),
        sites: (company.sites as Record<string, unknown>[]).map(site),
        ...changes,
      },
    });
  const auditCount = async () => (await h.database.db.select({ n: count() }).from(auditLog))[0]?.n;
  /** Every line row of the company, as stored. */
  const storedLines = async (companyId: number) => ({
    contacts: await h.database.db
      .select()
      .from(companyContacts)
      .where(eq(companyContacts.companyId, companyId))
      .orderBy(companyContacts.id),
    sites: await h.database.db
      .select()
      .from(companySites)
      .where(eq(companySites.companyId, companyId))
      .orderBy(companySites.id),
  });

  describe('contacts and sites', () => {
    it('writes them with the company in their order and answers them with the detail', async () => {
      const created = data(
        await createCompany({
          name: '静安大剧院',
          contacts: [
            { name: '王经理', title: '采购经理', phone: '021-62881234', email: 'wang@theatre.cn', primary: true },
            { name: '李工', title: '音响工程师' },
          ],
          sites: [{ name: '主剧场', address: '北京西路 1 号', system: '线阵列 12 只，数字调音台 1 台' }],
        }),
      );
      expect(created.contacts.map(line)).toEqual([
        {
          id: expect.any(Number),
          name: '王经理',
          title: '采购经理',
          phone: '021-62881234',
          email: 'wang@theatre.cn',
          primary: true,
        },
        { id: expect.any(Number), name: '李工', title: '音响工程师', phone: '', email: '', primary: false },
      ]);
      expect(created.contacts.map((contact: { sort: number }) => contact.sort)).toEqual([0, 1]);
      expect(created.sites.map(site)).toEqual([
        { id: expect.any(Number), name: '主剧场', address: '北京西路 1 号', system: '线阵列 12 只，数字调音台 1 台' },
      ]);
      expect(created.customerCount).toBe(0);
      expect((await detail(created.id)).contacts).toEqual(created.contacts);
    });

    it('updates the lines read with an id, inserts new ones, deletes the missing, and keeps sort as position', async () => {
      const created = data(
        await createCompany({
          name: '徐汇书城',
          contacts: [{ name: '甲' }, { name: '乙', primary: true }],
          sites: [{ name: '一楼' }, { name: '二楼' }],
        }),
      );
      const [first, second] = created.contacts;
      const updated = data(
        await update(created, {
          contacts: [{ name: '丙' }, { ...line(second), title: '店长' }],
          sites: [site(created.sites[1])],
        }),
      );
      expect(updated.contacts.map(line)).toEqual([
        { id: expect.any(Number), name: '丙', title: '', phone: '', email: '', primary: false },
        { id: second.id, name: '乙', title: '店长', phone: '', email: '', primary: true },
      ]);
      expect(updated.contacts[0].id).not.toBe(first.id);
      const stored = await storedLines(created.id);
      expect(stored.contacts.map((row) => [row.id, row.name, row.sort])).toEqual([
        [second.id, '乙', 1],
        [updated.contacts[0].id, '丙', 0],
      ]);
      expect(stored.sites.map((row) => [row.id, row.name, row.sort])).toEqual([[created.sites[1].id, '二楼', 0]]);

      // Emptying a set deletes every line of it.
      const emptied = data(await update(updated, { contacts: [], sites: [] }));
      expect(emptied.contacts).toEqual([]);
      expect(await storedLines(created.id)).toEqual({ contacts: [], sites: [] });
    });

    it("refuses another company's line id and a second primary contact, and writes nothing", async () => {
      const ours = data(
        await createCompany({ name: '长宁体育馆', contacts: [{ name: '赵' }], sites: [{ name: 'A 馆' }] }),
      );
      const theirs = data(
        await createCompany({ name: '别家公司', contacts: [{ name: '钱' }], sites: [{ name: 'B 馆' }] }),
      );
      const before = await storedLines(ours.id);
      const auditsBefore = await auditCount();

      const foreign = await update(ours, {
        contacts: [line(ours.contacts[0]), { ...line(theirs.contacts[0]), name: '改名' }],
        sites: [site(theirs.sites[0])],
      });
      expect(foreign.status).toBe(422);
      expect(foreign.body.data.issues).toEqual([
        { path: 'contacts.1.id', message: 'No such record' },
        { path: 'sites.0.id', message: 'No such record' },
      ]);

      const twoPrimaries = await update(ours, {
        contacts: [
          { ...line(ours.contacts[0]), primary: true },
          { name: '孙', primary: true },
          { name: '周', primary: true },
        ],
      });
      expect(twoPrimaries.status).toBe(422);
      expect(twoPrimaries.body.data.issues).toEqual([
        { path: 'contacts.1.primary', message: 'Only one contact can be the primary contact' },
        { path: 'contacts.2.primary', message: 'Only one contact can be the primary contact' },
      ]);

      // On create every id is foreign: the company has no lines yet.
      const createdWithId = await createCompany({ name: '新公司', contacts: [line(ours.contacts[0])] });
      expect(createdWithId.status).toBe(422);
      expect(createdWithId.body.data.issues).toEqual([{ path: 'contacts.0.id', message: 'No such record' }]);

      expect(await storedLines(ours.id)).toEqual(before);
      expect((await storedLines(theirs.id)).contacts.map((row) => row.name)).toEqual(['钱']);
      expect((await detail(ours.id)).version).toBe(ours.version);
      expect(await auditCount()).toBe(auditsBefore);
      const named = await h.call('GET', '/behind/companies?q=%E6%96%B0%E5%85%AC%E5%8F%B8', { token: admin.token });
      expect(data(named).list).toEqual([]);
    });
  });

  it('refuses a credit code with a wrong check character, and one another company has', async () => {
    const wrong = await createCompany({ name: '校验错误公司', creditCode: '9144030071526726XA' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.data.issues).toEqual([
      { path: 'creditCode', message: 'This credit code is not valid: check its last character' },
    ]);
    data(await createCompany({ name: '信用代码公司', creditCode: '91330100716105852F' }));
    const again = await createCompany({ name: '另一家', creditCode: '91330100716105852F' });
    expect(again.status, JSON.stringify(again.body)).toBe(422);
    expect(again.body.data.issues.map((issue: { path: string }) => issue.path)).toEqual(['creditCode']);
  });

  describe("the company's customers and orders", () => {
    let companyId = 0;
    let salesCustomer = 0;
    let adminCustomer = 0;
    let otherCompanyCustomer = 0;
    const orders: Record<string, number> = {};

    beforeAll(async () => {
      companyId = data(await createCompany({ name: '音乐厅集团' })).id;
      const otherCompany = data(await createCompany({ name: '其他集团' })).id;
      const newCustomer = async (t: Commerce, name: string, company: number) =>
        data(await t.call('POST', '/behind/customers', { name, kind: 'company', companyId: company })).id as number;
      salesCustomer = await newCustomer(sales, '音乐厅东区', companyId);
      adminCustomer = await newCustomer(admin, '音乐厅西区', companyId);
      otherCompanyCustomer = await newCustomer(admin, '其他集团总部', otherCompany);
      const warehouseId = await admin.warehouse('CO-WH');
      const productId = await admin.product({ sku: 'CO-SPK-1', salePrice: 20_000 });
      const order = async (t: Commerce, customerId: number, orderDate: string, qty: number) =>
        data(await t.order({ customerId, warehouseId, orderDate, lines: [{ productId, qty, unitPrice: 20_000 }] }));
      orders.eastOld = (await order(sales, salesCustomer, '2026-10-01', 1)).id;
      orders.west = (await order(admin, adminCustomer, '2026-10-15', 2)).id;
      orders.eastNew = (await order(sales, salesCustomer, '2026-11-02', 3)).id;
      orders.other = (await order(admin, otherCompanyCustomer, '2026-11-03', 1)).id;
    });

    it("lists its customers' orders newest first, each with its customer", async () => {
      const list = data(await h.call('GET', `/behind/companies/${companyId}/orders`, { token: admin.token }));
      expect(list.map((row: { id: number }) => row.id)).toEqual([orders.eastNew, orders.west, orders.eastOld]);
      expect(list[0]).toEqual({
        id: orders.eastNew,
        orderNo: expect.stringMatching(/^SO/),
        orderDate: '2026-11-02',
        status: 'draft',
        total: 60_000,
        customerId: salesCustomer,
        customerCode: expect.stringMatching(/^C\d{5}$/),
        customerName: '音乐厅东区',
      });
      expect((await detail(companyId)).customerCount).toBe(2);
    });

    it("shows a salesperson only their own customers' orders and count", async () => {
      const list = data(await h.call('GET', `/behind/companies/${companyId}/orders`, { token: sales.token }));
      expect(list.map((row: { id: number }) => row.id)).toEqual([orders.eastNew, orders.eastOld]);
      expect((await detail(companyId, sales.token)).customerCount).toBe(1);
    });

    it('answers 404 for a company that does not exist', async () => {
      const missing = await h.call('GET', '/behind/companies/2147483647/orders', { token: admin.token });
      expect(missing.status).toBe(404);
    });

    it('cannot be deleted while customers belong to it', async () => {
      const refused = await h.call('DELETE', `/behind/companies/${companyId}`, { token: admin.token, headers: en });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('Other records use this one, so it cannot be deleted');
      expect((await detail(companyId)).id).toBe(companyId);
      // Without customers it goes, its lines with it.
      const bare = data(await createCompany({ name: '空公司', contacts: [{ name: '吴' }] }));
      data(await h.call('DELETE', `/behind/companies/${bare.id}`, { token: admin.token }));
      expect(await storedLines(bare.id)).toEqual({ contacts: [], sites: [] });
    });
  });
});
