/**
 * A deadlock between two transactions, made to happen on purpose: PostgreSQL cancels one, and db/retry.ts runs
 * it again, so both commit and nobody sees "busy".
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { forEachDriver } from '../test/harness';
import type { Tx } from './client';
import { isConcurrentWrite } from './retry';

/** Resolves when both sides have arrived. */
function meeting() {
  let arrive!: () => void;
  let arrivals = 0;
  const both = new Promise<void>((resolve) => {
    arrive = () => {
      arrivals += 1;
      if (arrivals === 2) resolve();
    };
  });
  return {
    async meet() {
      arrive();
      await both;
    },
  };
}

forEachDriver(
  'transactions after a deadlock',
  (h) => {
    it('re-runs the cancelled transaction, so both writers commit', async () => {
      const { db } = h.database;
      await db.execute(sql`create table deadlock_probe (id int primary key, n int not null)`);
      await db.execute(sql`insert into deadlock_probe values (1, 0), (2, 0)`);
      const locked = meeting();
      let runs = 0;
      const bump = (tx: Tx, id: number) => tx.execute(sql`update deadlock_probe set n = n + 1 where id = ${id}`);
      // Each takes one row, waits until the other has its row, then asks for the other's: a lock cycle.
      const crossing = (first: number, second: number) =>
        db.transaction(async (tx) => {
          runs += 1;
          await bump(tx, first);
          if (runs <= 2) await locked.meet();
          await bump(tx, second);
        });
      await Promise.all([crossing(1, 2), crossing(2, 1)]);
      expect(runs).toBe(3);
      const rows = await db.execute(sql`select n from deadlock_probe order by id`);
      expect((rows as unknown as { rows: { n: number }[] }).rows.map((row) => Number(row.n))).toEqual([2, 2]);
    });

    it('does not retry other failures', async () => {
      let runs = 0;
      const failing = h.database.db.transaction(async (tx) => {
        runs += 1;
        await tx.execute(sql`select 1 / 0`);
      });
      const error = await failing.catch((caught: unknown) => caught);
      expect(isConcurrentWrite(error)).toBe(false);
      expect(runs).toBe(1);
    });
  },
  ['postgres'],
);
