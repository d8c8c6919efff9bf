/**
 * The seeded demo database: every kind of product, customers, a year of orders in every state — and every
 * invariant the server keeps (./invariants.ts): totals are the sum of the lines, amounts the sum of the
 * documents, derived statuses what the contract's rules derive, stock the sum of its ledger and never negative,
 * reserved the draft deliveries, serial numbers shipped once; documents numbered by their sequences.
 */
import {
  businessDay,
  CONFIG_GROUPS,
  DELIVERY_STATUSES,
  isCreditCode,
  ORDER_STATUSES,
  PRODUCT_KINDS,
} from '@soundboard/contract';
import { type SQL, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { kpiRows } from '../settings/kpi-figures';
import { SEED_NOW } from '../test/global-setup';
import { forEachDriver } from '../test/harness';
import { SEEDED_TABLES } from './demo/insert';
import { broken, crmBroken, danglingReferences, orderProblems } from './invariants';

const NOW = sql`${SEED_NOW.toISOString()}::timestamptz`;

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

  it('holds a catalogue of every kind, 70 customers, 3 warehouses and a year of orders in every state', async () => {
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
    expect(people).toEqual({ n: 70, first: 'C00001', last: 'C00070', next: 70 });
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
    expect(await orderProblems(h.database.db)).toEqual([]);
    expect(await broken(h.database.db, 'orders')).toEqual({});
  });

  it('stock: on hand is the sum of the ledger and never went below zero; reserved is the draft deliveries', async () => {
    expect(await broken(h.database.db, 'stock')).toEqual({});
    const [levels] = await rows<{ low: number; reserved: number }>(
      sql`SELECT count(*) FILTER (WHERE low_stock)::int AS low, count(*) FILTER (WHERE reserved > 0)::int AS reserved
        FROM stock_levels`,
    );
    expect(levels?.low).toBeGreaterThan(0);
    expect(levels?.reserved).toBeGreaterThan(0);
  });

  it('lines: delivered and returned quantities match the shipments and returns; movements match the documents', async () => {
    expect(await broken(h.database.db, 'lines')).toEqual({});
  });

  it('serial numbers: one per serial-tracked unit shipped, each shipped once, out with customers unless restocked', async () => {
    expect(await broken(h.database.db, 'serials')).toEqual({});
  });

  it('receipts, refunds and deliveries: allocations add up, refunds bounded by what was paid, times in order', async () => {
    expect(await broken(h.database.db, 'receipts')).toEqual({});
    expect(await broken(h.database.db, 'refunds')).toEqual({});
    expect(await broken(h.database.db, 'deliveries')).toEqual({});
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
    // Everything happened in the year before the seed's now.
    expect(
      await rows(sql`
        SELECT id FROM sale_orders WHERE created_at > ${NOW} OR updated_at > ${NOW}
          OR created_at < ${NOW} - interval '366 days'
        UNION ALL SELECT id FROM deliveries WHERE updated_at > ${NOW}
        UNION ALL SELECT id FROM receipts WHERE updated_at > ${NOW}
        UNION ALL SELECT id FROM refunds WHERE updated_at > ${NOW}
        UNION ALL SELECT id FROM refund_deliveries WHERE updated_at > ${NOW}
        UNION ALL SELECT id FROM stock_movements WHERE at > ${NOW}`),
    ).toEqual([]);
    // Each identity continues after the highest id the seed gave.
    const next = SEEDED_TABLES.map((table) =>
      sql.raw(`nextval(pg_get_serial_sequence('"${table}"', 'id')) > (SELECT max(id) FROM "${table}") AS "${table}"`),
    );
    const [after] = await rows<Record<string, boolean>>(sql`SELECT ${sql.join(next, sql`, `)}`);
    expect(Object.entries(after ?? {}).filter(([, ok]) => !ok)).toEqual([]);
  });

  it('every reference resolves (the seed skips the foreign-key triggers while it loads where it may)', async () => {
    expect(await danglingReferences(h.database.db)).toEqual([]);
  });

  it("gives the demo salesperson this year's targets, beaten in some months and missed in others", async () => {
    const year = Number(businessDay(SEED_NOW).slice(0, 4));
    const [sales] = await rows<{ id: number }>(sql`SELECT id FROM users WHERE username = 'sales'`);
    const [row] = await kpiRows(h.database.db, year, sales?.id);
    const monthly = row?.months.map((month) => month.target) ?? [];
    expect(new Set(monthly).size).toBe(1);
    expect(monthly[0]).toBeGreaterThan(0);
    expect(row?.yearTarget).toBe((monthly[0] ?? 0) * 12);
    const sold = row?.months.filter((month) => month.actual > 0) ?? [];
    expect(sold.some((month) => (month.attainment ?? 0) >= 100)).toBe(true);
    expect(sold.some((month) => (month.attainment ?? 0) < 100)).toBe(true);
  });

  it('CRM: a company per business customer with a valid credit code, contacts and sites; the follow-ups agree with the customers', async () => {
    expect(await crmBroken(h.database.db)).toEqual({});
    const codes = await rows<{ code: string }>(sql`SELECT credit_code AS code FROM companies`);
    expect(codes.length).toBeGreaterThanOrEqual(55);
    expect(codes.filter((row) => !isCreditCode(row.code))).toEqual([]);
    const [bare] = await rows<{ contacts: number; sites: number; installers: number }>(sql`
      SELECT (SELECT count(*)::int FROM companies c WHERE NOT EXISTS (
          SELECT 1 FROM company_contacts k WHERE k.company_id = c.id AND k.primary)) AS contacts,
        (SELECT count(*)::int FROM companies c WHERE NOT EXISTS (
          SELECT 1 FROM company_sites s WHERE s.company_id = c.id AND s.system <> '')) AS sites,
        (SELECT count(*)::int FROM companies WHERE industry = 'installer') AS installers`);
    expect(bare).toEqual({ contacts: 0, sites: 0, installers: 3 });
    // A year of follow-ups of every type, none in the future.
    const types = await counts('follow_ups', 'type');
    for (const type of ['call', 'visit', 'site_survey', 'quote', 'installation', 'service'])
      expect(types[type], type).toBeGreaterThan(0);
    const [span] = await rows<{ first: boolean; future: number }>(
      sql`SELECT min(at) < ${NOW} - interval '300 days' AS first, count(*) FILTER (WHERE at > ${NOW})::int AS future FROM follow_ups`,
    );
    expect(span).toEqual({ first: true, future: 0 });
    // Leads and qualified customers that have not bought yet, owned by both salespeople.
    expect(Object.keys(await counts('customers', 'status')).sort()).toEqual(['customer', 'lead', 'qualified']);
    const owners = await counts('customers c LEFT JOIN users u ON u.id = c.owner_id', "coalesce(u.username, 'pool')");
    expect(Object.keys(owners).sort()).toEqual(['pool', 'sales', 'sales2']);
    // Zhou Jie took the northern accounts' orders since the handover.
    const sellers = await counts('sale_orders o JOIN users u ON u.id = o.salesperson_id', 'u.username');
    expect(Object.keys(sellers).sort()).toEqual(['admin', 'sales', 'sales2']);
    expect(await counts('customer_owner_changes', 'reason')).toMatchObject({ create: 70 });
    expect(Object.keys(await counts('customer_owner_changes', 'reason')).sort()).toEqual([
      'create',
      'reclaim',
      'transfer',
    ]);
  });

  it("CRM: the pool's rules hold on the seed's now; some of Li Na's customers are due today or overdue, two soon back in the pool", async () => {
    const pool = CONFIG_GROUPS.crm;
    const limits = sql.raw(
      `CASE c.level WHEN 'key' THEN ${pool.poolDaysKey.default} WHEN 'small' THEN ${pool.poolDaysSmall.default} ELSE ${pool.poolDaysRegular.default} END`,
    );
    const [facts] = await rows<Record<string, number>>(sql`
      WITH owned AS (
        SELECT c.*, u.username, ${NOW} - greatest(c.owned_at, c.last_contact_at) AS quiet, make_interval(days => ${limits}) AS lim
        FROM customers c JOIN users u ON u.id = c.owner_id)
      SELECT count(*) FILTER (WHERE quiet >= lim)::int AS overdue_for_pool,
        count(*) FILTER (WHERE quiet > lim - make_interval(days => ${pool.poolWarnDays.default}) AND quiet < lim)::int AS warned,
        count(*) FILTER (WHERE username = 'sales' AND next_contact_at < date_trunc('day', ${NOW} AT TIME ZONE 'Asia/Shanghai') AT TIME ZONE 'Asia/Shanghai')::int AS late,
        count(*) FILTER (WHERE username = 'sales' AND (next_contact_at AT TIME ZONE 'Asia/Shanghai')::date = (${NOW} AT TIME ZONE 'Asia/Shanghai')::date)::int AS today,
        (SELECT count(*)::int FROM customers WHERE owner_id IS NULL) AS in_pool
      FROM owned`);
    expect(facts).toEqual({ overdue_for_pool: 0, warned: 2, late: 2, today: 3, in_pool: 4 });
  });
});
