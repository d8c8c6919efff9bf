/**
 * The seeded demo database keeps every invariant the server keeps: totals are the sum of the lines, amounts the
 * sum of the documents, derived statuses what the contract's rules derive, stock the sum of its ledger and never
 * negative, reserved the draft deliveries, serial numbers shipped once; documents numbered by their sequences.
 */
import {
  DELIVERY_STATUSES,
  deliveryStatusOf,
  lineAmount,
  ORDER_STATUSES,
  orderTotals,
  PRODUCT_KINDS,
  payStatusOf,
} from '@soundboard/contract';
import { type SQL, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { SEED_NOW } from '../test/global-setup';
import { forEachDriver } from '../test/harness';
import { SEEDED_TABLES } from './demo/insert';

const SHIPPED = sql.raw(`('shipped', 'signed', 'installed')`);
const NOW = sql`${SEED_NOW.toISOString()}::timestamptz`;

interface OrderFacts {
  id: number;
  status: string;
  pay_status: string;
  delivery_status: string;
  subtotal: number;
  discount_total: number;
  total: number;
  paid_amount: number;
  refunded_amount: number;
  lines: { qty: number; unitPrice: number; discount: number; amount: number; deliveredQty: number }[];
  paid: number;
  refunded: number;
  open_refunds: number;
  shipped: string[];
}

forEachDriver('demo data', (h) => {
  const rows = async <T = Record<string, unknown>>(query: SQL) =>
    ((await h.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const counts = async (table: string, column: string) =>
    Object.fromEntries(
      (
        await rows<{ key: string; n: number }>(
          sql.raw(`SELECT ${column} AS key, count(*)::int AS n FROM ${table} GROUP BY 1`),
        )
      ).map((row) => [row.key, row.n]),
    );

  it('holds a catalogue of every kind, 60 customers, 3 warehouses and a year of orders in every state', async () => {
    const kinds = await counts('products', 'kind');
    expect(Object.keys(kinds).sort()).toEqual([...PRODUCT_KINDS].sort());
    expect(Object.values(kinds).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(150);
    expect(Object.keys(await counts('products', 'status')).sort()).toEqual([
      'discontinued',
      'draft',
      'off_sale',
      'on_sale',
    ]);
    const [people] = await rows<{ n: number; first: string; last: string; next: number }>(
      sql`SELECT count(*)::int AS n, min(code) AS first, max(code) AS last, (SELECT last_value::int FROM customer_no_seq) AS next FROM customers`,
    );
    expect(people).toEqual({ n: 60, first: 'C00001', last: 'C00060', next: 60 });
    expect(await counts('warehouses', 'code')).toEqual({ 'WH-SH': 1, 'WH-BJ': 1, 'WH-GZ': 1 });

    const orders = await counts('sale_orders', 'status');
    const total = Object.values(orders).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(1_350);
    expect(total).toBeLessThan(1_650);
    expect(Object.keys(orders).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(orders.completed).toBeGreaterThan(total / 2);
    expect(Object.keys(await counts('sale_orders', 'delivery_status')).sort()).toEqual([...DELIVERY_STATUSES].sort());
    expect(Object.keys(await counts('receipts', 'status')).sort()).toEqual(['confirmed', 'draft', 'voided']);
    expect(Object.keys(await counts('deliveries', 'status')).sort()).toEqual([
      'cancelled',
      'draft',
      'installed',
      'shipped',
      'signed',
    ]);
    expect(Object.keys(await counts('refunds', 'status')).sort()).toEqual([
      'approved',
      'cancelled',
      'refunded',
      'rejected',
      'requested',
    ]);
    expect(Object.keys(await counts('refund_deliveries', 'status')).sort()).toEqual([
      'in_transit',
      'pending',
      'received',
      'restocked',
      'scrapped',
    ]);
  });

  it("orders: totals from the lines, paid and refunded from the documents, statuses from the contract's rules", async () => {
    const facts = await rows<OrderFacts>(sql`
      SELECT o.id, o.status, o.pay_status, o.delivery_status, o.subtotal::float8 AS subtotal,
        o.discount_total::float8 AS discount_total, o.total::float8 AS total, o.paid_amount::float8 AS paid_amount,
        o.refunded_amount::float8 AS refunded_amount,
        (SELECT json_agg(json_build_object('qty', l.qty, 'unitPrice', l.unit_price, 'discount', l.discount,
            'amount', l.amount, 'deliveredQty', l.delivered_qty) ORDER BY l.line_no)
          FROM sale_order_lines l WHERE l.order_id = o.id) AS lines,
        (SELECT coalesce(sum(a.amount), 0)::float8 FROM receipt_allocations a JOIN receipts r ON r.id = a.receipt_id
          WHERE a.order_id = o.id AND r.status = 'confirmed') AS paid,
        (SELECT coalesce(sum(f.approved_amount), 0)::float8 FROM refunds f
          WHERE f.order_id = o.id AND f.status = 'refunded') AS refunded,
        (SELECT count(*)::int FROM refunds f WHERE f.order_id = o.id AND f.status IN ('requested', 'approved'))
          AS open_refunds,
        (SELECT coalesce(json_agg(d.status), '[]') FROM deliveries d WHERE d.order_id = o.id AND d.status IN ${SHIPPED})
          AS shipped
      FROM sale_orders o ORDER BY o.id`);
    const wrong = facts.flatMap((order) => {
      const lines = order.lines ?? [];
      const expected = {
        ...orderTotals(lines),
        paid: order.paid,
        refunded: order.refunded,
        pay: payStatusOf({
          total: order.total,
          paidAmount: order.paid,
          refundedAmount: order.refunded,
          openRefunds: order.open_refunds,
        }),
        delivery: deliveryStatusOf({ lines, shipped: order.shipped }),
        amounts: lines.map(lineAmount),
      };
      const stored = {
        subtotal: order.subtotal,
        discountTotal: order.discount_total,
        total: order.total,
        paid: order.paid_amount,
        refunded: order.refunded_amount,
        pay: order.pay_status,
        delivery: order.delivery_status,
        amounts: lines.map((line) => line.amount),
      };
      return JSON.stringify(stored) === JSON.stringify(expected) && lines.length > 0
        ? []
        : [{ id: order.id, stored, expected }];
    });
    expect(wrong).toEqual([]);

    // The story fits the status: nothing shipped or paid before approval, everything shipped once delivered.
    const misfits = facts.filter((order) => {
      const early = ['draft', 'submitted', 'cancelled'].includes(order.status);
      if (early) return order.paid > 0 || order.shipped.length > 0;
      if (order.status === 'approved') return !['none', 'partial'].includes(order.delivery_status);
      return !['delivered', 'installed'].includes(order.delivery_status);
    });
    expect(misfits.map((order) => order.id)).toEqual([]);
    // Completing needs full payment (a later refund shows in refunded_amount, not in paid_amount).
    expect(
      facts.filter((order) => order.status === 'completed' && order.paid_amount !== order.total).map((o) => o.id),
    ).toEqual([]);
    expect(
      facts.filter((order) => order.paid_amount > order.total || order.refunded_amount > order.paid_amount),
    ).toEqual([]);
  });

  it('stock: on hand is the sum of the ledger and never went below zero; reserved is the draft deliveries', async () => {
    expect(
      await rows(sql`
        SELECT coalesce(s.product_id, m.product_id) AS product, coalesce(s.warehouse_id, m.warehouse_id) AS warehouse
        FROM stock s FULL JOIN (SELECT product_id, warehouse_id, sum(qty)::int AS q FROM stock_movements GROUP BY 1, 2) m
          ON m.product_id = s.product_id AND m.warehouse_id = s.warehouse_id
        WHERE s.on_hand IS DISTINCT FROM m.q`),
    ).toEqual([]);
    expect(
      await rows(sql`
        SELECT product_id, warehouse_id FROM (
          SELECT product_id, warehouse_id, sum(qty) OVER (PARTITION BY product_id, warehouse_id ORDER BY at, id) AS balance
          FROM stock_movements) b
        GROUP BY 1, 2 HAVING min(balance) < 0`),
    ).toEqual([]);
    expect(await rows(sql`SELECT id FROM stock WHERE on_hand < 0 OR reserved < 0 OR reserved > on_hand`)).toEqual([]);
    expect(
      await rows(sql`
        WITH drafts AS (
          SELECT dl.product_id, d.warehouse_id, sum(dl.qty)::int AS q FROM delivery_lines dl
          JOIN deliveries d ON d.id = dl.delivery_id JOIN products p ON p.id = dl.product_id
          WHERE d.status = 'draft' AND p.kind <> 'service' GROUP BY 1, 2)
        SELECT coalesce(s.product_id, r.product_id) AS product FROM stock s
        FULL JOIN drafts r ON r.product_id = s.product_id AND r.warehouse_id = s.warehouse_id
        WHERE coalesce(s.reserved, -1) <> coalesce(r.q, 0)`),
    ).toEqual([]);
    expect(
      await rows(sql`SELECT s.id FROM stock s JOIN products p ON p.id = s.product_id
        WHERE p.kind = 'service' OR p.status = 'draft'`),
    ).toEqual([]);
    const [levels] = await rows<{ low: number; reserved: number }>(
      sql`SELECT count(*) FILTER (WHERE low_stock)::int AS low, count(*) FILTER (WHERE reserved > 0)::int AS reserved
        FROM stock_levels`,
    );
    expect(levels?.low).toBeGreaterThan(0);
    expect(levels?.reserved).toBeGreaterThan(0);
  });

  it('lines: delivered and returned quantities match the shipments and returns; movements match the documents', async () => {
    expect(
      await rows(sql`
        SELECT l.id FROM sale_order_lines l
        LEFT JOIN (SELECT dl.order_line_id, sum(dl.qty) AS q FROM delivery_lines dl
          JOIN deliveries d ON d.id = dl.delivery_id WHERE d.status IN ${SHIPPED} GROUP BY 1) s ON s.order_line_id = l.id
        LEFT JOIN (SELECT rl.order_line_id, sum(rl.qty) AS q FROM refund_delivery_lines rl
          JOIN refund_deliveries r ON r.id = rl.refund_delivery_id
          WHERE r.status IN ('received', 'restocked', 'scrapped') GROUP BY 1) b ON b.order_line_id = l.id
        WHERE l.delivered_qty <> coalesce(s.q, 0) OR l.returned_qty <> coalesce(b.q, 0)`),
    ).toEqual([]);
    // Drafts and shipments together never exceed what was ordered.
    expect(
      await rows(sql`
        SELECT dl.order_line_id FROM delivery_lines dl JOIN deliveries d ON d.id = dl.delivery_id
        JOIN sale_order_lines l ON l.id = dl.order_line_id WHERE d.status <> 'cancelled'
        GROUP BY dl.order_line_id, l.qty HAVING sum(dl.qty) > l.qty`),
    ).toEqual([]);
    expect(
      await rows(sql`
        WITH expected AS (
          SELECT d.id AS doc_id, d.delivery_no AS doc_no, dl.product_id, d.warehouse_id, d.shipped_at AS at,
            -sum(dl.qty)::int AS q
          FROM deliveries d JOIN delivery_lines dl ON dl.delivery_id = d.id JOIN products p ON p.id = dl.product_id
          WHERE d.status IN ${SHIPPED} AND p.kind <> 'service' GROUP BY 1, 2, 3, 4, 5
          UNION ALL
          SELECT r.id, r.return_no, rl.product_id, r.warehouse_id, r.updated_at, sum(rl.qty)::int
          FROM refund_deliveries r JOIN refund_delivery_lines rl ON rl.refund_delivery_id = r.id
          WHERE r.status = 'restocked' GROUP BY 1, 2, 3, 4, 5),
        actual AS (
          SELECT doc_id, doc_no, product_id, warehouse_id, at, sum(qty)::int AS q FROM stock_movements
          WHERE reason IN ('delivery', 'restock') GROUP BY 1, 2, 3, 4, 5)
        SELECT * FROM expected e FULL JOIN actual a ON a.doc_id = e.doc_id AND a.doc_no = e.doc_no
          AND a.product_id = e.product_id AND a.warehouse_id = e.warehouse_id AND a.at = e.at
        WHERE e.q IS DISTINCT FROM a.q`),
    ).toEqual([]);
  });

  it('serial numbers: one per serial-tracked unit shipped, each shipped once, out with customers unless restocked', async () => {
    expect(
      await rows(sql`
        SELECT dl.id FROM delivery_lines dl JOIN deliveries d ON d.id = dl.delivery_id
        JOIN products p ON p.id = dl.product_id
        WHERE cardinality(dl.serial_numbers) <> CASE WHEN p.serial_tracked AND d.status IN ${SHIPPED} THEN dl.qty ELSE 0 END`),
    ).toEqual([]);
    expect(
      await rows(sql`
        SELECT dl.product_id, s.serial FROM delivery_lines dl JOIN deliveries d ON d.id = dl.delivery_id
        CROSS JOIN LATERAL unnest(dl.serial_numbers) AS s(serial)
        WHERE d.status IN ${SHIPPED} GROUP BY 1, 2 HAVING count(*) > 1`),
    ).toEqual([]);
    expect(
      await rows(sql`
        WITH shipped AS (
          SELECT dl.product_id, s.serial, d.id AS delivery_id FROM delivery_lines dl
          JOIN deliveries d ON d.id = dl.delivery_id CROSS JOIN LATERAL unnest(dl.serial_numbers) AS s(serial)
          WHERE d.status IN ${SHIPPED}),
        back AS (
          SELECT rl.product_id, s.serial FROM refund_delivery_lines rl
          JOIN refund_deliveries r ON r.id = rl.refund_delivery_id CROSS JOIN LATERAL unnest(rl.serial_numbers) AS s(serial)
          WHERE r.status = 'restocked'),
        expected AS (
          SELECT * FROM shipped WHERE NOT EXISTS (
            SELECT 1 FROM back WHERE back.product_id = shipped.product_id AND back.serial = shipped.serial))
        SELECT * FROM expected e FULL JOIN shipped_serials ss ON ss.product_id = e.product_id AND ss.serial_no = e.serial
        WHERE ss.delivery_id IS DISTINCT FROM e.delivery_id`),
    ).toEqual([]);
    // Units coming back are units that went out on that line.
    expect(
      await rows(sql`
        SELECT rl.id FROM refund_lines rl JOIN products p ON p.id = rl.product_id
        WHERE cardinality(rl.serial_numbers) <> CASE WHEN p.serial_tracked THEN rl.qty ELSE 0 END
          OR EXISTS (SELECT 1 FROM unnest(rl.serial_numbers) AS s(serial) WHERE NOT EXISTS (
            SELECT 1 FROM delivery_lines dl JOIN deliveries d ON d.id = dl.delivery_id
            WHERE dl.order_line_id = rl.order_line_id AND d.status IN ${SHIPPED} AND s.serial = ANY (dl.serial_numbers)))`),
    ).toEqual([]);
  });

  it('receipts and refunds: allocations add up, one customer per receipt, refunds bounded by what was paid', async () => {
    expect(
      await rows(sql`
        SELECT r.id FROM receipts r
        LEFT JOIN (SELECT receipt_id, sum(amount) AS a FROM receipt_allocations GROUP BY 1) x ON x.receipt_id = r.id
        WHERE r.allocated_amount <> coalesce(x.a, 0) OR r.amount < r.allocated_amount
        UNION ALL
        SELECT a.receipt_id FROM receipt_allocations a JOIN receipts r ON r.id = a.receipt_id
        JOIN sale_orders o ON o.id = a.order_id WHERE r.customer_id <> o.customer_id OR r.received_at < o.order_date`),
    ).toEqual([]);
    expect(
      await rows(sql`
        SELECT f.id FROM refunds f JOIN sale_orders o ON o.id = f.order_id
        LEFT JOIN refund_deliveries r ON r.refund_id = f.id
        WHERE f.requested_amount > o.paid_amount
          OR (f.status IN ('approved', 'refunded')) <> (f.approved_amount IS NOT NULL)
          OR (f.status = 'refunded') <> (f.refunded_at IS NOT NULL)
          OR (f.type = 'return_refund' AND f.status IN ('approved', 'refunded')) <> (r.id IS NOT NULL)
          OR (f.type = 'refund_only') <> NOT EXISTS (SELECT 1 FROM refund_lines rl WHERE rl.refund_id = f.id)
          OR o.status NOT IN ('delivered', 'completed')`),
    ).toEqual([]);
    // The goods coming back are the refund's lines.
    expect(
      await rows(sql`
        SELECT r.id FROM refund_deliveries r WHERE
          (SELECT array_agg(order_line_id || ':' || qty ORDER BY order_line_id) FROM refund_delivery_lines
            WHERE refund_delivery_id = r.id) IS DISTINCT FROM
          (SELECT array_agg(order_line_id || ':' || qty ORDER BY order_line_id) FROM refund_lines WHERE refund_id = r.refund_id)
          OR (r.status IN ('received', 'restocked', 'scrapped')) <> (r.received_at IS NOT NULL AND r.condition IS NOT NULL)`),
    ).toEqual([]);
  });

  it('documents: numbered by their sequences on their China day, before now; the sequences continue after them', async () => {
    const kinds = [
      ['sale_orders', 'order_no', 'SO', 'sale_order_no_seq'],
      ['receipts', 'receipt_no', 'RC', 'receipt_no_seq'],
      ['deliveries', 'delivery_no', 'DL', 'delivery_no_seq'],
      ['refunds', 'refund_no', 'RF', 'refund_no_seq'],
      ['refund_deliveries', 'return_no', 'RT', 'return_no_seq'],
    ] as const;
    for (const [table, column, prefix, sequence] of kinds) {
      const docs = await rows<{ no: string; day: string }>(
        sql.raw(`SELECT ${column} AS no, to_char(created_at AT TIME ZONE 'UTC' + interval '8 hours', 'YYYYMMDD') AS day
          FROM ${table} ORDER BY created_at, id`),
      );
      const values = docs.map((doc) => Number(doc.no.slice(10)));
      expect(docs.filter((doc) => doc.no !== `${prefix}${doc.day}${doc.no.slice(10)}` || doc.no.length < 15)).toEqual(
        [],
      );
      expect(values).toEqual(values.map((_, index) => index + 1));
      const [seq] = await rows<{ last: number }>(sql.raw(`SELECT last_value::int AS last FROM ${sequence}`));
      expect(seq?.last, table).toBe(docs.length);
    }
    expect(
      await rows(sql`
        SELECT id FROM sale_orders WHERE created_at > ${NOW} OR updated_at < created_at OR updated_at > ${NOW}
          OR created_at < ${NOW} - interval '366 days'
          OR order_date <> (created_at AT TIME ZONE 'UTC' + interval '8 hours')::date
        UNION ALL
        SELECT d.id FROM deliveries d JOIN sale_orders o ON o.id = d.order_id
        WHERE d.created_at < o.created_at OR d.updated_at > ${NOW} OR d.shipped_at < d.created_at
          OR d.signed_at < d.shipped_at OR d.installed_at < d.signed_at
          OR (d.status IN ${SHIPPED}) <> (d.shipped_at IS NOT NULL)
        UNION ALL
        SELECT id FROM stock_movements WHERE at > ${NOW}`),
    ).toEqual([]);
    // Each identity continues after the highest id the seed gave.
    const next = SEEDED_TABLES.map((table) =>
      sql.raw(`nextval(pg_get_serial_sequence('"${table}"', 'id')) > (SELECT max(id) FROM "${table}") AS "${table}"`),
    );
    const [after] = await rows<Record<string, boolean>>(sql`SELECT ${sql.join(next, sql`, `)}`);
    expect(Object.entries(after ?? {}).filter(([, ok]) => !ok)).toEqual([]);
  });

  it('every reference resolves (the seed may skip the foreign-key triggers while it loads)', async () => {
    const keys = await rows<{ child: string; column: string; parent: string; key: string }>(sql`
      SELECT c.conrelid::regclass::text AS child, a.attname AS column, c.confrelid::regclass::text AS parent,
        af.attname AS key
      FROM pg_constraint c
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      JOIN pg_attribute af ON af.attrelid = c.confrelid AND af.attnum = c.confkey[1]
      WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace`);
    expect(keys.length).toBeGreaterThan(20);
    const broken: string[] = [];
    for (const { child, column, parent, key } of keys) {
      const [row] = await rows<{ n: number }>(
        sql.raw(`SELECT count(*)::int AS n FROM ${child} x WHERE x."${column}" IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM ${parent} p WHERE p."${key}" = x."${column}")`),
      );
      if (row?.n) broken.push(`${child}.${column} -> ${parent}: ${row.n}`);
    }
    expect(broken).toEqual([]);
  });
});
