import { product, writableFields } from '@soundboard/contract';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { products } from '../db/schema';
import { DEMO, forEachDriver } from '../test/harness';
import { loginWithoutSecondFactor } from '../test/without-two-factor';

forEachDriver('field visibility: cost price with product:cost, order receipts with finance:read', (h) => {
  it('leaves costPrice out of the list, detail and export for product readers without product:cost', async () => {
    const admin = await loginWithoutSecondFactor(h, 'admin', DEMO.admin);
    const en = { 'accept-language': 'en-US' };
    const full = await h.call('GET', '/behind/products?pageSize=5', { token: admin });
    const id = full.body.data.list[0].id as number;
    expect(full.body.data.list[0]).toHaveProperty('costPrice');
    expect((await h.call('GET', `/behind/products/${id}`, { token: admin })).body.data).toHaveProperty('costPrice');
    const adminCsv = await h.call('GET', '/behind/products/export', { token: admin, headers: en });
    expect(String(adminCsv.body)).toContain('Cost price');

    for (const role of ['viewer', 'sales', 'warehouse', 'editor'] as const) {
      const token = await h.login(role, DEMO[role]);
      const list = await h.call('GET', '/behind/products?pageSize=5', { token });
      expect(list.status).toBe(200);
      for (const row of list.body.data.list) expect(row).not.toHaveProperty('costPrice');
      const detail = await h.call('GET', `/behind/products/${id}`, { token });
      expect(detail.body.data).not.toHaveProperty('costPrice');
      expect(detail.body.data.salePrice).toBeDefined();
      const csv = await h.call('GET', '/behind/products/export', { token, headers: en });
      expect(csv.status).toBe(200);
      expect(String(csv.body)).not.toContain('Cost price');
      expect(String(csv.body)).toContain('Sale price');
    }
  });

  it('ignores costPrice in the writes of a product writer without product:cost', async () => {
    // A role that may edit products but not see their cost (an administrator can build one in Settings → roles).
    await h.deps.db.execute(
      sql`update roles set permissions = array_append(permissions, 'product:write') where key = 'editor'`,
    );
    h.forgetCachedAuth();
    const editor = await h.login('editor', DEMO.editor);
    const [row] = await h.deps.db.select().from(products).limit(1);
    if (!row) throw new Error('no product');
    const detail = await h.call('GET', `/behind/products/${row.id}`, { token: editor });
    // What the admin's form sends: the writable fields this user sees (no costPrice), plus a forged costPrice.
    const record = detail.body.data as Record<string, unknown>;
    const writable = Object.fromEntries(writableFields(product.fields).map(([name]) => [name, record[name]]));
    const saved = await h.call('PUT', `/behind/products/${row.id}`, {
      token: editor,
      json: { ...writable, name: 'Renamed by editor', costPrice: 1, version: record.version },
    });
    expect(saved.body).toMatchObject({ code: 1 });
    expect(saved.body.data).not.toHaveProperty('costPrice');
    const [after] = await h.deps.db.select().from(products).where(eq(products.id, row.id));
    expect(after?.name).toBe('Renamed by editor');
    expect(after?.costPrice).toBe(row.costPrice);
  });

  it('shows an order’s receipts only to roles with finance:read', async () => {
    const finance = await loginWithoutSecondFactor(h, 'finance', DEMO.finance);
    const orders = await h.call('GET', '/behind/orders?pageSize=50', { token: finance });
    const id = orders.body.data.list.find((order: { paidAmount: number }) => Number(order.paidAmount) > 0)?.id;
    expect(id).toBeDefined();
    const seen = await h.call('GET', `/behind/orders/${id}`, { token: finance });
    expect(seen.body.data.receipts.length).toBeGreaterThan(0);
    for (const role of ['sales', 'viewer', 'warehouse'] as const) {
      const token = await h.login(role, DEMO[role]);
      const detail = await h.call('GET', `/behind/orders/${id}`, { token });
      expect(detail.status).toBe(200);
      expect(detail.body.data).not.toHaveProperty('receipts');
      expect(detail.body.data.lines.length).toBeGreaterThan(0);
    }
  });
});
