/**
 * Suppliers, served by the framework from their definition alone (no binding): the demo suppliers and the
 * products that name them, writes with their field rules and versions, activate/deactivate, list filters, the
 * bank account masked in lists and exports, delete refused while a product names the supplier, and who may do what.
 */
import { createSchema, supplier as supplierDef, writableFields } from '@soundboard/contract';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, expect, it } from 'vitest';
import { products, roles, suppliers } from '../db/schema';
import { upgradeSystemData } from '../seed/upgrade';
import { DEMO, forEachDriver } from '../test/harness';

const ACCOUNT = '6222021001123456789';
const base = {
  name: '测试供应商',
  contactName: '张三 Zhang San',
  phone: '0571-88886666',
  email: 'sales@test-supplier.cn',
  region: ['330000', '330100', '330106'],
  address: '杭州市西湖区文三路 90 号',
  taxId: '91330106MA2TEST01X',
  bankName: '招商银行杭州分行',
  bankAccount: ACCOUNT,
  paymentTermDays: 45,
  productKinds: ['microphone', 'speaker'],
  rating: 4,
  note: '',
};

forEachDriver('suppliers', (h) => {
  let admin = '';
  let viewer = '';
  const en = { 'accept-language': 'en-US' };
  const create = (fields: Record<string, unknown>, token = admin, headers: Record<string, string> = {}) =>
    h.call('POST', '/behind/suppliers', { token, headers, json: { ...base, ...fields } });
  const codes = async (query: string) =>
    (await h.call('GET', `/behind/suppliers?sort=code&${query}`, { token: viewer })).body.data.list.map(
      (row: { code: string }) => row.code,
    );
  const rowOf = async (id: number) => (await h.database.db.select().from(suppliers).where(eq(suppliers.id, id)))[0];

  beforeAll(async () => {
    admin = await h.login('admin', DEMO.admin);
    viewer = await h.login('viewer', DEMO.viewer);
  });

  it('holds the demo suppliers the contract would accept, and each demo product names the one that makes it', async () => {
    const rows = await h.database.db.select().from(suppliers).orderBy(suppliers.code);
    expect(rows.map((row) => row.code)).toEqual([
      'SUP-001',
      'SUP-002',
      'SUP-003',
      'SUP-004',
      'SUP-005',
      'SUP-006',
      'SUP-007',
      'SUP-008',
    ]);
    const schema = createSchema(supplierDef);
    for (const row of rows) {
      const input = Object.fromEntries(writableFields(supplierDef.fields).map(([name]) => [name, row[name as 'code']]));
      expect(v.safeParse(schema, input).issues, row.code).toBeUndefined();
      expect(row.taxId).toMatch(/^[0-9A-Z]{18}$/);
      expect(row.bankAccount).toMatch(/^\d{16,19}$/);
      expect(row.region).toHaveLength(3);
    }
    expect(rows.filter((row) => row.status === 'inactive').map((row) => row.code)).toEqual(['SUP-008']);

    const named = await h.database.db
      .select({ kind: products.kind, supplierKinds: suppliers.productKinds, status: suppliers.status })
      .from(products)
      .leftJoin(suppliers, eq(suppliers.id, products.supplierId));
    for (const product of named) {
      if (product.kind === 'service') expect(product.supplierKinds).toBeNull();
      else {
        expect(product.supplierKinds, product.kind).toContain(product.kind);
        expect(product.status).toBe('active');
      }
    }
  });

  it('creates with a code, the initial state and the product kinds in their declared order', async () => {
    const created = await create({ code: 'TS-CREATE-1' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({
      code: 'TS-CREATE-1',
      status: 'active',
      version: 1,
      productKinds: ['speaker', 'microphone'],
      region: ['330000', '330100', '330106'],
      bankAccount: ACCOUNT,
    });
    const row = await rowOf(created.body.data.id);
    expect(row?.productKinds).toEqual(['speaker', 'microphone']);
    // What an omitted optional field becomes: the definition's default, or empty.
    const bare = await h.call('POST', '/behind/suppliers', {
      token: admin,
      json: { code: 'TS-BARE-1', name: '最简', rating: 2 },
    });
    expect(bare.body.data).toMatchObject({ rating: 2, paymentTermDays: 30, productKinds: [], region: [], email: '' });
  });

  it('reports broken field rules and a duplicate code under their fields, in both languages', async () => {
    const bad = await create(
      {
        code: 'lower case',
        phone: 'call me',
        email: 'not-an-email',
        rating: 6,
        region: ['33'],
        productKinds: ['drums'],
      },
      admin,
      en,
    );
    expect(bad.status).toBe(422);
    expect(bad.body.data.issues).toEqual([
      { path: 'code', message: 'Use 3-40 capital letters, digits or dashes' },
      { path: 'phone', message: 'Please enter a phone number (digits, spaces, dashes, an optional leading +)' },
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'region.0', message: 'This value is not valid' },
      { path: 'productKinds.0', message: 'This value is not valid' },
      { path: 'rating', message: 'This value is too large' },
    ]);
    const low = await create({ code: 'TS-RATE-0', rating: 0 }, admin, en);
    expect(low.status).toBe(422);
    expect(low.body.data.issues).toEqual([{ path: 'rating', message: 'This value is too small' }]);

    await create({ code: 'TS-DUP-1' });
    const duplicate = await create({ code: 'TS-DUP-1', name: '重复' });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.data.issues).toEqual([{ path: 'code', message: '编码“TS-DUP-1”已被使用' }]);
    const english = await create({ code: 'TS-DUP-1', name: 'again' }, admin, en);
    expect(english.body.data.issues).toEqual([{ path: 'code', message: 'Code “TS-DUP-1” is already taken' }]);
    expect(await codes('q=TS-DUP')).toEqual(['TS-DUP-1']);
    // The state is the server's to set.
    expect((await create({ code: 'TS-STATE-1', status: 'inactive' })).status).toBe(422);
  });

  it('reads one record whole, updates at its version, and a stale version changes nothing', async () => {
    const created = (await create({ code: 'TS-VER-1' })).body.data;
    const one = await h.call('GET', `/behind/suppliers/${created.id}`, { token: viewer });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ code: 'TS-VER-1', bankAccount: ACCOUNT, taxId: base.taxId });

    const fields = { ...base, code: 'TS-VER-1', name: '改名后', rating: 5, productKinds: ['mixer'] };
    const first = await h.call('PUT', `/behind/suppliers/${created.id}`, {
      token: admin,
      json: { ...fields, version: created.version },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ name: '改名后', rating: 5, productKinds: ['mixer'], version: 2 });

    const stale = await h.call('PUT', `/behind/suppliers/${created.id}`, {
      token: admin,
      json: { ...fields, name: '覆盖', rating: 1, version: created.version },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(400009);
    expect(await rowOf(created.id)).toMatchObject({ name: '改名后', rating: 5, version: 2 });
  });

  it('deactivates and activates, refusing a move its state does not allow', async () => {
    const created = (await create({ code: 'TS-ST-1' })).body.data;
    const move = (action: string, version: number, headers: Record<string, string> = {}) =>
      h.call('POST', `/behind/suppliers/${created.id}/${action}`, { token: admin, headers, json: { version } });

    const already = await move('activate', 1);
    expect(already.status).toBe(409);
    expect(already.body.code).toBe(400011);
    expect(already.body.message).toBe('当前状态为“合作中”，不能执行“启用”');
    expect((await move('activate', 1, en)).body.message).toBe(
      '“Activate” is not possible while the status is “Active”',
    );

    expect((await move('deactivate', 1)).body.data).toMatchObject({ status: 'inactive', version: 2 });
    expect((await move('deactivate', 2)).status).toBe(409);
    expect((await move('activate', 2)).body.data).toMatchObject({ status: 'active', version: 3 });
    expect((await rowOf(created.id))?.status).toBe('active');
  });

  it('filters the list by status, product kinds (any in common) and a search of name and code', async () => {
    await create({ code: 'TS-LST-A', name: '甲声学', productKinds: ['speaker', 'amplifier'] });
    await create({ code: 'TS-LST-B', name: '乙电子', productKinds: ['mixer'] });
    const c = (await create({ code: 'TS-LST-C', name: '丙话筒', productKinds: ['microphone'] })).body.data;
    await h.call('POST', `/behind/suppliers/${c.id}/deactivate`, { token: admin, json: { version: 1 } });

    expect(await codes('q=TS-LST')).toEqual(['TS-LST-A', 'TS-LST-B', 'TS-LST-C']);
    expect(await codes('q=TS-LST&status=inactive')).toEqual(['TS-LST-C']);
    expect(await codes('q=TS-LST&status=active')).toEqual(['TS-LST-A', 'TS-LST-B']);
    expect(await codes('q=TS-LST&productKinds=amplifier,mixer')).toEqual(['TS-LST-A', 'TS-LST-B']);
    expect(await codes('q=TS-LST&productKinds=bgm_player')).toEqual([]);
    expect(await codes(`q=${encodeURIComponent('乙电')}`)).toEqual(['TS-LST-B']);
    expect(await codes('q=SUP-00&status=inactive')).toEqual(['SUP-008']);
    expect(await codes('q=SUP-00&productKinds=mixer')).toEqual(['SUP-004']);
    expect((await h.call('GET', '/behind/suppliers?productKinds=drums', { token: viewer })).status).toBe(422);
  });

  it('masks the bank account to its last 4 digits in the list and the export, with translated headers', async () => {
    await create({ code: 'TS-CSV-1', name: '导出测试', productKinds: ['speaker', 'accessory'] });
    const list = await h.call('GET', '/behind/suppliers?q=TS-CSV-1', { token: viewer });
    expect(list.body.data.list[0].bankAccount).toBe('********6789');
    expect(JSON.stringify(list.body.data)).not.toContain(ACCOUNT);

    const csv = async (locale: string) => {
      const response = await h.app.request('/behind/suppliers/export?q=TS-CSV-1', {
        headers: { 'admin-token': viewer, 'accept-language': locale, 'x-forwarded-for': '10.0.0.1' },
      });
      expect(response.status).toBe(200);
      return (await response.text()).trimEnd().split('\r\n');
    };
    const [header, row] = await csv('zh-CN');
    expect(header).toBe(
      'ID,编码,名称,联系人,电话,邮箱,所在地区,详细地址,纳税人识别号,开户银行,银行账号,账期（天）,供应品类,评级,备注,状态,创建时间',
    );
    expect(row).toContain(',********6789,');
    expect(row).not.toContain(ACCOUNT);
    expect(row).toContain(',浙江省/杭州市/西湖区,');
    expect(row).toContain(',音箱; 配件,');
    expect(row).toContain(',合作中,');
    const [englishHeader, englishRow] = await csv('en-US');
    expect(englishHeader).toBe(
      'ID,Code,Name,Contact person,Phone,Email,Region,Address,Tax ID,Bank,Bank account,Payment terms (days),Product kinds supplied,Rating,Note,Status,Created',
    );
    expect(englishRow).toContain(',Speaker; Accessory,');
    expect(englishRow).not.toContain(ACCOUNT);
  });

  it('deletes a supplier no product names; one a product names is refused in both languages, single or bulk', async () => {
    const unused = (await create({ code: 'TS-DEL-1' })).body.data;
    const spare = (await create({ code: 'TS-DEL-2' })).body.data;
    const [demo] = await h.database.db.select().from(suppliers).where(eq(suppliers.code, 'SUP-001'));
    if (!demo) throw new Error('no demo supplier SUP-001');
    const count = async () => (await h.database.db.select().from(suppliers)).length;
    const before = await count();

    const one = await h.call('DELETE', `/behind/suppliers/${demo.id}`, { token: admin });
    expect(one.status).toBe(409);
    expect(one.body.message).toBe('该记录已被其他记录引用，不能删除');
    const english = await h.call('DELETE', `/behind/suppliers/${demo.id}`, { token: admin, headers: en });
    expect(english.body.message).toBe('Other records use this one, so it cannot be deleted');
    const bulk = await h.call('POST', '/behind/suppliers/bulk-delete', {
      token: admin,
      headers: en,
      json: { ids: [spare.id, demo.id] },
    });
    expect(bulk.status).toBe(409);
    expect(bulk.body.message).toBe('Other records use this one, so it cannot be deleted');
    expect(await count()).toBe(before);
    expect(await rowOf(demo.id)).toEqual(demo);

    expect((await h.call('DELETE', `/behind/suppliers/${unused.id}`, { token: admin })).status).toBe(200);
    expect((await h.call('GET', `/behind/suppliers/${unused.id}`, { token: admin })).status).toBe(404);
    expect(await count()).toBe(before - 1);
  });

  it('lets a product name an existing supplier only, and names the supplier in the product list', async () => {
    const [demo] = await h.database.db.select().from(suppliers).where(eq(suppliers.code, 'SUP-003'));
    if (!demo) throw new Error('no demo supplier SUP-003');
    const product = { sku: 'TS-PRD-1', name: '测试功放', kind: 'amplifier', unit: '台', salePrice: 100_00 };
    const missing = await h.call('POST', '/behind/products', {
      token: admin,
      headers: en,
      json: { ...product, supplierId: 999_999 },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.data.issues).toEqual([{ path: 'supplierId', message: 'No such record' }]);
    const created = await h.call('POST', '/behind/products', {
      token: admin,
      json: { ...product, supplierId: demo.id },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const list = await h.call('GET', `/behind/products?supplierId=${demo.id}&q=TS-PRD-1`, { token: viewer });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0].refLabels.supplierId).toBe(`SUP-003 ${demo.name}`);
  });

  it('lets the viewer read but not write, the warehouse write, and sales not even read', async () => {
    const [demo] = await h.database.db.select().from(suppliers).limit(1);
    if (!demo) throw new Error('no demo supplier');
    expect((await h.call('GET', '/behind/suppliers', { token: viewer })).status).toBe(200);
    expect((await h.call('GET', `/behind/suppliers/${demo.id}/history`, { token: viewer })).status).toBe(200);
    expect((await create({ code: 'TS-VIEW-1' }, viewer)).status).toBe(403);
    const update = await h.call('PUT', `/behind/suppliers/${demo.id}`, {
      token: viewer,
      json: { ...base, code: demo.code, version: demo.version },
    });
    expect(update.status).toBe(403);
    expect((await h.call('DELETE', `/behind/suppliers/${demo.id}`, { token: viewer })).status).toBe(403);
    expect((await h.call('POST', `/behind/suppliers/${demo.id}/deactivate`, { token: viewer, json: {} })).status).toBe(
      403,
    );
    expect(await rowOf(demo.id)).toEqual(demo);
    expect(await codes('q=TS-VIEW')).toEqual([]);

    const warehouse = await h.login('warehouse', DEMO.warehouse);
    expect((await create({ code: 'TS-WH-1' }, warehouse)).status).toBe(200);
    const sales = await h.login('sales', DEMO.sales);
    expect((await h.call('GET', '/behind/suppliers', { token: sales })).status).toBe(403);
    expect((await h.call('GET', '/behind/suppliers/export', { token: sales })).status).toBe(403);
  });

  it('gives the viewer of a database seeded before suppliers the right to read them at start-up', async () => {
    await h.database.db
      .update(roles)
      .set({ permissions: sql`array_remove(${roles.permissions}, 'supplier:read')` })
      .where(eq(roles.key, 'viewer'));
    const before = await h.login('viewer', DEMO.viewer);
    expect((await h.call('GET', '/behind/suppliers', { token: before })).status).toBe(403);
    await upgradeSystemData(h.database.db);
    const after = await h.login('viewer', DEMO.viewer);
    expect((await h.call('GET', '/behind/suppliers', { token: after })).status).toBe(200);
  });
});
