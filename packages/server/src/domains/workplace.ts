/**
 * The Workplace figures (contract WorkplaceFigures): sales today, this month and over the last 30 days, and what
 * waits for someone — approvals, shipments, refunds, low stock — plus the latest orders. Days are China calendar
 * days (the company's calendar, as in document numbers); "today" is the app's clock, so tests can move it. Sales
 * are the orders of PAYABLE_ORDER_STATUSES by order_date, summed as they are written (sale_daily_totals).
 */
import {
  businessDay,
  OPEN_DELIVERY_STATUSES,
  OPEN_REFUND_STATUSES,
  WORKPLACE_LOW_STOCK_LIST,
  WORKPLACE_PATH,
  WORKPLACE_RECENT_ORDERS,
  WORKPLACE_TREND_DAYS,
  type WorkplaceFigures,
} from '@soundboard/contract';
import { and, asc, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { Hono } from 'hono';
import { needs } from '../auth/guard';
import type { Db } from '../db/client';
import { customers, refunds, saleDailyTotals, saleOrders, stockLevels, warehouses } from '../db/schema';
import type { AppEnv } from '../http/env';
import { ok } from '../http/respond';

const DAY_MS = 86_400_000;

/** The day `offset` days from a day ('YYYY-MM-DD'). */
const addDays = (day: string, offset: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
const nextMonth = (day: string) => {
  const date = new Date(`${day.slice(0, 8)}01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
};

/**
 * Sales per day from the totals the database keeps (sale_daily_totals, migration 0034's triggers): a few dozen
 * rows by their key, whatever the number of orders — summing a month of sale_orders on every visit grew with them.
 */
async function salesByDay(db: Db, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ day: saleDailyTotals.day, amount: saleDailyTotals.amount })
    .from(saleDailyTotals)
    .where(and(gte(saleDailyTotals.day, from), lt(saleDailyTotals.day, to)));
  return new Map(rows.map((row) => [row.day, Number(row.amount)]));
}

async function countOf(db: Db, table: typeof saleOrders | typeof refunds, where: ReturnType<typeof and>) {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

/** Stock rows at or below their product's alert quantity (the inventory list's low-stock filter), fewest first. */
async function lowStock(db: Db) {
  const counting = db.select({ n: count() }).from(stockLevels).where(eq(stockLevels.lowStock, true));
  const listing = db
    .select({
      productId: stockLevels.productId,
      warehouseId: stockLevels.warehouseId,
      warehouseName: warehouses.name,
      sku: stockLevels.sku,
      name: stockLevels.name,
      available: stockLevels.available,
      alertQty: stockLevels.alertQty,
    })
    .from(stockLevels)
    .innerJoin(warehouses, eq(warehouses.id, stockLevels.warehouseId))
    .where(eq(stockLevels.lowStock, true))
    .orderBy(asc(stockLevels.available), asc(stockLevels.sku), asc(stockLevels.warehouseId))
    .limit(WORKPLACE_LOW_STOCK_LIST);
  const [[counted], rows] = await Promise.all([counting, listing]);
  return { count: Number(counted?.n ?? 0), rows };
}

async function recentOrders(db: Db) {
  return db
    .select({
      id: saleOrders.id,
      orderNo: saleOrders.orderNo,
      orderDate: saleOrders.orderDate,
      customerId: saleOrders.customerId,
      customerName: customers.name,
      total: saleOrders.total,
      status: saleOrders.status,
      payStatus: saleOrders.payStatus,
      deliveryStatus: saleOrders.deliveryStatus,
    })
    .from(saleOrders)
    .innerJoin(customers, eq(customers.id, saleOrders.customerId))
    .orderBy(desc(saleOrders.orderDate), desc(saleOrders.id))
    .limit(WORKPLACE_RECENT_ORDERS);
}

async function workplaceFigures(db: Db, now: Date): Promise<WorkplaceFigures> {
  const today = businessDay(now);
  const monthStart = `${today.slice(0, 8)}01`;
  const trendStart = addDays(today, 1 - WORKPLACE_TREND_DAYS);
  // The statements are independent: sent together, they overlap on a pool and queue back to back in the PGlite
  // worker instead of waiting for each other's round trip.
  const [byDay, unshippedOrders, low, recent, awaitingApproval, openRefunds] = await Promise.all([
    salesByDay(db, trendStart < monthStart ? trendStart : monthStart, nextMonth(today)),
    countOf(
      db,
      saleOrders,
      and(eq(saleOrders.status, 'approved'), inArray(saleOrders.deliveryStatus, [...OPEN_DELIVERY_STATUSES])),
    ),
    lowStock(db),
    recentOrders(db),
    countOf(db, saleOrders, eq(saleOrders.status, 'submitted')),
    countOf(db, refunds, inArray(refunds.status, [...OPEN_REFUND_STATUSES])),
  ]);
  const trend = Array.from({ length: WORKPLACE_TREND_DAYS }, (_, index) => {
    const date = addDays(trendStart, index);
    return { date, amount: byDay.get(date) ?? 0 };
  });
  const salesMonth = [...byDay].reduce((sum, [day, amount]) => (day >= monthStart ? sum + amount : sum), 0);

  return {
    today,
    salesToday: byDay.get(today) ?? 0,
    salesMonth,
    awaitingApproval,
    deliveriesToShip: unshippedOrders,
    openRefunds,
    lowStockItems: low.count,
    lowStock: low.rows,
    trend,
    recentOrders: recent,
  };
}

export const workplaceRoutes = new Hono<AppEnv>();

workplaceRoutes.get(WORKPLACE_PATH, needs('dashboard:read'), async (c) =>
  ok(c, await workplaceFigures(c.var.deps.db, c.var.deps.now())),
);
