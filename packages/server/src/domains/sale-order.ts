/**
 * Sale orders: numbered on create, sold by the user who creates them, priced from their lines (contract
 * rules), editable as drafts. Payments, shipments and refunds change them through their own documents
 * (./order-state.ts); here are the order's own moves.
 */
import { orderTotals, SHIPPED_DELIVERY_STATUSES, saleOrder } from '@soundboard/contract';
import { and, eq, ilike, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { companies, customers, deliveries, receiptAllocations, receipts, saleOrders, warehouses } from '../db/schema';
import { accrueCommission } from '../finance/commission';
import { checkPartnerLinkable } from '../finance/partner-binding';
import { defineBinding } from '../resources/binding';
import { markDeal } from './crm';
import { cancelDraftDeliveries } from './delivery-lines';
import { nextDocumentNo } from './documents';
import { Issues, refused } from './issues';
import { checkExists } from './references';
import { orderDetail } from './sale-order-detail';
import { planOrderLines, writeOrderLines } from './sale-order-lines';

/**
 * The customers whose name, or whose company's name, contains the text (trigram indexes on both, drizzle/0034):
 * the first statement of the order list's search by name.
 */
export function customersNamed(db: Db | Tx, pattern: string) {
  const named = db.select({ id: customers.id }).from(customers).where(ilike(customers.name, pattern));
  const ofCompany = db
    .select({ id: customers.id })
    .from(customers)
    .innerJoin(companies, eq(companies.id, customers.companyId))
    .where(ilike(companies.name, pattern));
  return named.union(ofCompany);
}

/**
 * The list's search also finds an order by its customer's name or the customer's company's name. The customers
 * are looked up first and their ids given to the orders' query as constants: `customer_id IN (1, 2)` is an index
 * condition that ORs with the order-number trigram scan in one bitmap scan, and the planner knows from its
 * statistics how many orders those customers have. (Inside the statement, as `= ANY(ARRAY(subquery))`, it took
 * them for 13% of a million orders, not the 1.4% they were, and counted the matches by reading the whole table.)
 */
async function byCustomerName(db: Db | Tx, pattern: string) {
  const ids = (await customersNamed(db, pattern)).map((row) => row.id);
  return ids.length > 0 ? inArray(saleOrders.customerId, ids) : undefined;
}

export const saleOrderBinding = defineBinding(saleOrder, {
  search: byCustomerName,
  async prepare(ctx, input, before) {
    const issues = new Issues();
    await checkExists(ctx, issues, 'customerId', customers, input.customerId);
    await checkExists(ctx, issues, 'warehouseId', warehouses, input.warehouseId);
    await checkPartnerLinkable(ctx, issues, input.partnerId, before);
    issues.throwIfAny(ctx.c);
    const lines = await planOrderLines(ctx, input.lines);
    const totals = orderTotals(lines);
    if (before) return { values: totals, plan: lines };
    await markDeal(ctx, input.customerId);
    const values = { ...totals, orderNo: await nextDocumentNo(ctx, 'saleOrder'), salespersonId: ctx.userId };
    return { values, plan: lines };
  },
  async afterWrite(ctx, row, lines) {
    await writeOrderLines(ctx, row.id, lines);
  },
  detail: orderDetail,
  transitions: {
    async complete(ctx, order) {
      // Settled once the whole total was received (a free order at once), even if part was refunded later for
      // goods that came back; an open refund keeps it open.
      const settled = order.paidAmount >= order.total && order.payStatus !== 'refunding';
      if (!settled) throw refused('order.notPaidInFull');
      await accrueCommission(ctx.tx, order, ctx.now);
      return {};
    },
    async cancel(ctx, before) {
      const [shipped] = await ctx.tx
        .select({ id: deliveries.id })
        .from(deliveries)
        .where(and(eq(deliveries.orderId, before.id), inArray(deliveries.status, [...SHIPPED_DELIVERY_STATUSES])))
        .limit(1);
      const [paid] = await ctx.tx
        .select({ id: receiptAllocations.id })
        .from(receiptAllocations)
        .innerJoin(receipts, eq(receipts.id, receiptAllocations.receiptId))
        .where(and(eq(receiptAllocations.orderId, before.id), eq(receipts.status, 'confirmed')))
        .limit(1);
      if (shipped || paid) throw refused('order.hasActivity');
      await cancelDraftDeliveries(ctx, before.id);
      return {};
    },
  },
});
