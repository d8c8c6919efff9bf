/**
 * `npm run seed:large`: bulk history for benchmarks — sale orders (100,000 by default) dated in the three years
 * before the demo year, generated inside the database with generate_series, a batch per transaction. Like old
 * history they are closed: 90% completed (a confirmed receipt of the total, one signed delivery with its stock
 * movements, so every invariant of the demo still holds) and 10% cancelled (nothing moved). The goods they
 * shipped come in first as an opening balance, so stock on hand does not change. Non-serial physical products
 * only. Marked by their note: a second run counts them and adds only what is missing.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { restoreTriggers, skipForeignKeyTriggers } from './demo/insert';

export const LARGE_NOTE = '基准测试历史订单 (seed:large)';
const DAY = 86_400_000;

/** A whole number as a SQL literal (a bound parameter in a SELECT list would be untyped text). */
const int = (value: number) => sql.raw(String(Math.trunc(value)));

export interface LargeOptions {
  target: number;
  batch?: number;
  staff: { sales: number; admin: number; finance: number; warehouse: number };
  onProgress?: (done: number, total: number) => void;
}

async function one<T>(db: Db | Tx, query: ReturnType<typeof sql>): Promise<T | undefined> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows[0];
}

export async function countLarge(db: Db | Tx): Promise<number> {
  const row = await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM sale_orders WHERE note = ${LARGE_NOTE}`);
  return row?.n ?? 0;
}

/** Three years ending the day before the first order that is not large history (China midnights, as instants). */
async function period(db: Db | Tx): Promise<{ from: Date; days: number }> {
  const row = await one<{ first: string | Date | null }>(
    db,
    sql`SELECT min(created_at) AS first FROM sale_orders WHERE note <> ${LARGE_NOTE}`,
  );
  const first = row?.first ? new Date(row.first).getTime() : Date.now();
  const china = 8 * 3_600_000;
  const end = Math.floor((first + china) / DAY) * DAY - china;
  const days = 3 * 365;
  return { from: new Date(end - days * DAY), days };
}

/** One batch: orders, lines, receipts, deliveries, movements — all or nothing. */
async function addBatch(tx: Tx, size: number, from: Date, days: number, staff: LargeOptions['staff']) {
  const skipped = await skipForeignKeyTriggers(tx);
  const start = from.toISOString();
  // The pools: non-serial goods on sale, and every customer with the warehouse that served it last.
  await tx.execute(sql`CREATE TEMP TABLE large_products ON COMMIT DROP AS
    SELECT row_number() OVER (ORDER BY id)::int AS idx, id, sku, name, unit, sale_price FROM products
    WHERE status = 'on_sale' AND kind <> 'service' AND NOT serial_tracked`);
  await tx.execute(sql`CREATE TEMP TABLE large_customers ON COMMIT DROP AS
    SELECT row_number() OVER (ORDER BY c.id)::int AS idx, c.id, c.contact_name, c.phone, c.address,
      coalesce((SELECT o.warehouse_id FROM sale_orders o WHERE o.customer_id = c.id ORDER BY o.id DESC LIMIT 1),
        (SELECT min(id) FROM warehouses)) AS warehouse_id
    FROM customers c`);
  const pools = await one<{ products: number; customers: number }>(
    tx,
    sql`SELECT (SELECT count(*)::int FROM large_products) AS products, (SELECT count(*)::int FROM large_customers) AS customers`,
  );
  if (!pools?.products || !pools.customers) throw new Error('seed:large needs products on sale and customers');

  // Orders: ids and numbers from their sequences, a customer, a time in China office hours, 1-5 lines.
  await tx.execute(sql`CREATE TEMP TABLE lo ON COMMIT DROP AS
    SELECT nextval(pg_get_serial_sequence('sale_orders', 'id'))::int AS id, nextval('sale_order_no_seq') AS no,
      (1 + floor(random() * ${int(pools.customers)}))::int AS cust,
      ${start}::timestamptz + floor(random() * ${int(days)}) * interval '1 day' + (9 + random() * 9) * interval '1 hour'
        AS created,
      CASE WHEN random() < 0.9 THEN 'completed' ELSE 'cancelled' END AS status,
      (1 + floor(random() * 5))::int AS lines, floor(random() * ${int(pools.products)})::int AS first_product,
      random() < 0.8 AS by_sales
    FROM generate_series(1, ${int(size)})`);
  // Lines: consecutive products of the pool (distinct within an order), 1-6 of each, a discount now and then.
  await tx.execute(sql`CREATE TEMP TABLE ll ON COMMIT DROP AS
    SELECT nextval(pg_get_serial_sequence('sale_order_lines', 'id'))::int AS id, x.order_id, x.line_no, x.status,
      p.id AS product_id, p.sku, p.name, p.unit, x.qty, p.sale_price AS unit_price,
      CASE WHEN x.r < 0.2 THEN round(x.qty * p.sale_price * 0.05 / 100) * 100 ELSE 0 END AS discount
    FROM (
      SELECT lo.id AS order_id, lo.status, g AS line_no, 1 + (lo.first_product + g - 1) % ${int(pools.products)} AS idx,
        (1 + floor(random() * 6))::int AS qty, random() AS r
      FROM lo CROSS JOIN LATERAL generate_series(1, lo.lines) AS g
    ) x JOIN large_products p ON p.idx = x.idx`);
  const done = sql.raw(`'completed'`);
  await tx.execute(sql`INSERT INTO sale_orders (id, order_no, customer_id, order_date, warehouse_id, salesperson_id,
      status, pay_status, delivery_status, subtotal, discount_total, total, paid_amount, contact_name, contact_phone,
      ship_address, note, created_at, created_by, updated_at, updated_by, version)
    OVERRIDING SYSTEM VALUE
    SELECT lo.id,
      'SO' || to_char(lo.created AT TIME ZONE 'UTC' + interval '8 hours', 'YYYYMMDD')
        || CASE WHEN lo.no < 100000 THEN lpad(lo.no::text, 5, '0') ELSE lo.no::text END,
      c.id, (lo.created AT TIME ZONE 'UTC' + interval '8 hours')::date, c.warehouse_id,
      CASE WHEN lo.by_sales THEN ${int(staff.sales)} ELSE ${int(staff.admin)} END,
      lo.status, CASE WHEN lo.status = ${done} THEN 'paid' ELSE 'unpaid' END,
      CASE WHEN lo.status = ${done} THEN 'delivered' ELSE 'none' END,
      t.subtotal, t.discount, t.subtotal - t.discount, CASE WHEN lo.status = ${done} THEN t.subtotal - t.discount ELSE 0 END,
      c.contact_name, c.phone, c.address, ${LARGE_NOTE}, lo.created, ${int(staff.sales)},
      lo.created + CASE WHEN lo.status = ${done} THEN interval '9 days' ELSE interval '2 days' END, ${int(staff.sales)},
      CASE WHEN lo.status = ${done} THEN 6 ELSE 3 END
    FROM lo JOIN large_customers c ON c.idx = lo.cust
    JOIN (SELECT order_id, sum(qty * unit_price) AS subtotal, sum(discount) AS discount FROM ll GROUP BY 1) t
      ON t.order_id = lo.id`);
  await tx.execute(sql`INSERT INTO sale_order_lines (id, order_id, line_no, product_id, sku, name, unit, qty, unit_price,
      discount, amount, delivered_qty)
    OVERRIDING SYSTEM VALUE
    SELECT id, order_id, line_no, product_id, sku, name, unit, qty, unit_price, discount, qty * unit_price - discount,
      CASE WHEN status = ${done} THEN qty ELSE 0 END
    FROM ll`);
  await addDocuments(tx, staff, from);
  if (skipped) await restoreTriggers(tx);
}

/** The completed orders' payment (one receipt of the total, two days in) and delivery (shipped a day in, signed). */
async function addDocuments(tx: Tx, staff: LargeOptions['staff'], from: Date) {
  const day = (at: string) => sql.raw(`to_char(${at} AT TIME ZONE 'UTC' + interval '8 hours', 'YYYYMMDD')`);
  const number = (column: string) =>
    sql.raw(`CASE WHEN ${column} < 100000 THEN lpad(${column}::text, 5, '0') ELSE ${column}::text END`);
  await tx.execute(sql`CREATE TEMP TABLE ld ON COMMIT DROP AS
    SELECT o.id AS order_id, o.customer_id, o.warehouse_id, o.total, o.created_at,
      nextval(pg_get_serial_sequence('receipts', 'id'))::int AS receipt_id, nextval('receipt_no_seq') AS receipt_no,
      nextval(pg_get_serial_sequence('deliveries', 'id'))::int AS delivery_id, nextval('delivery_no_seq') AS delivery_no,
      o.created_at + interval '1 day' AS shipped_at, o.created_at + interval '2 days' AS paid_at
    FROM sale_orders o JOIN lo ON lo.id = o.id WHERE o.status = 'completed'`);
  await tx.execute(sql`INSERT INTO receipts (id, receipt_no, customer_id, amount, allocated_amount, method, reference,
      received_at, status, note, created_at, created_by, updated_at, updated_by, version)
    OVERRIDING SYSTEM VALUE
    SELECT receipt_id, 'RC' || ${day('paid_at')} || ${number('receipt_no')}, customer_id, total, total, 'bank_transfer', '',
      (paid_at AT TIME ZONE 'UTC' + interval '8 hours')::date, 'confirmed', ${LARGE_NOTE}, paid_at, ${int(staff.finance)},
      paid_at, ${int(staff.finance)}, 2
    FROM ld`);
  await tx.execute(sql`INSERT INTO receipt_allocations (receipt_id, order_id, amount)
    SELECT receipt_id, order_id, total FROM ld`);
  await tx.execute(sql`INSERT INTO deliveries (id, delivery_no, order_id, warehouse_id, status, carrier, shipped_at,
      signed_at, note, created_at, created_by, updated_at, updated_by, version)
    OVERRIDING SYSTEM VALUE
    SELECT delivery_id, 'DL' || ${day('created_at')} || ${number('delivery_no')}, order_id, warehouse_id, 'signed',
      '德邦物流', shipped_at, shipped_at + interval '1 day', ${LARGE_NOTE}, created_at + interval '2 hours',
      ${int(staff.warehouse)}, shipped_at + interval '1 day', ${int(staff.warehouse)}, 3
    FROM ld`);
  await tx.execute(sql`INSERT INTO delivery_lines (delivery_id, order_line_id, product_id, sku, name, qty)
    SELECT ld.delivery_id, ll.id, ll.product_id, ll.sku, ll.name, ll.qty FROM ld JOIN ll ON ll.order_id = ld.order_id`);
  // The goods come in as an opening balance the day before the period, then leave with their deliveries: net zero.
  await tx.execute(sql`INSERT INTO stock (product_id, warehouse_id, on_hand)
    SELECT DISTINCT ll.product_id, ld.warehouse_id, 0 FROM ld JOIN ll ON ll.order_id = ld.order_id
    ON CONFLICT (product_id, warehouse_id) DO NOTHING`);
  await tx.execute(sql`INSERT INTO stock_movements (product_id, warehouse_id, qty, reason, note, at, actor_id)
    SELECT ll.product_id, ld.warehouse_id, sum(ll.qty), 'opening', '历史订单出库前的期初库存 (seed:large)',
      ${from.toISOString()}::timestamptz - interval '1 day', ${int(staff.admin)}
    FROM ld JOIN ll ON ll.order_id = ld.order_id GROUP BY 1, 2`);
  await tx.execute(sql`INSERT INTO stock_movements (product_id, warehouse_id, qty, reason, doc_type, doc_id, doc_no, at,
      actor_id)
    SELECT ll.product_id, ld.warehouse_id, -ll.qty, 'delivery', 'delivery', ld.delivery_id,
      'DL' || ${day('ld.created_at')} || ${number('ld.delivery_no')}, ld.shipped_at, ${int(staff.warehouse)}
    FROM ld JOIN ll ON ll.order_id = ld.order_id`);
}

/** Adds large orders until `target` exist; returns how many were there before and how many it added. */
export async function addLargeOrders(db: Db, options: LargeOptions): Promise<{ before: number; added: number }> {
  const before = await countLarge(db);
  const missing = Math.max(0, options.target - before);
  const { from, days } = await period(db);
  const batch = options.batch ?? 10_000;
  let added = 0;
  while (added < missing) {
    const size = Math.min(batch, missing - added);
    await db.transaction((tx) => addBatch(tx, size, from, days, options.staff));
    added += size;
    options.onProgress?.(before + added, options.target);
  }
  return { before, added };
}
