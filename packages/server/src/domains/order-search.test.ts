/**
 * The sale-order list's search is a contains match on the order number, the customer's name and the customer's
 * company's name, each served by a trigram index (drizzle/0003 and 0034: pg_trgm, which PGlite must load as an
 * extension). Both drivers: the API's answer agrees with a plain scan, and the indexes serve the list's own
 * condition.
 */
import { parseListQuery, saleOrder } from '@soundboard/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Db, Tx } from '../db/client';
import { companies, customers, saleOrders } from '../db/schema';
import { searchBeyond, whereOf } from '../resources/query';
import { Commerce, data } from '../test/commerce';
import { DEMO, forEachDriver } from '../test/harness';
import { customersNamed, saleOrderBinding } from './sale-order';

/** EXPLAIN of a statement with sequential scans priced out (the demo's tables are small enough to scan). */
async function planOf(db: Db, query: (tx: Tx) => { getSQL(): ReturnType<typeof sql> }): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    // A plain index scan filtering the name over a small table's whole primary key is off too.
    await tx.execute(sql`SET LOCAL enable_indexscan = off`);
    const result = await tx.execute(sql`EXPLAIN ${query(tx).getSQL()}`);
    return (result as unknown as { rows: Record<string, string>[] }).rows
      .map((row) => Object.values(row)[0])
      .join('\n');
  });
}

forEachDriver('sale order number search', (h) => {
  let admin = '';
  beforeAll(async () => {
    admin = await h.login('admin', DEMO.admin);
  });

  it('finds the orders whose number contains the text, anywhere in it', async () => {
    const [sample] = await h.database.db.select({ orderNo: saleOrders.orderNo }).from(saleOrders).limit(1);
    const fragment = (sample?.orderNo ?? '').slice(4, 10); // a middle part: not a prefix
    expect(fragment).toHaveLength(6);
    const all = await h.database.db.select({ orderNo: saleOrders.orderNo }).from(saleOrders);
    const expected = all.filter((row) => row.orderNo.includes(fragment)).length;
    expect(expected).toBeGreaterThan(0);
    const answer = await h.call('GET', `/behind/orders?q=${fragment}&pageSize=100`, { token: admin });
    expect(answer.body.data.total).toBe(expected);
    for (const row of answer.body.data.list) expect(row.orderNo).toContain(fragment);
  });

  it('has a trigram index the planner can use for the search', async () => {
    const plan = await h.database.db.transaction(async (tx) => {
      // Small demo tables are cheaper to scan; take that choice away to see that the index can serve ILIKE.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const result = await tx.execute(sql`EXPLAIN SELECT id FROM sale_orders WHERE order_no ILIKE '%202611%'`);
      return (result as unknown as { rows: Record<string, string>[] }).rows
        .map((row) => Object.values(row)[0])
        .join('\n');
    });
    expect(plan).toContain('sale_orders_order_no_trgm_idx');
  });

  /** Every order with its number, customer name and company name, to count matches the plain way. */
  async function everyOrder() {
    return h.database.db
      .select({ orderNo: saleOrders.orderNo, customer: customers.name, company: companies.name })
      .from(saleOrders)
      .innerJoin(customers, eq(customers.id, saleOrders.customerId))
      .leftJoin(companies, eq(companies.id, customers.companyId));
  }

  async function expectSearchFinds(fragment: string, expected: number) {
    const all = await everyOrder();
    const matching = all.filter((row) =>
      [row.orderNo, row.customer, row.company ?? ''].some((text) =>
        text.toLowerCase().includes(fragment.toLowerCase()),
      ),
    );
    expect(matching).toHaveLength(expected);
    const answer = await h.call('GET', `/behind/orders?q=${encodeURIComponent(fragment)}&pageSize=100`, {
      token: admin,
    });
    expect(answer.body.data.total).toBe(matching.length);
    const numbers = new Set(matching.map((row) => row.orderNo));
    for (const row of answer.body.data.list) expect(numbers.has(row.orderNo)).toBe(true);
  }

  it("finds the orders of customers whose name contains the text, and of their companies' names", async () => {
    const t = new Commerce(h, admin);
    const warehouseId = await t.warehouse('OS-WH');
    const productId = await t.product({ sku: 'OS-SPK-1' });
    const company = data(
      await t.call('POST', '/behind/companies', { name: '澜沧江声学工程有限公司', contacts: [], sites: [] }),
    );
    const ofCompany = data(
      await t.call('POST', '/behind/customers', { name: '欧阳采购', kind: 'company', companyId: company.id }),
    ).id;
    const person = await t.customer('司马听涛');
    for (const customerId of [ofCompany, ofCompany, person])
      data(await t.order({ customerId, warehouseId, lines: [{ productId, qty: 1, unitPrice: 1_000 }] }));
    await expectSearchFinds('马听涛', 1); // a customer's name
    await expectSearchFinds('欧阳采', 2); // another's
    await expectSearchFinds('沧江声学', 2); // the company of a customer, not in the customer's name
  });

  it("serves the list's search from the trigram indexes of the number and both names", async () => {
    // The customers named first: their name and their company's, each through its trigram index.
    const lookup = await planOf(h.database.db, (tx) => customersNamed(tx, '%音响%'));
    expect(lookup).toContain('customers_name_trgm_idx');
    expect(lookup).toContain('companies_name_trgm_idx');
    // Then the orders: the number's trigram index ORed with the customers' ids.
    const query = parseListQuery(saleOrder, { q: '欧阳采' });
    expect(query.success).toBe(true);
    if (!query.success) return;
    const binding = { def: saleOrder, source: saleOrders, hooks: saleOrderBinding.hooks };
    const beyond = await searchBeyond(h.database.db, binding, query.query);
    expect(beyond).toBeDefined();
    const plan = await planOf(h.database.db, (tx) =>
      tx
        .select({ id: saleOrders.id })
        .from(saleOrders)
        .where(whereOf(binding, query.query, undefined, beyond)),
    );
    expect(plan).toContain('sale_orders_order_no_trgm_idx');
    expect(plan).toContain('sale_orders_customer_idx');
    expect(plan).not.toMatch(/Seq Scan on sale_orders/);
  });
});
