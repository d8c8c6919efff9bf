/**
 * GET /behind/customers/:id/timeline: the customer's follow-ups and documents (sale orders, receipts, deliveries,
 * refunds) merged newest first, and the contacts a new follow-up may name. Whoever may read the customer reads it.
 */
import type { DocumentEntry, TimelineAnswer } from '@soundboard/contract';
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { needs } from '../auth/guard';
import type { Db } from '../db/client';
import { companyContacts, deliveries, followUps, receipts, refunds, saleOrders } from '../db/schema';
import type { AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { idParam } from '../http/validate';
import { readableCustomer } from './customer-access';
import { followUpEntries } from './follow-up-entries';

/**
 * A document dated by a calendar day (an order, a receipt) is placed at its creation when it was entered on that
 * day, else at noon of that China day (entered later, or imported): follow-ups of the same day then sort around it.
 */
function dayTime(day: string, createdAt: Date): string {
  const created = createdAt.toISOString();
  const createdDay = new Date(createdAt.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  return createdDay === day ? created : new Date(`${day}T12:00:00+08:00`).toISOString();
}

async function documentEntries(db: Db, customerId: number): Promise<DocumentEntry[]> {
  const [orders, paid, shipped, refunded] = await Promise.all([
    db.select().from(saleOrders).where(eq(saleOrders.customerId, customerId)),
    db.select().from(receipts).where(eq(receipts.customerId, customerId)),
    db
      .select({ delivery: deliveries })
      .from(deliveries)
      .innerJoin(saleOrders, eq(saleOrders.id, deliveries.orderId))
      .where(eq(saleOrders.customerId, customerId)),
    db
      .select({ refund: refunds })
      .from(refunds)
      .innerJoin(saleOrders, eq(saleOrders.id, refunds.orderId))
      .where(eq(saleOrders.customerId, customerId)),
  ]);
  return [
    ...orders.map(
      (row): DocumentEntry => ({
        kind: 'saleOrder',
        id: row.id,
        at: dayTime(row.orderDate, row.createdAt),
        number: row.orderNo,
        status: row.status,
        amount: row.total,
      }),
    ),
    ...paid.map(
      (row): DocumentEntry => ({
        kind: 'receipt',
        id: row.id,
        at: dayTime(row.receivedAt, row.createdAt),
        number: row.receiptNo,
        status: row.status,
        amount: row.amount,
      }),
    ),
    ...shipped.map(
      ({ delivery: row }): DocumentEntry => ({
        kind: 'delivery',
        id: row.id,
        at: (row.shippedAt ?? row.createdAt).toISOString(),
        number: row.deliveryNo,
        status: row.status,
        amount: null,
      }),
    ),
    ...refunded.map(
      ({ refund: row }): DocumentEntry => ({
        kind: 'refund',
        id: row.id,
        at: (row.refundedAt ?? row.createdAt).toISOString(),
        number: row.refundNo,
        status: row.status,
        amount: row.approvedAmount ?? row.requestedAmount,
      }),
    ),
  ];
}

export const timelineRoutes = new Hono<AppEnv>();

timelineRoutes.get('/customers/:id{[0-9]+}/timeline', needs('customer:read'), async (c) => {
  const id = idParam(c);
  const { db } = c.var.deps;
  const row = await readableCustomer(c, db, id);
  const [followed, documents, contacts] = await Promise.all([
    followUpEntries(db, eq(followUps.customerId, id)),
    documentEntries(db, id),
    row.companyId === null
      ? Promise.resolve([])
      : db
          .select({
            id: companyContacts.id,
            name: companyContacts.name,
            title: companyContacts.title,
            primary: companyContacts.primary,
          })
          .from(companyContacts)
          .where(eq(companyContacts.companyId, row.companyId))
          .orderBy(asc(companyContacts.sort), asc(companyContacts.id)),
  ]);
  // Newest first (ISO times in UTC compare as strings).
  const entries = [...followed, ...documents].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  const answer: TimelineAnswer = { entries, contacts };
  return ok(c, answer);
});
