/**
 * Warehouses, served by the framework from their definition alone (no binding): created, edited and deactivated by
 * whoever writes inventory; a deactivated one keeps its stock and the orders that name it but cannot be chosen by
 * a new order, stocktake or return until it is activated again; one that stock or orders name cannot be deleted.
 */
import { createSchema, warehouse as warehouseDef, writableFields } from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, expect, it } from 'vitest';
import { warehouses } from '../db/schema';
import { Commerce, data } from '../test/commerce';
import { DEMO, forEachDriver } from '../test/harness';

const base = { name: '杭州仓', address: '杭州市余杭区仓前街道 8 号', contactName: '王五', phone: '0571-8888 6666' };

forEachDriver('warehouses', (h) => {
  let t: Commerce;
  let keeper = '';
  let viewer = '';
  let sales = '';
  let speaker = 0;
  let customer = 0;
  const en = { 'accept-language': 'en-US' };
  const create = (fields: Record<string, unknown>, token = keeper, headers: Record<string, string> = {}) =>
    h.call('POST', '/behind/warehouses', { token, headers, json: { ...base, ...fields } });
  const act = async (id: number, action: string) => {
    const { version } = data(await h.call('GET', `/behind/warehouses/${id}`, { token: keeper }));
    return h.call('POST', `/behind/warehouses/${id}/${action}`, { token: keeper, json: { version } });
  };
  const stocktake = (warehouseId: number, countedQty = 5) =>
    h.call('POST', '/behind/inventory/adjust', {
      token: keeper,
      headers: en,
      json: { productId: speaker, warehouseId, countedQty, note: '' },
    });

  beforeAll(async () => {
    t = new Commerce(h, await h.login('admin', DEMO.admin));
    keeper = await h.login('warehouse', DEMO.warehouse);
    viewer = await h.login('viewer', DEMO.viewer);
    sales = await h.login('sales', DEMO.sales);
    speaker = await t.product({ sku: 'WH-T-SPK', kind: 'speaker' });
    customer = await t.customer('仓库测试客户');
  });

  it('holds the demo warehouses, active and as the contract would accept them', async () => {
    const rows = await h.database.db.select().from(warehouses).where(eq(warehouses.code, 'WH-SH'));
    const schema = createSchema(warehouseDef);
    for (const row of rows) {
      const input = Object.fromEntries(
        writableFields(warehouseDef.fields).map(([name]) => [name, row[name as 'code']]),
      );
      expect(v.safeParse(schema, input).issues, row.code).toBeUndefined();
      expect(row.status).toBe('active');
    }
    expect(rows).toHaveLength(1);
  });

  it('creates and edits a warehouse; a bad or taken code is refused by field', async () => {
    const created = await create({ code: 'WH-HZ' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({ code: 'WH-HZ', status: 'active', version: 1 });
    const edited = await h.call('PUT', `/behind/warehouses/${created.body.data.id}`, {
      token: keeper,
      json: { ...base, code: 'WH-HZ', name: '杭州余杭仓', version: 1 },
    });
    expect(edited.body.data).toMatchObject({ name: '杭州余杭仓', version: 2 });
    const bad = await create({ code: 'hz', phone: 'call me' }, keeper, en);
    expect(bad.body.data.issues).toEqual([
      { path: 'code', message: 'Use 3-40 capital letters, digits or dashes' },
      { path: 'phone', message: 'Please enter a phone number (digits, spaces, dashes, an optional leading +)' },
    ]);
    const taken = await create({ code: 'WH-SH' }, keeper, en);
    expect(taken.body.data.issues).toEqual([{ path: 'code', message: 'Code “WH-SH” is already taken' }]);
  });

  it('keeps a deactivated warehouse out of new orders and stocktakes, with its stock and orders, until activated', async () => {
    const id = data(await create({ code: 'WH-OFF' })).id;
    data(await stocktake(id, 5));
    const draft = data(
      await t.order({ customerId: customer, warehouseId: id, lines: [{ productId: speaker, qty: 1, unitPrice: 100 }] }),
    );
    expect(data(await act(id, 'deactivate')).status).toBe('inactive');

    const refused = await stocktake(id, 7);
    expect(refused.status).toBe(422);
    expect(refused.body.data.issues).toEqual([
      { path: 'warehouseId', message: '“杭州仓” cannot be chosen while it is “Inactive”' },
    ]);
    const order = await h.call('POST', '/behind/orders', {
      token: t.token,
      json: {
        customerId: customer,
        warehouseId: id,
        orderDate: '2026-11-20',
        lines: [{ productId: speaker, qty: 1, unitPrice: 100, discount: 0 }],
      },
    });
    expect(order.body.data.issues).toEqual([{ path: 'warehouseId', message: '“杭州仓”当前状态为“已停用”，不能选用' }]);
    // What names it already stays as it is: the stock lists, the draft order still saves.
    const stock = await h.call('GET', `/behind/inventory/stock?warehouseId=${id}`, { token: viewer });
    expect(stock.body.data.list.map((row: { onHand: number }) => row.onHand)).toEqual([5]);
    const kept = await h.call('PUT', `/behind/orders/${draft.id}`, {
      token: t.token,
      json: {
        customerId: customer,
        warehouseId: id,
        orderDate: '2026-11-21',
        note: '',
        version: draft.version,
        lines: [{ productId: speaker, qty: 2, unitPrice: 100, discount: 0 }],
      },
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const inactive = await h.call('GET', '/behind/warehouses?status=inactive', { token: viewer });
    expect(inactive.body.data.list.map((row: { code: string }) => row.code)).toEqual(['WH-OFF']);

    expect(data(await act(id, 'activate')).status).toBe('active');
    expect(data(await stocktake(id, 7)).stock.onHand).toBe(7);
  });

  it('deletes a warehouse nothing names; one that stock names is refused and stays', async () => {
    const unused = data(await create({ code: 'WH-TMP' })).id;
    expect((await h.call('DELETE', `/behind/warehouses/${unused}`, { token: keeper })).status).toBe(200);
    const used = data(await create({ code: 'WH-USED' })).id;
    data(await stocktake(used, 1));
    const refused = await h.call('DELETE', `/behind/warehouses/${used}`, { token: keeper, headers: en });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Other records use this one, so it cannot be deleted');
    expect((await h.call('GET', `/behind/warehouses/${used}`, { token: viewer })).status).toBe(200);
  });

  it('lets whoever writes inventory keep warehouses, and the viewer and sales only read them', async () => {
    const [demo] = await h.database.db.select().from(warehouses).where(eq(warehouses.code, 'WH-BJ'));
    if (!demo) throw new Error('no demo warehouse WH-BJ');
    for (const token of [viewer, sales]) {
      expect((await h.call('GET', '/behind/warehouses', { token })).status).toBe(200);
      expect((await create({ code: 'WH-NO' }, token)).status).toBe(403);
      expect(
        (await h.call('POST', `/behind/warehouses/${demo.id}/deactivate`, { token, json: { version: demo.version } }))
          .status,
      ).toBe(403);
    }
    const menu = await h.call('POST', '/behind/user/menu', { token: keeper });
    const inventory = (menu.body.data as { key: string; children?: { key: string }[] }[]).find(
      (item) => item.key === 'inventory',
    );
    expect(inventory?.children?.map((child) => child.key)).toEqual(['inventory.list', 'inventory.warehouse']);
  });
});
