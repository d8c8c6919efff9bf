/**
 * An invoice request is a to-do for every user who may issue it (the invoice's write permission, which the issue
 * and reject routes need) but the one who entered it; issuing or refusing it closes the to-do for all.
 */
import { invoice as invoiceDef, recordPath } from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { saleOrders } from '../db/schema';
import type { AppDeps } from '../http/env';
import { closeTodos, notify } from '../notifications/notify';
import { yuan } from './withdrawal-rules';

export const invoiceTodoKey = (invoiceId: number) => `invoice-request:${invoiceId}`;

export async function askToIssue(
  tx: Tx,
  deps: AppDeps,
  invoice: { id: number; saleOrderId: number; title: string },
  by: number,
) {
  const [order] = await tx
    .select({ orderNo: saleOrders.orderNo, total: saleOrders.total })
    .from(saleOrders)
    .where(eq(saleOrders.id, invoice.saleOrderId));
  return notify(tx, deps, {
    kind: 'invoice.requested',
    to: { permission: invoiceDef.permissions.write },
    values: { order: order?.orderNo ?? '', title: invoice.title, amount: yuan(order?.total ?? 0) },
    link: recordPath(invoiceDef.name, invoice.id),
    todoKey: invoiceTodoKey(invoice.id),
    senderId: by,
  });
}

/** Issued or refused: the request is answered. */
export const requestAnswered = (tx: Tx, deps: AppDeps, invoiceId: number) =>
  closeTodos(tx, deps, invoiceTodoKey(invoiceId));
