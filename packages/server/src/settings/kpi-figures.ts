/**
 * The KPI figures of a year: every active salesperson (a user holding the `sales` role) with their targets and
 * actual sales. Actual sales follow the contract (settings/kpi.ts): completed orders summed by the month of their
 * order date, the China business day the Workplace counts by.
 */
import { attainment, KPI_MONTHS, type KpiMonth, type KpiRow } from '@soundboard/contract';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { kpiTargets, roles, saleOrders, userRoles, users } from '../db/schema';

/** The role whose holders have targets. */
export const SALES_ROLE = 'sales';

export interface Salesperson {
  userId: number;
  username: string;
  nickname: string;
}

/** Active users holding the sales role (only `userId` when given), in the order they were created. */
export async function salespeople(db: Db, userId?: number): Promise<Salesperson[]> {
  return db
    .selectDistinct({ userId: users.id, username: users.username, nickname: users.nickname })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(roles.key, SALES_ROLE),
        eq(users.status, 'active'),
        userId === undefined ? undefined : eq(users.id, userId),
      ),
    )
    .orderBy(asc(users.id));
}

/** `${userId}:${month}` -> amount (month 0 is the year's target). */
type Amounts = Map<string, number>;
const keyOf = (userId: number, month: number) => `${userId}:${month}`;

/** A year's targets of some users, month 0 being the yearly target. */
export async function targetsOf(db: Db, year: number, userIds: number[]): Promise<Amounts> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: kpiTargets.userId, month: kpiTargets.month, amount: kpiTargets.amount })
    .from(kpiTargets)
    .where(and(eq(kpiTargets.year, year), inArray(kpiTargets.userId, userIds)));
  return new Map(rows.map((row) => [keyOf(row.userId, row.month), Number(row.amount)]));
}

/** Completed orders' totals per salesperson and month of the order date, within the year. */
async function actualsOf(db: Db, year: number, userIds: number[]): Promise<Amounts> {
  if (userIds.length === 0) return new Map();
  const month = sql<number>`extract(month from ${saleOrders.orderDate})::int`.mapWith(Number);
  const rows = await db
    .select({
      userId: saleOrders.salespersonId,
      month,
      amount: sql<number>`sum(${saleOrders.total})`.mapWith(Number),
    })
    .from(saleOrders)
    .where(
      and(
        eq(saleOrders.status, 'completed'),
        gte(saleOrders.orderDate, `${year}-01-01`),
        lt(saleOrders.orderDate, `${year + 1}-01-01`),
        inArray(saleOrders.salespersonId, userIds),
      ),
    )
    .groupBy(saleOrders.salespersonId, month);
  return new Map(rows.map((row) => [keyOf(Number(row.userId), row.month), row.amount]));
}

function rowOf(person: Salesperson, targets: Amounts, actuals: Amounts): KpiRow {
  const months: KpiMonth[] = Array.from({ length: KPI_MONTHS }, (_, index) => {
    const month = index + 1;
    const target = targets.get(keyOf(person.userId, month)) ?? 0;
    const actual = actuals.get(keyOf(person.userId, month)) ?? 0;
    return { month, target, actual, attainment: attainment(actual, target) };
  });
  const yearTarget = targets.get(keyOf(person.userId, 0)) ?? 0;
  const yearActual = months.reduce((sum, month) => sum + month.actual, 0);
  return {
    ...person,
    yearTarget,
    yearActual,
    yearAttainment: attainment(yearActual, yearTarget),
    monthTargetsTotal: months.reduce((sum, month) => sum + month.target, 0),
    months,
  };
}

/** The year's rows of every salesperson (or of one user, when that user is a salesperson). */
export async function kpiRows(db: Db, year: number, userId?: number): Promise<KpiRow[]> {
  const people = await salespeople(db, userId);
  const ids = people.map((person) => person.userId);
  const [targets, actuals] = [await targetsOf(db, year, ids), await actualsOf(db, year, ids)];
  return people.map((person) => rowOf(person, targets, actuals));
}
