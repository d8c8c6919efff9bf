/**
 * The generic list read path at size (./page.ts), on both drivers: one statement per page (two for a page past
 * the end, and for the orders' search, which looks up the customers it names first), labels in that statement equal to the ones looked up one reference at a time, a count capped
 * past LIST_COUNT_CAP that still lets the pager go on, and deferred-join pages identical to plain OFFSET pages.
 * The suite adds just over LIST_COUNT_CAP orders with seed:large's generator to its own database copy.
 */

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIST_COUNT_CAP, PERMISSIONS, searchFields, sortableFields } from '@soundboard/contract';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { SERVED } from '../domains';
import type { AppEnv, SessionUser } from '../http/env';
import { silentLogger } from '../log';
import { addLargeOrders } from '../seed/large';
import { directoryStore } from '../storage/directory-store';
import { forEachDriver, type Harness, type Statement } from '../test/harness';
import { listRecords } from './read';
import { resolveRefs } from './refs';

/** listRecords alone (no session check around it), so every statement logged is the list's own. */
function listApp(h: Harness, db: Db) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('deps', {
      db,
      dbKind: h.driver,
      ping: async () => true,
      now: () => new Date(),
      log: silentLogger,
      trustProxy: false,
      files: directoryStore(join(tmpdir(), 'sb-list-page-files')),
    });
    c.set('locale', 'en-US');
    // A manager: every record of an owned resource (customers) is read, as without ownership.
    c.set('user', { userId: 1, permissions: new Set(PERMISSIONS) } as unknown as SessionUser);
    await next();
  });
  for (const binding of SERVED) app.get(binding.def.path, (c) => listRecords(c, binding));
  return app;
}

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

