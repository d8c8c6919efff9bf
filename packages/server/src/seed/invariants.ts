/**
 * The commerce invariants the server keeps, as checks over a whole database (for the seed's tests: the demo
 * data, and the demo plus seed:large history). Each SQL check returns the rows that break it; orderProblems
 * recomputes every order with the contract's own rules.
 */
import {
  deliveryStatusOf,
  GOODS_BACK_STATUSES,
  lineAmount,
  OPEN_DELIVERY_STATUSES,
  OPEN_REFUND_STATUSES,
  orderTotals,
  payStatusOf,
  SHIPPED_DELIVERY_STATUSES,
} from '@soundboard/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** A contract state set as an SQL list, e.g. ('shipped', 'signed', 'installed'): constants, never user input. */
const sqlList = (values: readonly string[]) => sql.raw(`(${values.map((value) => `'${value}'`).join(', ')})`);

const SHIPPED = sqlList(SHIPPED_DELIVERY_STATUSES);
const GOODS_BACK = sqlList(GOODS_BACK_STATUSES);
const OPEN_REFUND = sqlList(OPEN_REFUND_STATUSES);

export async function rowsOf<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Name (area: rule) -> the query of the rows breaking it. */
const CHECKS: Record<string, SQL> = {
  'stock: on hand is the sum of its movements': sql`
    SELECT coalesce(s.product_id, m.product_id) AS product, coalesce(s.warehouse_id, m.warehouse_id) AS warehouse
    FROM stock s FULL JOIN (SELECT product_id, warehouse_id, sum(qty)::int AS q FROM stock_movements GROUP BY 1, 2) m
      ON m.product_id = s.product_id AND m.warehouse_id = s.warehouse_id
    WHERE s.on_hand IS DISTINCT FROM m.q`,
  'stock: the running balance never went below zero': sql`
    SELECT product_id, warehouse_id FROM (
      SELECT product_id, warehouse_id, sum(qty) OVER (PARTITION BY product_id, warehouse_id ORDER BY at, id) AS balance
      FROM stock_movements) b
    GROUP BY 1, 2 HAVING min(balance) < 0`,
  'stock: 0 <= reserved <= on hand': sql`SELECT id FROM stock WHERE on_hand < 0 OR reserved < 0 OR reserved > on_hand`,
  'stock: reserved is what draft deliveries hold': sql`
    WITH drafts AS (
      SELECT dl.product_id, d.warehouse_id, sum(dl.qty)::int AS q FROM delivery_lines dl
      JOIN deliveries d ON d.id = dl.delivery_id JOIN products p ON p.id = dl.product_id
      WHERE d.status = 'draft' AND p.kind <> 'service' GROUP BY 1, 2)
    SELECT coalesce(s.product_id, r.product_id) AS product FROM stock s
    FULL JOIN drafts r ON r.product_id = s.product_id AND r.warehouse_id = s.warehouse_id
    WHERE coalesce(s.reserved, -1) <> coalesce(r.q, 0)`,
  'stock: none for services and drafts': sql`
    SELECT s.id FROM stock s JOIN products p ON p.id = s.product_id WHERE p.kind = 'service' OR p.status = 'draft'`,
  'lines: delivered and returned quantities are the shipments and the goods back': sql`
    SELECT l.id FROM sale_order_lines l
    LEFT JOIN (SELECT dl.order_line_id, sum(dl.qty) AS q FROM delivery_lines dl
      JOIN deliveries d ON d.id = dl.delivery_id WHERE d.status IN ${SHIPPED} GROUP BY 1) s ON s.order_line_id = l.id
    LEFT JOIN (SELECT rl.order_line_id, sum(rl.qty) AS q FROM refund_delivery_lines rl
      JOIN refund_deliveries r ON r.id = rl.refund_delivery_id
      WHERE r.status IN ${GOODS_BACK} GROUP BY 1) b ON b.order_line_id = l.id
    WHERE l.delivered_qty <> coalesce(s.q, 0) OR l.returned_qty <> coalesce(b.q, 0)`,
  'lines: drafts and shipments never exceed the ordered quantity': sql`
    SELECT dl.order_line_id FROM delivery_lines dl JOIN deliveries d ON d.id = dl.delivery_id
    JOIN sale_order_lines l ON l.id = dl.order_line_id WHERE d.status <> 'cancelled'
    GROUP BY dl.order_line_id, l.qty HAVING sum(dl.qty) > l.qty`,
  'lines: a movement for every stocked line shipped or restocked, at its time, under its document': sql`
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
    WHERE e.q IS DISTINCT FROM a.q`,
  'serials: one per serial-tracked unit shipped': sql`
    SELECT dl.id FROM delivery_lines dl JOIN deliveries d ON d.id = dl.delivery_id
    JOIN products p ON p.id = dl.product_id
    WHERE cardinality(dl.serial_numbers) <> CASE WHEN p.serial_tracked AND d.status IN ${SHIPPED} THEN dl.qty ELSE 0 END`,
  'serials: each unit shipped once': sql`
    SELECT dl.product_id, s.serial FROM delivery_lines dl JOIN deliveries d ON d.id = dl.delivery_id
    CROSS JOIN LATERAL unnest(dl.serial_numbers) AS s(serial)
    WHERE d.status IN ${SHIPPED} GROUP BY 1, 2 HAVING count(*) > 1`,
  'serials: out with customers unless restocked': sql`
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
    WHERE ss.delivery_id IS DISTINCT FROM e.delivery_id`,
  'serials: units coming back went out on that line': sql`
    SELECT rl.id FROM refund_lines rl JOIN products p ON p.id = rl.product_id
    WHERE cardinality(rl.serial_numbers) <> CASE WHEN p.serial_tracked THEN rl.qty ELSE 0 END
      OR EXISTS (SELECT 1 FROM unnest(rl.serial_numbers) AS s(serial) WHERE NOT EXISTS (
        SELECT 1 FROM delivery_lines dl JOIN deliveries d ON d.id = dl.delivery_id
        WHERE dl.order_line_id = rl.order_line_id AND d.status IN ${SHIPPED} AND s.serial = ANY (dl.serial_numbers)))`,
  'receipts: allocations add up, for orders of the receipt’s customer, not before the order': sql`
    SELECT r.id FROM receipts r
    LEFT JOIN (SELECT receipt_id, sum(amount) AS a FROM receipt_allocations GROUP BY 1) x ON x.receipt_id = r.id
    WHERE r.allocated_amount <> coalesce(x.a, 0) OR r.amount < r.allocated_amount
    UNION ALL
    SELECT a.receipt_id FROM receipt_allocations a JOIN receipts r ON r.id = a.receipt_id
    JOIN sale_orders o ON o.id = a.order_id WHERE r.customer_id <> o.customer_id OR r.received_at < o.order_date`,
  'refunds: bounded by what was paid, amounts and goods as their status says': sql`
    SELECT f.id FROM refunds f JOIN sale_orders o ON o.id = f.order_id
    LEFT JOIN refund_deliveries r ON r.refund_id = f.id
    WHERE f.requested_amount > o.paid_amount
      OR (f.status IN ('approved', 'refunded')) <> (f.approved_amount IS NOT NULL)
      OR (f.status = 'refunded') <> (f.refunded_at IS NOT NULL)
      OR (f.type = 'return_refund' AND f.status IN ('approved', 'refunded')) <> (r.id IS NOT NULL)
      OR (f.type = 'refund_only') <> NOT EXISTS (SELECT 1 FROM refund_lines rl WHERE rl.refund_id = f.id)
      OR o.status NOT IN ('delivered', 'completed')`,
  'refunds: the goods coming back are the refund’s lines': sql`
    SELECT r.id FROM refund_deliveries r WHERE
      (SELECT array_agg(order_line_id || ':' || qty ORDER BY order_line_id) FROM refund_delivery_lines
        WHERE refund_delivery_id = r.id) IS DISTINCT FROM
      (SELECT array_agg(order_line_id || ':' || qty ORDER BY order_line_id) FROM refund_lines WHERE refund_id = r.refund_id)
      OR (r.status IN ${GOODS_BACK}) <> (r.received_at IS NOT NULL AND r.condition IS NOT NULL)`,
  'deliveries: times in order, shipped ones with their shipping time': sql`
    SELECT d.id FROM deliveries d JOIN sale_orders o ON o.id = d.order_id
    WHERE d.created_at < o.created_at OR d.shipped_at < d.created_at OR d.signed_at < d.shipped_at
      OR d.installed_at < d.signed_at OR (d.status IN ${SHIPPED}) <> (d.shipped_at IS NOT NULL)`,
  'orders: dated on their China day, one number each': sql`
    SELECT id FROM sale_orders WHERE updated_at < created_at
      OR order_date <> (created_at AT TIME ZONE 'UTC' + interval '8 hours')::date
      OR order_no <> 'SO' || to_char(created_at AT TIME ZONE 'UTC' + interval '8 hours', 'YYYYMMDD') || substr(order_no, 11)`,
};

