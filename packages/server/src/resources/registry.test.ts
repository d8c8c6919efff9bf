/**
 * The resources as served from the contract's list, on the demo data: one without rules still lists; every
 * record is named in SQL exactly as the admin names it with displayName; a record others use cannot be deleted.
 */
import { customer as customerDef, displayName, RESOURCES } from '@soundboard/contract';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { customers, saleOrders } from '../db/schema';
import { SERVED } from '../domains';
import { DEMO, forEachDriver } from '../test/harness';
import { recordLabels } from './refs';
import { columnOf } from './source';

it('serves every resource of the contract, each from its own source', () => {
  expect(SERVED.map((served) => served.def.name).sort()).toEqual(Object.keys(RESOURCES).sort());
  // Warehouses have no rules: no binding, the definition and the table are enough.
  expect(SERVED.find((served) => served.def.name === 'warehouse')?.hooks).toEqual({});
});

forEachDriver('resources served from the contract (demo data)', (h) => {
  it('lists a resource that has no binding', async () => {
    const token = await h.login('viewer', DEMO.viewer);
    const list = await h.call('GET', '/behind/warehouses', { token });
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBeGreaterThan(0);
    expect(list.body.data.list[0]).toHaveProperty('name');
  });

  it("names every resource's records in SQL as contract displayName does", async () => {
    for (const { def, source } of SERVED) {
      const rows = (await h.database.db.select().from(source).orderBy(columnOf(source, 'id')).limit(200)) as Record<
        string,
        unknown
      >[];
      expect(rows.length, `${def.name} has demo records`).toBeGreaterThan(0);
      const labels = await recordLabels(
        h.database.db,
        def.name,
        rows.map((row) => row.id as number),
      );
      for (const row of rows) expect(labels[row.id as number], def.name).toBe(displayName(def, row));
    }
  });

  it('names a record whose display fields are empty by its id, like displayName', async () => {
    const [customer] = await h.database.db.select().from(customers).limit(1);
    if (!customer) throw new Error('no demo customer');
    const blank = { ...customer, name: '' };
    await h.database.db.execute(sql`UPDATE customers SET name = '' WHERE id = ${customer.id}`);
    const labels = await recordLabels(h.database.db, 'customer', [customer.id]);
    expect(labels[customer.id]).toBe(displayName(customerDef, blank));
    expect(labels[customer.id]).toBe(`#${customer.id}`);
    await h.database.db.update(customers).set({ name: customer.name }).where(eq(customers.id, customer.id));
  });

  it('refuses to delete a record other records use, translated, and changes nothing', async () => {
    const token = await h.login('admin', DEMO.admin);
    const [order] = await h.database.db.select().from(saleOrders).limit(1);
    if (!order) throw new Error('no demo order');
    const one = await h.call('DELETE', `/behind/customers/${order.customerId}`, {
      token,
      headers: { 'accept-language': 'en-US' },
    });
    expect(one.status).toBe(409);
    expect(one.body.message).toBe('Other records use this one, so it cannot be deleted');
    const [spare] = await h.database.db
      .insert(customers)
      .values({ code: 'C-H2-SPARE', name: 'Spare', kind: 'company' })
      .returning();
    if (!spare) throw new Error('no spare customer');
    const bulk = await h.call('POST', '/behind/customers/bulk-delete', {
      token,
      json: { ids: [spare.id, order.customerId] },
    });
    expect(bulk.status).toBe(409);
    expect(bulk.body.message).toBe('该记录已被其他记录引用，不能删除');
    // All or nothing: the unused one is still there too.
    const left = await h.database.db.select({ id: customers.id }).from(customers).where(eq(customers.id, spare.id));
    expect(left).toHaveLength(1);
    expect((await h.call('GET', `/behind/customers/${order.customerId}`, { token })).status).toBe(200);
  });
});
