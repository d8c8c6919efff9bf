/**
 * seed:large on top of the demo: it adds history up to the target and no more (a second run adds nothing), in
 * batches, and the database still keeps every invariant of ./invariants.ts.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { forEachDriver } from '../test/harness';
import { broken, danglingReferences, orderProblems, rowsOf } from './invariants';
import { addLargeOrders, countLarge, LARGE_NOTE } from './large';

const STAFF = { admin: 1, sales: 2, warehouse: 3, finance: 4 };

forEachDriver('seed:large', (h) => {
  const progress: number[] = [];
  let first = { before: -1, added: -1 };
  let demoOrders = 0;

  beforeAll(async () => {
    [{ n: demoOrders } = { n: 0 }] = await rowsOf<{ n: number }>(
      h.database.db,
      sql`SELECT count(*)::int AS n FROM sale_orders`,
    );
    first = await addLargeOrders(h.database.db, {
      target: 1_200,
      batch: 500,
      staff: STAFF,
      onProgress: (done) => progress.push(done),
    });
  });

  it('adds orders up to the target in batches, and only what is missing on a second run', async () => {
    expect(first).toEqual({ before: 0, added: 1_200 });
    expect(progress).toEqual([500, 1_000, 1_200]);
    expect(await countLarge(h.database.db)).toBe(1_200);
    expect(await addLargeOrders(h.database.db, { target: 1_200, staff: STAFF })).toEqual({ before: 1_200, added: 0 });
    const [{ n } = { n: 0 }] = await rowsOf<{ n: number }>(
      h.database.db,
      sql`SELECT count(*)::int AS n FROM sale_orders`,
    );
    expect(n).toBe(demoOrders + 1_200);
  });

  it('dates them in the three years before the demo year, closed: completed with their documents or cancelled', async () => {
    const [shape] = await rowsOf<Record<string, number | string>>(
      h.database.db,
      sql`SELECT count(*) FILTER (WHERE status = 'completed')::int AS completed,
        count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled,
        count(*) FILTER (WHERE status NOT IN ('completed', 'cancelled'))::int AS other,
        count(DISTINCT order_no)::int AS numbers,
        (max(created_at) < (SELECT min(created_at) FROM sale_orders WHERE note <> ${LARGE_NOTE}))::text AS before_demo,
        (SELECT count(*)::int FROM sale_order_lines l JOIN sale_orders o ON o.id = l.order_id WHERE o.note = ${LARGE_NOTE})
          AS lines
      FROM sale_orders WHERE note = ${LARGE_NOTE}`,
    );
    expect(shape).toMatchObject({ other: 0, numbers: 1_200, before_demo: 'true' });
    expect(Number(shape?.completed)).toBeGreaterThan(900);
    expect(Number(shape?.cancelled)).toBeGreaterThan(50);
    expect(Number(shape?.lines)).toBeGreaterThan(1_200 * 2);
  });

  it('keeps every invariant: totals, payments, deliveries, the stock ledger, references', async () => {
    expect(await orderProblems(h.database.db)).toEqual([]);
    expect(await broken(h.database.db)).toEqual({});
    expect(await danglingReferences(h.database.db)).toEqual([]);
  });
});