/** The checks whose name starts with `area` that find rows breaking them: { name: first rows }. */
export async function broken(db: Db, area = ''): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const [name, query] of Object.entries(CHECKS)) {
    if (!name.startsWith(area)) continue;
    const rows = await rowsOf(db, query);
    if (rows.length > 0) out[name] = rows.slice(0, 5);
  }
  return out;
}

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
  lines: { qty: number; unitPrice: number; discount: number; amount: number; deliveredQty: number }[] | null;
  paid: number;
  refunded: number;
  open_refunds: number;
  shipped: string[];
}

/**
 * Every order recomputed with the contract's rules — totals from its lines, paid and refunded from its
 * documents, pay and delivery status by payStatusOf / deliveryStatusOf — plus what its status implies (nothing
 * paid or shipped before approval, everything shipped once delivered, paid in full to complete). Returns the
 * orders that differ, with what was stored and what was expected.
 */
export async function orderProblems(db: Db): Promise<unknown[]> {
  const facts = await rowsOf<OrderFacts>(
    db,
    sql`
    SELECT o.id, o.status, o.pay_status, o.delivery_status, o.subtotal::float8 AS subtotal,
      o.discount_total::float8 AS discount_total, o.total::float8 AS total, o.paid_amount::float8 AS paid_amount,
      o.refunded_amount::float8 AS refunded_amount, l.lines, coalesce(p.paid, 0) AS paid,
      coalesce(f.refunded, 0) AS refunded, coalesce(f.open, 0) AS open_refunds, coalesce(d.shipped, '[]') AS shipped
    FROM sale_orders o
    LEFT JOIN (SELECT order_id, json_agg(json_build_object('qty', qty, 'unitPrice', unit_price, 'discount', discount,
        'amount', amount, 'deliveredQty', delivered_qty) ORDER BY line_no) AS lines
      FROM sale_order_lines GROUP BY 1) l ON l.order_id = o.id
    LEFT JOIN (SELECT a.order_id, sum(a.amount)::float8 AS paid FROM receipt_allocations a
      JOIN receipts r ON r.id = a.receipt_id WHERE r.status = 'confirmed' GROUP BY 1) p ON p.order_id = o.id
    LEFT JOIN (SELECT order_id, (sum(approved_amount) FILTER (WHERE status = 'refunded'))::float8 AS refunded,
        (count(*) FILTER (WHERE status IN ${OPEN_REFUND}))::int AS open
      FROM refunds GROUP BY 1) f ON f.order_id = o.id
    LEFT JOIN (SELECT order_id, json_agg(status) AS shipped FROM deliveries WHERE status IN ${SHIPPED} GROUP BY 1) d
      ON d.order_id = o.id
    ORDER BY o.id`,
  );
  return facts.flatMap((order) => {
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
      fits: true,
    };
    const early = ['draft', 'submitted', 'cancelled'].includes(order.status);
    const openDelivery = (OPEN_DELIVERY_STATUSES as readonly string[]).includes(order.delivery_status);
    const fits = early
      ? order.paid === 0 && order.shipped.length === 0
      : order.status === 'approved'
        ? openDelivery
        : !openDelivery && (order.status !== 'completed' || order.paid_amount === order.total);
    const stored = {
      subtotal: order.subtotal,
      discountTotal: order.discount_total,
      total: order.total,
      paid: order.paid_amount,
      refunded: order.refunded_amount,
      pay: order.pay_status,
      delivery: order.delivery_status,
      amounts: lines.map((line) => line.amount),
      fits: fits && lines.length > 0 && order.refunded_amount <= order.paid_amount && order.paid_amount <= order.total,
    };
    return JSON.stringify(stored) === JSON.stringify(expected) ? [] : [{ id: order.id, stored, expected }];
  });
}

