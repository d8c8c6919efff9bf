/**
 * GET /companies/:id/orders: the company's sale orders (those of its customers), newest first, for the company's
 * orders tab — only orders of customers the caller may read (a salesperson: their own and the pool's).
 */
import { type CompanyOrder, customer } from '@soundboard/contract';
import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { needs } from '../auth/guard';
import { companies, customers, saleOrders } from '../db/schema';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { ok } from '../http/respond';
import { idParam } from '../http/validate';
import { readScope } from '../resources/ownership';

/** The tab shows the latest orders; the order list (filtered by customer) has the rest. */
export const COMPANY_ORDERS_LIMIT = 50;

export const companyOrderRoutes = new Hono<AppEnv>();

// The answer is orders, so it takes order:read; the company itself is no secret to an order reader.
companyOrderRoutes.get('/companies/:id{[0-9]+}/orders', needs('order:read'), async (c) => {
  const id = idParam(c);
  const { db } = c.var.deps;
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  if (!company) throw notFound();
  const rows = await db
    .select({
      id: saleOrders.id,
      orderNo: saleOrders.orderNo,
      orderDate: saleOrders.orderDate,
      status: saleOrders.status,
      total: saleOrders.total,
      customerId: customers.id,
      customerCode: customers.code,
      customerName: customers.name,
    })
    .from(saleOrders)
    .innerJoin(customers, eq(customers.id, saleOrders.customerId))
    .where(and(eq(customers.companyId, id), readScope(c, customer, customers)))
    .orderBy(desc(saleOrders.orderDate), desc(saleOrders.id))
    .limit(COMPANY_ORDERS_LIMIT);
  const answer: CompanyOrder[] = rows;
  return ok(c, answer);
});
