/**
 * The CSV export walks its rows in keyset pages (export.ts). With pages of 7 rows, every export here crosses
 * many pages, and its rows — ids in the CSV's first column — come exactly in the order of one plain
 * `ORDER BY sort, id` over the same rows: no row lost or repeated at a page boundary, with ties on the sort
 * value (order dates, totals, statuses), both directions, a filter and a search, and a nullable sort column
 * (customers' last contact) whose nulls come last ascending and first descending.
 */
import { type SQL, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rowsOf } from '../seed/invariants';
import { DEMO, forEachDriver } from '../test/harness';
import { exportPaging } from './export';

forEachDriver('CSV export in keyset pages', (h) => {
  let admin = '';
  const before = exportPaging.rows;

  beforeAll(async () => {
    admin = await h.login('admin', DEMO.admin);
    exportPaging.rows = 7;
  });
  afterAll(() => {
    exportPaging.rows = before;
  });

  async function exportedIds(path: string): Promise<number[]> {
    const response = await h.app.request(path, { headers: { 'admin-token': admin, 'x-forwarded-for': '10.0.0.1' } });
    expect(response.status).toBe(200);
    const rows = Papa.parse<string[]>((await response.text()).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    return rows.slice(1).map((row) => Number(row[0]));
  }

  async function idsOf(query: SQL): Promise<number[]> {
    return (await rowsOf<{ id: number }>(h.database.db, query)).map((row) => row.id);
  }

  it('exports the orders in the order of one query, across pages, for every sort', async () => {
    const cases: [string, SQL][] = [
      ['', sql`ORDER BY order_no DESC, id DESC`],
      ['sort=orderDate', sql`ORDER BY order_date, id`],
      ['sort=-orderDate', sql`ORDER BY order_date DESC, id DESC`],
      ['sort=total', sql`ORDER BY total, id`],
      ['sort=-total', sql`ORDER BY total DESC, id DESC`],
      ['sort=-status', sql`ORDER BY status DESC, id DESC`],
      ['sort=id', sql`ORDER BY id`],
    ];
    for (const [query, order] of cases) {
      const expected = await idsOf(sql`SELECT id FROM sale_orders ${order}`);
      expect(expected.length).toBeGreaterThan(50);
      expect(await exportedIds(`/behind/orders/export?${query}`), query).toEqual(expected);
    }
    const completed = await idsOf(
      sql`SELECT id FROM sale_orders WHERE status = 'completed' AND order_no LIKE '%1%' ORDER BY order_date DESC, id DESC`,
    );
    expect(completed.length).toBeGreaterThan(14);
    expect(await exportedIds('/behind/orders/export?status=completed&q=1&sort=-orderDate')).toEqual(completed);
  });

  it('puts the nulls of a nullable sort where the list does, across pages', async () => {
    // New customers have had no contact yet: nulls beside the demo's contacted ones.
    for (let i = 0; i < 10; i++) {
      const created = await h.call('POST', '/behind/customers', {
        token: admin,
        json: { name: `导出分页客户${i}`, kind: 'individual' },
      });
      expect(created.status).toBe(200);
    }
    const [counts] = await rowsOf<{ nulls: number; values: number }>(
      h.database.db,
      sql`SELECT count(*) FILTER (WHERE last_contact_at IS NULL)::int AS nulls,
        count(*) FILTER (WHERE last_contact_at IS NOT NULL)::int AS values FROM customers`,
    );
    expect(counts?.nulls).toBeGreaterThan(7);
    expect(counts?.values).toBeGreaterThan(7);
    for (const [query, order] of [
      ['sort=lastContactAt', sql`ORDER BY last_contact_at, id`],
      ['sort=-lastContactAt', sql`ORDER BY last_contact_at DESC, id DESC`],
    ] as const) {
      const expected = await idsOf(sql`SELECT id FROM customers ${order}`);
      expect(await exportedIds(`/behind/customers/export?${query}`), query).toEqual(expected);
    }
  });
});