/** Foreign keys whose rows point nowhere (the seeds may skip the foreign-key triggers while they load). */
export async function danglingReferences(db: Db): Promise<string[]> {
  const keys = await rowsOf<{ child: string; column: string; parent: string; key: string }>(
    db,
    sql`
    SELECT c.conrelid::regclass::text AS child, a.attname AS column, c.confrelid::regclass::text AS parent,
      af.attname AS key
    FROM pg_constraint c
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    JOIN pg_attribute af ON af.attrelid = c.confrelid AND af.attnum = c.confkey[1]
    WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace`,
  );
  if (keys.length < 20) return [`only ${keys.length} foreign keys found`];
  const dangling: string[] = [];
  for (const { child, column, parent, key } of keys) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql.raw(`SELECT count(*)::int AS n FROM ${child} x WHERE x."${column}" IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM ${parent} p WHERE p."${key}" = x."${column}")`),
    );
    if (row?.n) dangling.push(`${child}.${column} -> ${parent}: ${row.n}`);
  }
  return dangling;
}

/** The CRM's rules over the demo (name -> the rows breaking it); seed:large adds orders without follow-ups. */
const CRM_CHECKS: Record<string, SQL> = {
  'a company customer has a company, a private person none': sql`
    SELECT id FROM customers WHERE (kind = 'company') <> (company_id IS NOT NULL)`,
  'a follow-up names a contact of its customer’s company': sql`
    SELECT f.id FROM follow_ups f JOIN customers c ON c.id = f.customer_id
    JOIN company_contacts k ON k.id = f.contact_id WHERE k.company_id IS DISTINCT FROM c.company_id`,
  'last contact is the latest follow-up, next contact what it planned': sql`
    SELECT c.id FROM customers c LEFT JOIN LATERAL (
      SELECT at, next_at FROM follow_ups WHERE customer_id = c.id ORDER BY at DESC, id DESC LIMIT 1) f ON true
    WHERE c.last_contact_at IS DISTINCT FROM f.at OR c.next_contact_at IS DISTINCT FROM f.next_at`,
  'a follow-up plans a time after itself': sql`SELECT id FROM follow_ups WHERE next_at <= at`,
  'the owner is the owner history’s last, owned since then': sql`
    SELECT c.id FROM customers c LEFT JOIN LATERAL (
      SELECT to_id, at FROM customer_owner_changes WHERE customer_id = c.id ORDER BY at DESC, id DESC LIMIT 1) o ON true
    WHERE c.owner_id IS DISTINCT FROM o.to_id OR c.owned_at IS DISTINCT FROM CASE WHEN c.owner_id IS NULL THEN NULL ELSE o.at END`,
  'a follow-up is written by who owned the customer then': sql`
    SELECT f.id FROM follow_ups f WHERE f.created_by IS DISTINCT FROM (
      SELECT o.to_id FROM customer_owner_changes o WHERE o.customer_id = f.customer_id AND o.at <= f.at
      ORDER BY o.at DESC, o.id DESC LIMIT 1)`,
  'a salesperson’s order is for a customer they owned then': sql`
    SELECT o.id FROM sale_orders o
    WHERE EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
        WHERE ur.user_id = o.salesperson_id AND r.key = 'sales')
      AND o.salesperson_id IS DISTINCT FROM (SELECT c.to_id FROM customer_owner_changes c
        WHERE c.customer_id = o.customer_id AND c.at <= o.created_at ORDER BY c.at DESC, c.id DESC LIMIT 1)`,
  'a customer who bought is a customer (or inactive) with a deal': sql`
    SELECT c.id FROM customers c WHERE EXISTS (
      SELECT 1 FROM sale_orders o WHERE o.customer_id = c.id AND o.status <> 'cancelled')
      AND (c.status NOT IN ('customer', 'inactive') OR NOT c.deal)`,
};

export async function crmBroken(db: Db): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const [name, query] of Object.entries(CRM_CHECKS)) {
    const rows = await rowsOf(db, query);
    if (rows.length > 0) out[name] = rows.slice(0, 5);
  }
  return out;
}