forEachDriver('list pages at size', (h) => {
  const statements: Statement[] = [];
  let app: Hono<AppEnv>;
  let orders = 0;

  beforeAll(async () => {
    const users = await rowsOf<{ username: string; id: number }>(h.database.db, sql`SELECT username, id FROM users`);
    const id = (name: string) => users.find((user) => user.username === name)?.id ?? 1;
    await addLargeOrders(h.database.db, {
      target: LIST_COUNT_CAP + 150,
      staff: { admin: id('admin'), sales: id('sales'), finance: id('finance'), warehouse: id('warehouse') },
    });
    // As seed:large leaves it: statistics fresh, the visibility map and the trigram index's pending list done.
    await h.database.db.execute(sql`VACUUM (ANALYZE) sale_orders`);
    const [counted] = await rowsOf<{ n: number }>(h.database.db, sql`SELECT count(*)::int AS n FROM sale_orders`);
    orders = counted?.n ?? 0;
    app = listApp(h, h.countingDb(statements));
  }, 120_000);

  /** GET <path>?<query> on the list alone: its answer and the statements it sent. */
  const list = async (path: string, query = '') => {
    statements.length = 0;
    const response = await app.request(`${path}?${query}`);
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    return { ...body.data, statements: statements.length };
  };

  it('reads any resource page with its labels in one statement, the labels those of a lookup per reference', async () => {
    for (const { def } of SERVED) {
      const page = await list(def.path, 'pageSize=50');
      expect(page.statements, def.name).toBe(1);
      // In the list app's language (category names have one per language).
      const refs = await resolveRefs(h.database.db, def.fields, page.list, 'en-US');
      for (const row of page.list) {
        const expected = Object.fromEntries(
          Object.entries(refs).flatMap(([field, byId]) => {
            const label = byId[row[field]];
            return label === undefined ? [] : [[field, label]];
          }),
        );
        expect(row.refLabels, `${def.name} #${row.id}`).toEqual(expected);
      }
    }
  });

  it('searches and sorts every resource by each of its sort keys, a search of 3+ characters planned on its own', async () => {
    for (const { def } of SERVED) {
      const search = searchFields(def).length > 0 ? 'q=0123&' : '';
      for (const key of sortableFields(def)) {
        for (const sort of [key, `-${key}`]) {
          const page = await list(def.path, `${search}sort=${sort}&page=2&pageSize=5`);
          expect(page.statements, `${def.name} ${sort}`).toBeLessThanOrEqual(2);
        }
      }
    }
  });

  it('counts exactly below the cap and stops at it above, the pager still able to go on', async () => {
    const cancelled = await rowsOf<{ n: number }>(
      h.database.db,
      sql`SELECT count(*)::int AS n FROM sale_orders WHERE status = 'cancelled'`,
    );
    const few = await list('/orders', 'status=cancelled');
    expect(few).toMatchObject({ total: cancelled[0]?.n, totalCapped: false, statements: 1 });

    const first = await list('/orders', 'pageSize=20');
    expect(first).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true, page: 1, pageSize: 20, statements: 1 });
    expect(first.list).toHaveLength(20);

    // A page deeper than the cap: counted to its own end, and still "more" while rows follow it.
    const pageSize = 50;
    const deep = Math.floor(LIST_COUNT_CAP / pageSize) + 2;
    expect(orders).toBeGreaterThan(deep * pageSize);
    const beyond = await list('/orders', `pageSize=${pageSize}&page=${deep}`);
    expect(beyond).toMatchObject({ total: deep * pageSize, totalCapped: true, statements: 1 });
    expect(beyond.list).toHaveLength(pageSize);

    // The last page: the exact number of orders.
    const last = Math.ceil(orders / pageSize);
    const end = await list('/orders', `pageSize=${pageSize}&page=${last}`);
    expect(end).toMatchObject({ total: orders, totalCapped: false, statements: 1 });
    expect(end.list).toHaveLength(orders - (last - 1) * pageSize);

    // Past the end no row carries the count: a second statement does, and says how many there are.
    const past = await list('/orders', `pageSize=${pageSize}&page=${last + 3}`);
    expect(past).toMatchObject({ list: [], total: orders, totalCapped: false, statements: 2 });
    // A search of the orders: the customers named by the text first (sale-order.ts customersNamed), then the page.
    expect(await list('/orders', 'q=no-such-order')).toMatchObject({ list: [], total: 0, statements: 2 });
  });

  it('searches an order number through the trigram index, the count in the same statement as the page', async () => {
    // A month of orders: about 3% of them, like the benchmark's broad search. The busiest month, since the months at
    // the ends of the generated span are only partly covered (which ones depends on the day the test runs).
    const [sample] = await rowsOf<{ month: string }>(
      h.database.db,
      sql`SELECT substr(order_no, 3, 6) AS month FROM sale_orders WHERE note LIKE '%seed:large%'
          GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
    );
    const month = sample?.month ?? '';
    const [expected] = await rowsOf<{ n: number }>(
      h.database.db,
      sql`SELECT count(*)::int AS n FROM sale_orders WHERE order_no LIKE ${`%${month}%`}`,
    );
    const page = await list('/orders', `q=${month}`);
    // The customers named by the text (none here), then the page with its count.
    expect(page).toMatchObject({ total: expected?.n, totalCapped: false, statements: 2 });
    expect(page.total).toBeGreaterThan(100);
    // The page's statement, planned again with its parameters. At this size a scan of the table is as
    // cheap, so that choice is taken away: what is left is whether the statement's shape lets the index serve.
    const statement = statements.at(-1);
    const parts = (statement?.text ?? '').split(/\$(\d+)/);
    const sent = sql.join(
      parts.map((part, i) => (i % 2 ? sql`${statement?.params[Number(part) - 1]}` : sql.raw(part))),
    );
    const text = await h.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const plan = (await tx.execute(sql`EXPLAIN ${sent}`)) as unknown as { rows: object[] };
      return plan.rows.map((row) => Object.values(row)[0]).join('\n');
    });
    // The page's matches come from the trigram index, not from a walk down the order number's b-tree that filters
    // every row hoping to meet a page of matches early (the count may take either: it stops at the cap).
    expect(text, text).toMatch(/Bitmap Index Scan on sale_orders_order_no_trgm_idx/);
    expect(text, text).not.toMatch(/Index Scan Backward using sale_orders_order_no_unique/);
  });

  it('gives deep pages the same rows in the same order as a plain OFFSET query', async () => {
    const cases: [string, ReturnType<typeof sql>][] = [
      [
        'status=completed&sort=-orderDate&page=137&pageSize=20',
        sql`WHERE status = 'completed' ORDER BY order_date DESC, id DESC LIMIT 20 OFFSET 2720`,
      ],
      ['sort=total&page=71&pageSize=50', sql`ORDER BY total, id LIMIT 50 OFFSET 3500`],
      ['page=400&pageSize=20', sql`ORDER BY order_no DESC, id DESC LIMIT 20 OFFSET 7980`],
      [
        'q=0314&sort=orderDate&page=3&pageSize=10',
        sql`WHERE order_no ILIKE '%0314%' ORDER BY order_date, id LIMIT 10 OFFSET 20`,
      ],
      [
        'status=completed,cancelled&orderDateFrom=2023-01-01&orderDateTo=2024-06-30&sort=-createdAt&page=90&pageSize=20',
        sql`WHERE status IN ('completed', 'cancelled') AND order_date BETWEEN '2023-01-01' AND '2024-06-30'
          ORDER BY created_at DESC, id DESC LIMIT 20 OFFSET 1780`,
      ],
    ];
    for (const [query, tail] of cases) {
      const expected = await rowsOf<{ id: number }>(h.database.db, sql`SELECT id FROM sale_orders ${tail}`);
      expect(expected.length, query).toBeGreaterThan(0);
      const page = await list('/orders', query);
      expect(
        page.list.map((row: { id: number }) => row.id),
        query,
      ).toEqual(expected.map((row) => Number(row.id)));
    }
  });
});
