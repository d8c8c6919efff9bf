/**
 * The database refuses what the definitions rule out, even written directly in SQL, and each refusal is read
 * back as the rule and the field it was declared on (PGlite in its worker thread and PostgreSQL alike).
 */
import { defineResource } from '@soundboard/contract';
import { sql } from 'drizzle-orm';
import { getTableConfig, PgDialect } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import { resourceTable } from '../db/schema/resource-columns';
import { forEachDriver } from '../test/harness';
import { classifyDbError } from './db-errors';

/** What a statement was refused for (null: it was not). */
async function refusal(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    return classifyDbError(error) ?? error;
  }
  return null;
}

forEachDriver('database refusals', (h) => {
  const exec = (query: ReturnType<typeof sql>) => () => h.database.db.execute(query);

  it('refuses an enum value outside the definition and names the field', async () => {
    expect(
      await refusal(exec(sql`UPDATE products SET kind = 'toaster' WHERE id = (SELECT min(id) FROM products)`)),
    ).toEqual({ kind: 'check', constraint: 'products_kind_check', field: 'kind' });
    expect(
      await refusal(exec(sql`UPDATE sale_orders SET pay_status = 'lost' WHERE id = (SELECT min(id) FROM sale_orders)`)),
    ).toEqual({ kind: 'check', constraint: 'sale_orders_pay_status_check', field: 'payStatus' });
    // A nullable enum may be empty.
    expect(await refusal(exec(sql`UPDATE refund_deliveries SET condition = NULL WHERE false`))).toBeNull();
  });

  it('keeps an enumList within its values', async () => {
    const probe = defineResource({
      name: 'probe',
      path: '/probes',
      access: { read: 'product:read', write: 'product:write' },
      defaultSort: 'id',
      fields: { kinds: { type: 'enumList', values: ['speaker', 'mixer'] } },
    });
    const [check] = getTableConfig(resourceTable('probes', probe)).checks;
    if (!check) throw new Error('no CHECK for the enumList');
    await h.database.db.execute(sql`CREATE TABLE probes (kinds text[] NOT NULL DEFAULT '{}')`);
    await h.database.db.execute(
      sql.raw(`ALTER TABLE probes ADD CONSTRAINT ${check.name} CHECK (${new PgDialect().sqlToQuery(check.value).sql})`),
    );
    expect(await refusal(exec(sql`INSERT INTO probes VALUES ('{}'), ('{mixer}'), ('{speaker,mixer}')`))).toBeNull();
    expect(await refusal(exec(sql`INSERT INTO probes VALUES ('{mixer,toaster}')`))).toMatchObject({
      kind: 'check',
      constraint: 'probes_kinds_check',
    });
  });

  it('maps a duplicate to the field its unique constraint is declared on', async () => {
    expect(
      await refusal(
        exec(sql`INSERT INTO products (sku, name, kind, sale_price) SELECT sku, 'Copy', kind, 1 FROM products LIMIT 1`),
      ),
    ).toEqual({ kind: 'unique', constraint: 'products_sku_unique', field: 'sku' });
    expect(
      await refusal(
        exec(sql`UPDATE sale_orders SET order_no = (SELECT max(order_no) FROM sale_orders)
          WHERE id = (SELECT min(id) FROM sale_orders)`),
      ),
    ).toEqual({ kind: 'unique', constraint: 'sale_orders_order_no_unique', field: 'orderNo' });
    // Declared on two columns: the rule, but no one field.
    expect(
      await refusal(
        exec(sql`INSERT INTO receipt_allocations (receipt_id, order_id, amount)
          SELECT receipt_id, order_id, 1 FROM receipt_allocations LIMIT 1`),
      ),
    ).toEqual({ kind: 'unique', constraint: 'receipt_allocations_receipt_order_key' });
  });

  it('reports a record still referenced as a foreign-key refusal', async () => {
    expect(
      await refusal(exec(sql`DELETE FROM customers WHERE id = (SELECT customer_id FROM sale_orders LIMIT 1)`)),
    ).toMatchObject({ kind: 'foreignKey' });
    expect(
      await refusal(
        exec(sql`INSERT INTO receipts (receipt_no, customer_id, amount, method, received_at)
      VALUES ('R-NONE', -1, 100, 'cash', '2026-01-01')`),
      ),
    ).toMatchObject({ kind: 'foreignKey' });
  });

  it('classifies nothing that is not a constraint', async () => {
    expect(classifyDbError(new Error('boom'))).toBeNull();
    expect(await refusal(exec(sql`SELECT * FROM no_such_table`))).toBeInstanceOf(Error);
  });
});
