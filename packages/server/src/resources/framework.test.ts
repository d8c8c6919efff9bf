/**
 * The resource framework, proven on products (the simplest full resource): listing with only declared
 * parameters, versions, states, all-or-nothing bulk writes, the audit trail and the CSV export.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, products } from '../db/schema';
import { DEMO, forEachDriver } from '../test/harness';

const base = {
  kind: 'speaker',
  unit: '只',
  salePrice: 12_900,
  brand: 'Soundboard',
};

forEachDriver('resource framework (products)', (h) => {
  let admin = '';
  let viewer = '';
  const create = async (fields: Record<string, unknown>, token = admin) =>
    h.call('POST', '/behind/products', { token, json: { ...base, ...fields } });

  beforeAll(async () => {
    admin = await h.login('admin', DEMO.admin);
    viewer = await h.login('viewer', DEMO.viewer);
    // A small catalogue of our own, found again by the brand 'FwTest'.
    const rows = [
      { sku: 'FW-SPK-1', name: '吸顶音箱 A', kind: 'speaker', salePrice: 300 },
      { sku: 'FW-SPK-2', name: '吸顶音箱 B', kind: 'speaker', salePrice: 100 },
      { sku: 'FW-AMP-1', name: '合并式功放 100%', kind: 'amplifier', salePrice: 200, serialTracked: true },
      { sku: 'FW-MIC-1', name: '会议话筒', kind: 'microphone', salePrice: 200 },
    ];
    for (const row of rows) {
      const created = await create({ ...row, brand: 'FwTest' });
      expect(created.body.code, JSON.stringify(created.body)).toBe(1);
    }
  });

  const list = (query: string, token = admin) => h.call('GET', `/behind/products?brand=FwTest&${query}`, { token });
  const search = (q: string) => h.call('GET', `/behind/products?q=${q}`, { token: admin });

  it('lists a page with the total, sorted with the id breaking ties, and filtered by the declared fields', async () => {
    const page = await list('sort=salePrice&pageSize=2');
    expect(page.body.data.total).toBe(4);
    expect(page.body.data.list.map((row: { sku: string }) => row.sku)).toEqual(['FW-SPK-2', 'FW-AMP-1']);
    const next = await list('sort=salePrice&pageSize=2&page=2');
    expect(next.body.data.list.map((row: { sku: string }) => row.sku)).toEqual(['FW-MIC-1', 'FW-SPK-1']);
    const desc = await list('sort=-salePrice');
    expect(desc.body.data.list.map((row: { salePrice: number }) => row.salePrice)).toEqual([300, 200, 200, 100]);

    expect((await list('kind=amplifier,microphone')).body.data.total).toBe(2);
    expect((await list('salePriceFrom=150&salePriceTo=250')).body.data.total).toBe(2);
    expect((await list('serialTracked=true')).body.data.list[0].sku).toBe('FW-AMP-1');
    expect((await list('status=draft')).body.data.total).toBe(4);
  });

  it('searches the declared text fields with LIKE wildcards taken literally', async () => {
    expect((await list('q=fw-spk')).body.data.total).toBe(2);
    expect((await list(`q=${encodeURIComponent('100%')}`)).body.data.list.map((r: { sku: string }) => r.sku)).toEqual([
      'FW-AMP-1',
    ]);
    expect((await list(`q=${encodeURIComponent('_')}`)).body.data.total).toBe(0);
  });

  it('refuses any parameter the definition does not declare, with a translated message', async () => {
    const unknown = await h.call('GET', '/behind/products?costPrice=1', {
      token: admin,
      headers: { 'accept-language': 'en-US' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.data.issues).toEqual([{ path: 'costPrice', message: 'Unknown field' }]);
    const unsortable = await h.call('GET', '/behind/products?sort=description', { token: admin });
    expect(unsortable.status).toBe(422);
    expect(unsortable.body.message).toBe('该列不支持排序');
    expect((await h.call('GET', '/behind/products?pageSize=101', { token: admin })).status).toBe(422);
    expect((await h.call('GET', "/behind/products?kind=speaker'--", { token: admin })).status).toBe(422);
  });

  it('creates with the initial state, audits it, and reports rule breaches and duplicates under their fields', async () => {
    const created = await create({ sku: 'FW-NEW-1', name: '新品' });
    expect(created.body.data).toMatchObject({ status: 'draft', version: 1, taxRate: 13, images: [] });
    const [row] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(created.body.data.id))));
    expect(row?.action).toBe('create');

    const bad = await h.call('POST', '/behind/products', {
      token: admin,
      headers: { 'accept-language': 'en-US' },
      json: { ...base, sku: 'lower case', name: '', salePrice: -5 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.data.issues).toEqual([
      { path: 'sku', message: 'Use 3-40 capital letters, digits or dashes' },
      { path: 'name', message: 'This field is required' },
      { path: 'salePrice', message: 'This value is too small' },
    ]);
    const duplicate = await create({ sku: 'FW-NEW-1', name: '重复' });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.data.issues).toEqual([{ path: 'sku', message: 'SKU 编码“FW-NEW-1”已被使用' }]);
    expect((await create({ sku: 'FW-NEW-2', name: 'x', status: 'on_sale' })).status).toBe(422);
  });

  it('updates only at the version it was read at; a stale version changes nothing', async () => {
    const created = (await create({ sku: 'FW-VER-1', name: '版本' })).body.data;
    const fields = { ...base, sku: 'FW-VER-1', name: '版本 2' };
    const first = await h.call('PUT', `/behind/products/${created.id}`, {
      token: admin,
      json: { ...fields, version: created.version },
    });
    expect(first.body.data).toMatchObject({ name: '版本 2', version: 2 });
    const stale = await h.call('PUT', `/behind/products/${created.id}`, {
      token: admin,
      json: { ...fields, name: '覆盖', version: created.version },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(400009);
    const [row] = await h.database.db.select().from(products).where(eq(products.id, created.id));
    expect(row).toMatchObject({ name: '版本 2', version: 2 });
  });

  it('moves through the state machine and refuses an illegal move with a clear message', async () => {
    const created = (await create({ sku: 'FW-ST-1', name: '状态' })).body.data;
    const move = (action: string, version: number, locale = 'zh-CN') =>
      h.call('POST', `/behind/products/${created.id}/${action}`, {
        token: admin,
        headers: { 'accept-language': locale },
        json: { version },
      });
    const illegal = await move('discontinue', 1);
    expect(illegal.status).toBe(409);
    expect(illegal.body.message).toBe('当前状态为“草稿”，不能执行“停产”');
    expect((await move('discontinue', 1, 'en-US')).body.message).toBe(
      '“Discontinue” is not possible while the status is “Draft”',
    );
    expect((await move('publish', 1)).body.data.status).toBe('on_sale');
    expect((await move('publish', 1)).status).toBe(409); // the version moved on
    expect((await move('takeDown', 2)).body.data.status).toBe('off_sale');
    expect((await move('discontinue', 3)).body.data).toMatchObject({ status: 'discontinued', version: 4 });
    const [row] = await h.database.db.select().from(products).where(eq(products.id, created.id));
    expect(row?.status).toBe('discontinued');
  });

  it('deletes drafts only; a bulk delete is all or nothing', async () => {
    const a = (await create({ sku: 'FW-DEL-1', name: '删' })).body.data;
    const b = (await create({ sku: 'FW-DEL-2', name: '删' })).body.data;
    const live = (await create({ sku: 'FW-DEL-3', name: '在售' })).body.data;
    await h.call('POST', `/behind/products/${live.id}/publish`, { token: admin, json: { version: 1 } });

    const refused = await h.call('POST', '/behind/products/bulk-delete', {
      token: admin,
      json: { ids: [a.id, b.id, live.id] },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('当前状态为“在售”，不能删除');
    const left = await search('FW-DEL');
    expect(left.body.data.total).toBe(3);

    const done = await h.call('POST', '/behind/products/bulk-delete', { token: admin, json: { ids: [a.id, b.id] } });
    expect(done.body.data).toEqual({ deleted: 2 });
    expect((await search('FW-DEL')).body.data.total).toBe(1);
    expect((await h.call('DELETE', `/behind/products/${live.id}`, { token: admin })).status).toBe(409);
    expect((await h.call('GET', `/behind/products/${a.id}`, { token: admin })).status).toBe(404);
  });

  it("keeps the record's history: who did what, and which fields changed", async () => {
    const created = (await create({ sku: 'FW-HIS-1', name: '历史', salePrice: 100 })).body.data;
    await h.call('PUT', `/behind/products/${created.id}`, {
      token: admin,
      json: { ...base, sku: 'FW-HIS-1', name: '历史', salePrice: 150, version: 1 },
    });
    await h.call('POST', `/behind/products/${created.id}/publish`, { token: admin, json: { version: 2 } });
    const history = await h.call('GET', `/behind/products/${created.id}/history`, { token: viewer });
    expect(history.body.data.map((entry: { action: string }) => entry.action)).toEqual(['publish', 'update', 'create']);
    expect(history.body.data[0].changes).toEqual([{ field: 'status', from: 'draft', to: 'on_sale' }]);
    expect(history.body.data[1].changes).toEqual([{ field: 'salePrice', from: 100, to: 150 }]);
    expect(history.body.data[0].actorName).toBe('王磊 Wang Lei');
  });

  it('exports the whole filtered set as CSV a spreadsheet opens: BOM, translated headers, safe cells', async () => {
    await create({ sku: 'FW-CSV-1', name: '=HYPERLINK("x")', salePrice: 123_456, brand: 'FwCsv' });
    await create({ sku: 'FW-CSV-2', name: '带,逗号 "引号"', salePrice: 5, brand: 'FwCsv' });
    const response = await h.app.request('/behind/products/export?brand=FwCsv&sort=sku', {
      headers: { 'admin-token': admin, 'x-forwarded-for': '10.0.0.1' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain("filename*=UTF-8''");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // TextDecoder drops the BOM itself.
    const lines = new TextDecoder().decode(bytes).trimEnd().split('\r\n');
    expect(lines, lines.join('\n')).toHaveLength(3);
    expect(lines[0]).toMatch(/^ID,SKU 编码,商品名称,品类,品牌,/);
    expect(lines[1]).toContain(`'=HYPERLINK(""x"")`);
    expect(lines[1]).toContain(',音箱,FwCsv,');
    expect(lines[1]).toContain(',1234.56,');
    expect(lines[2]).toContain('"带,逗号 ""引号"""');
    expect(lines[2]).toContain(',0.05,');

    const english = await h.app.request('/behind/products/export?brand=FwCsv', {
      headers: { 'admin-token': admin, 'accept-language': 'en-US', 'x-forwarded-for': '10.0.0.1' },
    });
    expect((await english.text()).split('\r\n')[0]).toMatch(/^ID,SKU,Name,Kind,Brand/);
    expect((await h.call('GET', '/behind/products/export?tz=Mars/Base', { token: admin })).status).toBe(422);
  });

  it('lets a role read without writing', async () => {
    expect((await list('', viewer)).body.data.total).toBeGreaterThanOrEqual(4);
    const denied = await create({ sku: 'FW-VIEW-1', name: '只读' }, viewer);
    expect(denied.status).toBe(403);
    expect((await search('FW-VIEW-1')).body.data.total).toBe(0);
  });
});
