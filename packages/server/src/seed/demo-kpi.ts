/**
 * Demo sales targets: the demo salesperson gets this business year's yearly and monthly targets, set 10 % above
 * the average month of their completed orders over the demo history (rounded up to ¥10,000), so Settings → KPI
 * and the Workplace show a plan some months beat and others miss. Runs after the demo orders are written.
 */
import { businessDay, KPI_MONTHS } from '@soundboard/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { kpiTargets, saleOrders } from '../db/schema';

/** ¥10,000 in minor units. */
const ROUND_TO = 1_000_000;

export async function seedDemoTargets(tx: Tx, now: Date, salespersonId: number): Promise<void> {
  const [row] = await tx
    .select({
      total: sql<number>`coalesce(sum(${saleOrders.total}), 0)`.mapWith(Number),
      months: sql<number>`count(distinct date_trunc('month', ${saleOrders.orderDate}))`.mapWith(Number),
    })
    .from(saleOrders)
    .where(and(eq(saleOrders.salespersonId, salespersonId), eq(saleOrders.status, 'completed')));
  if (!row || row.months === 0) return;
  const month = Math.ceil(((row.total / row.months) * 1.1) / ROUND_TO) * ROUND_TO;
  const year = Number(businessDay(now).slice(0, 4));
  const amounts = [month * KPI_MONTHS, ...Array.from({ length: KPI_MONTHS }, () => month)];
  await tx
    .insert(kpiTargets)
    .values(amounts.map((amount, index) => ({ userId: salespersonId, year, month: index, amount, updatedAt: now })))
    .onConflictDoNothing();
}
