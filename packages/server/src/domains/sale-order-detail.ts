/**
 * What the order's detail view shows besides its fields: its lines, and the documents that moved it — receipt
 * allocations, deliveries (with the quantity each carries) and refunds — so staff see the whole story in one place.
 */
import { amountDue, customer, type saleOrder } from '@soundboard/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db, Tx } from '../db/client';
import {
  companies,
  customers,
  deliveries,
  deliveryLines,
  receiptAllocations,
  receipts,
  refunds,
  saleOrderLines,
  users,
} from '../db/schema';
import type { AppEnv } from '../http/env';
import type { RowOf } from '../resources/binding';
import { mayRead } from '../resources/ownership';
import { personName } from './crm';
import { wireRows } from './documents';

/** The order's customer with its company and owner (null when the caller may not read that customer). */
async function orderCustomer(db: Db | Tx, customerId: number, c?: Context<AppEnv>) {
  const [row] = await db
    .select({
      id: customers.id,
      code: customers.code,
      name: customers.name,
      companyId: customers.companyId,
      companyName: companies.name,
      ownerId: customers.ownerId,
      ownerName: personName(users),
    })
    .from(customers)
    .leftJoin(companies, eq(companies.id, customers.companyId))
    .leftJoin(users, eq(users.id, customers.ownerId))
    .where(eq(customers.id, customerId));
  if (!row || (c && !mayRead(c, customer, row))) return null;
  return row;
}

export async function orderDetail(
  db: Db | Tx,
  row: RowOf<typeof saleOrder>,
  c?: Context<AppEnv>,
): Promise<Record<string, unknown>> {
  // Receipts are finance's documents: a role that reads orders without finance:read does not get them.
  const seesReceipts = !c || c.var.user.permissions.has('finance:read');
  const lines = await db
    .select()
    .from(saleOrderLines)
    .where(eq(saleOrderLines.orderId, row.id))
    .orderBy(asc(saleOrderLines.lineNo));
  const allocations = !seesReceipts
    ? null
    : await db
        .select({
          id: receiptAllocations.id,
          receiptId: receipts.id,
          receiptNo: receipts.receiptNo,
          status: receipts.status,
          receivedAt: receipts.receivedAt,
          method: receipts.method,
          amount: receiptAllocations.amount,
        })
        .from(receiptAllocations)
        .innerJoin(receipts, eq(receipts.id, receiptAllocations.receiptId))
        .where(eq(receiptAllocations.orderId, row.id))
        .orderBy(desc(receipts.id));
  const shipments = await db
    .select({
      id: deliveries.id,
      deliveryNo: deliveries.deliveryNo,
      status: deliveries.status,
      shippedAt: deliveries.shippedAt,
      qty: sql<number>`coalesce(sum(${deliveryLines.qty}), 0)`.mapWith(Number),
    })
    .from(deliveries)
    .leftJoin(deliveryLines, eq(deliveryLines.deliveryId, deliveries.id))
    .where(eq(deliveries.orderId, row.id))
    .groupBy(deliveries.id)
    .orderBy(desc(deliveries.id));
  const refundRows = await db
    .select({
      id: refunds.id,
      refundNo: refunds.refundNo,
      type: refunds.type,
      status: refunds.status,
      requestedAmount: refunds.requestedAmount,
      approvedAmount: refunds.approvedAmount,
      refundedAt: refunds.refundedAt,
    })
    .from(refunds)
    .where(eq(refunds.orderId, row.id))
    .orderBy(desc(refunds.id));
  return {
    lines,
    amountDue: amountDue(row),
    customer: await orderCustomer(db, row.customerId, c),
    ...(allocations ? { receipts: wireRows(allocations) } : {}),
    deliveries: wireRows(shipments),
    refunds: wireRows(refundRows),
  };
}
