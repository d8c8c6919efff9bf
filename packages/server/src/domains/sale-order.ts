/**
 * Sale orders: numbered on create, sold by the user who creates them, priced from their lines (contract
 * rules), editable as drafts. Payments, shipments and refunds change them through their own documents
 * (./order-state.ts); here are the order's own moves.
 */
import { orderTotals, SHIPPED_DELIVERY_STATUSES, saleOrder } from '@soundboard/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { customers, deliveries, receiptAllocations, receipts, warehouses } from '../db/schema';
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

export const saleOrderBinding = defineBinding(saleOrder, {
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
