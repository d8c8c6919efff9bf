/**
 * GET /behind/search (the command palette's records): a sale order by its number, a customer by the pinyin
 * initials of its name (kept by the resource framework's writes and filled for the demo seed), a product by
 * name; a salesperson never gets another's customer; a role without a kind's read permission gets none of it;
 * bad input is refused with a translated message.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DEMO, forEachDriver, type Harness } from '../test/harness';

interface Hit {
  kind: string;
  id: number;
  title: string;
  match: string;
}

async function search(h: Harness, token: string, q: string): Promise<Hit[]> {
  const answer = await h.call('GET', `/behind/search?q=${encodeURIComponent(q)}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

async function createCustomer(h: Harness, token: string, name: string): Promise<number> {
  const created = await h.call('POST', '/behind/customers', { token, json: { name, kind: 'individual' } });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.data.id;
}

const one = async <T>(h: Harness, query: ReturnType<typeof sql>) => {
  const result = (await h.database.db.execute(query)) as unknown as { rows?: T[] } | T[];
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  if (!rows[0]) throw new Error('no row');
  return rows[0];
};

forEachDriver('command palette search', (h) => {
  it('finds a sale order by its number, exactly and by its start', async () => {
    const token = await h.login('admin', DEMO.admin);
    const order = await one<{ id: number; order_no: string }>(
      h,
      sql`SELECT id, order_no FROM sale_orders ORDER BY id LIMIT 1`,
    );
    const exact = await search(h, token, order.order_no.toLowerCase());
    expect(exact[0]).toEqual({ kind: 'saleOrder', id: order.id, title: order.order_no, match: 'exact' });
    const prefix = await search(h, token, order.order_no.slice(0, -1));
    expect(prefix.filter((hit) => hit.kind === 'saleOrder').length).toBeGreaterThan(0);
    expect(prefix.filter((hit) => hit.kind === 'saleOrder').length).toBeLessThanOrEqual(5);
    // Numbers are searched from the third character (a trigram index answers only from there).
    expect((await search(h, token, order.order_no.slice(0, 2))).some((hit) => hit.kind === 'saleOrder')).toBe(false);
    expect((await search(h, token, order.order_no.slice(0, 3))).some((hit) => hit.kind === 'saleOrder')).toBe(true);
  });

  it("finds a customer by its name's pinyin initials or spelling, only for its owner and those who see all", async () => {
    const sales = await h.login('sales', DEMO.sales);
    const sales2 = await h.login('sales2', DEMO.sales2);
    const admin = await h.login('admin', DEMO.admin);
    const mine = await createCustomer(h, sales, '郑钱孙');
    const theirs = await createCustomer(h, sales2, '郑钱李');
    const customers = (hits: Hit[]) => hits.filter((hit) => hit.kind === 'customer').map((hit) => hit.id);

    expect(customers(await search(h, sales, 'zqs'))).toEqual([mine]);
    expect((await search(h, sales, 'zqs'))[0]).toMatchObject({ title: '郑钱孙', match: 'pinyin' });
    expect(customers(await search(h, sales, 'ZhengQian'))).toEqual([mine]);
    expect(customers(await search(h, sales, 'zql'))).toEqual([]);
    expect(customers(await search(h, sales2, 'zq'))).toContain(theirs);
    expect(customers(await search(h, sales2, 'zq'))).not.toContain(mine);
    expect(customers(await search(h, admin, 'zqs'))).toContain(mine);
    expect(customers(await search(h, admin, 'zql'))).toContain(theirs);

    // A rename through the form moves the pinyin with it, in the same write.
    const before = await h.call('GET', `/behind/customers/${mine}`, { token: sales });
    const renamed = await h.call('PUT', `/behind/customers/${mine}`, {
      token: sales,
      json: { name: '王钱孙', kind: 'individual', version: before.body.data.version },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(customers(await search(h, sales, 'zqs'))).toEqual([]);
    expect(customers(await search(h, sales, 'wqs'))).toEqual([mine]);
  });

  it('finds seeded customers by pinyin (filled at seed), never another salesperson’s', async () => {
    const seeded = await one<{ name: string; owner_id: number }>(
      h,
      sql`SELECT c.name, c.owner_id FROM customers c JOIN users u ON u.id = c.owner_id
          WHERE u.username = 'sales2' AND c.name ~ '[一-龥]' ORDER BY c.id LIMIT 1`,
    );
    const names = await one<{ initials: string }>(
      h,
      sql`SELECT s.initials FROM search_names s JOIN customers c ON c.id = s.record_id
          WHERE s.kind = 'customer' AND c.name = ${seeded.name}`,
    );
    const titles = (hits: Hit[]) => hits.filter((hit) => hit.kind === 'customer').map((hit) => hit.title);
    expect(titles(await search(h, await h.login('sales2', DEMO.sales2), names.initials))).toContain(seeded.name);
    expect(titles(await search(h, await h.login('sales', DEMO.sales), names.initials))).not.toContain(seeded.name);
  });

  it('finds a product by its name', async () => {
    const token = await h.login('warehouse', DEMO.warehouse);
    const product = await one<{ id: number; name: string }>(h, sql`SELECT id, name FROM products ORDER BY id LIMIT 1`);
    const hits = await search(h, token, product.name.slice(1, 4));
    expect(hits).toContainEqual(expect.objectContaining({ kind: 'product', id: product.id }));
  });

  it('leaves out every kind the role may not read', async () => {
    const order = await one<{ order_no: string }>(h, sql`SELECT order_no FROM sale_orders ORDER BY id LIMIT 1`);
    const editor = await h.login('editor', DEMO.editor);
    expect(await search(h, editor, order.order_no)).toEqual([]);
    const customer = await one<{ name: string }>(h, sql`SELECT name FROM customers WHERE owner_id IS NULL LIMIT 1`);
    expect((await search(h, editor, customer.name)).filter((hit) => hit.kind === 'customer')).toEqual([]);
    // The warehouse reads orders but not customers or finance.
    const warehouse = await search(h, await h.login('warehouse', DEMO.warehouse), 'a');
    expect(warehouse.some((hit) => ['customer', 'withdrawal', 'invoice'].includes(hit.kind))).toBe(false);
  });

  it('refuses an empty or too long text and an anonymous caller, in the caller’s language', async () => {
    const token = await h.login('admin', DEMO.admin);
    const english = { 'arco-locale': 'en-US' };
    const empty = await h.call('GET', '/behind/search?q=%20', { token, headers: english });
    expect(empty.status).toBe(422);
    const long = await h.call('GET', `/behind/search?q=${'a'.repeat(51)}`, { token, headers: english });
    expect(long.status).toBe(422);
    expect(JSON.stringify(long.body)).toContain('too long');
    const chinese = await h.call('GET', `/behind/search?q=${'a'.repeat(51)}`, { token });
    expect(JSON.stringify(chinese.body)).not.toContain('too long');
    expect((await h.call('GET', '/behind/search?q=a&x=1', { token })).status).toBe(422);
    expect((await h.call('GET', '/behind/search?q=a')).status).toBe(401);
    // A wildcard is a character, not "everything".
    expect(await search(h, token, '%')).toEqual([]);
  });
});
