/**
 * The numbered documents as table rows. The derived figures come from the contract's rules — orderTotals,
 * payStatusOf, deliveryStatusOf — exactly as the server derives them.
 */
import {
  businessDay,
  deliveryStatusOf,
  isOpenRefund,
  isShipped,
  lineAmount,
  orderTotals,
  payStatusOf,
} from '@soundboard/contract';
import type {
  deliveries,
  deliveryLines,
  receiptAllocations,
  receipts,
  refundDeliveries,
  refundDeliveryLines,
  refundLines,
  refunds,
  saleOrderLines,
  saleOrders,
  shippedSerials,
} from '../../db/schema';
import { type OrderDoc, type Staff, timeOf } from './model';
import type { AllDocs } from './numbering';

type Rows<T extends { $inferInsert: object }> = (T['$inferInsert'] & { id: number })[];

/** The China calendar day of an instant (orders and receipts are dated in the company's calendar). */

export function orderRows(orders: OrderDoc[], staff: Staff) {
  const orderRows: Rows<typeof saleOrders> = [];
  const lineRows: Rows<typeof saleOrderLines> = [];
  for (const order of orders) {
    const totals = orderTotals(order.lines);
    const paidAmount = order.allocations
      .filter((allocation) => allocation.receipt.status === 'confirmed')
      .reduce((sum, allocation) => sum + allocation.amount, 0);
    const refundedAmount = order.refunds
      .filter((refund) => refund.status === 'refunded')
      .reduce((sum, refund) => sum + (refund.approvedAmount ?? 0), 0);
    const openRefunds = order.refunds.filter(isOpenRefund).length;
    const shipped = order.deliveries.filter(isShipped).map((d) => d.status);
    const updatedBy = { approved: staff.finance, delivered: staff.warehouse }[order.status] ?? order.salespersonId;
    orderRows.push({
      id: order.id,
      orderNo: order.no,
      customerId: order.customer.id,
      orderDate: businessDay(new Date(order.t0)),
      warehouseId: order.warehouseId,
      salespersonId: order.salespersonId,
      status: order.status,
      payStatus: payStatusOf({ total: totals.total, paidAmount, refundedAmount, openRefunds }),
      deliveryStatus: deliveryStatusOf({ lines: order.lines, shipped }),
      ...totals,
      paidAmount,
      refundedAmount,
      contactName: order.customer.contactName,
      contactPhone: order.customer.phone,
      shipAddress: order.customer.address,
      installationRequired: order.installationRequired,
      note: order.note,
      createdAt: new Date(order.t0),
      createdBy: order.salespersonId,
      updatedAt: timeOf(order, order.updated),
      updatedBy,
      version: order.version,
    });
    for (const line of order.lines)
      lineRows.push({
        id: line.id,
        orderId: order.id,
        lineNo: line.lineNo,
        productId: line.product.id,
        sku: line.product.sku,
        name: line.product.name,
        unit: line.product.unit,
        qty: line.qty,
        unitPrice: line.unitPrice,
        discount: line.discount,
        amount: lineAmount(line),
        deliveredQty: line.deliveredQty,
        returnedQty: line.returnedQty,
      });
  }
  return { orderRows, lineRows };
}

export function documentRows(
  docs: AllDocs,
  staff: Staff,
  first: { deliveryLine: number; refundLine: number; returnLine: number; allocation: number },
) {
  const receiptRows: Rows<typeof receipts> = [];
  const allocationRows: Rows<typeof receiptAllocations> = [];
  for (const receipt of [...docs.receipts].sort((a, b) => a.id - b.id)) {
    const { order } = receipt;
    const allocated = order.allocations.filter((allocation) => allocation.receipt === receipt);
    const created = timeOf(order, receipt.created);
    receiptRows.push({
      id: receipt.id,
      receiptNo: receipt.no,
      customerId: order.customer.id,
      amount: receipt.amount,
      allocatedAmount: allocated.reduce((sum, allocation) => sum + allocation.amount, 0),
      method: receipt.method,
      reference: receipt.reference,
      receivedAt: businessDay(created),
      status: receipt.status,
      note: receipt.note,
      createdAt: created,
      createdBy: staff.finance,
      updatedAt: timeOf(order, receipt.updated),
      updatedBy: staff.finance,
      version: receipt.status === 'draft' ? 1 : 2,
    });
    for (const allocation of allocated)
      allocationRows.push({
        id: first.allocation + allocationRows.length,
        receiptId: receipt.id,
        orderId: order.id,
        amount: allocation.amount,
      });
  }

  const deliveryRows: Rows<typeof deliveries> = [];
  const deliveryLineRows: Rows<typeof deliveryLines> = [];
  const serialRows: (typeof shippedSerials.$inferInsert)[] = [];
  const restocked = new Set(
    docs.returns
      .filter((goods) => goods.status === 'restocked')
      .flatMap((goods) =>
        goods.refund.lines.flatMap((part) => part.serials.map((serial) => `${part.line.product.id}:${serial}`)),
      ),
  );
  for (const delivery of [...docs.deliveries].sort((a, b) => a.id - b.id)) {
    const { order } = delivery;
    const at = (offset: number | null) => (offset === null ? null : timeOf(order, offset));
    deliveryRows.push({
      id: delivery.id,
      deliveryNo: delivery.no,
      orderId: order.id,
      warehouseId: order.warehouseId,
      status: delivery.status,
      carrier: delivery.carrier,
      trackingNo: delivery.trackingNo,
      shippedAt: at(delivery.shipped),
      signedAt: at(delivery.signed),
      installedAt: at(delivery.installed),
      createdAt: timeOf(order, delivery.created),
      createdBy: staff.warehouse,
      updatedAt: timeOf(order, delivery.updated),
      updatedBy: staff.warehouse,
      version:
        1 +
        [delivery.shipped, delivery.signed, delivery.installed].filter((t) => t !== null).length +
        (delivery.status === 'cancelled' ? 1 : 0),
    });
    for (const part of delivery.lines) {
      deliveryLineRows.push({
        id: first.deliveryLine + deliveryLineRows.length,
        deliveryId: delivery.id,
        orderLineId: part.line.id,
        productId: part.line.product.id,
        sku: part.line.product.sku,
        name: part.line.product.name,
        qty: part.qty,
        serialNumbers: part.serials,
      });
      const shippedAt = at(delivery.shipped);
      if (shippedAt)
        for (const serial of part.serials)
          if (!restocked.has(`${part.line.product.id}:${serial}`))
            serialRows.push({ productId: part.line.product.id, serialNo: serial, deliveryId: delivery.id, shippedAt });
    }
  }
  return { receiptRows, allocationRows, deliveryRows, deliveryLineRows, serialRows, ...refundRows(docs, staff, first) };
}

function refundRows(docs: AllDocs, staff: Staff, first: { refundLine: number; returnLine: number }) {
  const refundRows: Rows<typeof refunds> = [];
  const refundLineRows: Rows<typeof refundLines> = [];
  for (const refund of [...docs.refunds].sort((a, b) => a.id - b.id)) {
    const { order } = refund;
    refundRows.push({
      id: refund.id,
      refundNo: refund.no,
      orderId: order.id,
      type: refund.type,
      reason: refund.reason,
      requestedAmount: refund.requestedAmount,
      approvedAmount: refund.approvedAmount,
      status: refund.status,
      refundedAt: refund.refunded === null ? null : timeOf(order, refund.refunded),
      note: refund.note,
      createdAt: timeOf(order, refund.created),
      createdBy: order.salespersonId,
      updatedAt: timeOf(order, refund.updated),
      updatedBy: refund.status === 'cancelled' || refund.status === 'requested' ? order.salespersonId : staff.finance,
      version: { requested: 1, approved: 2, rejected: 2, cancelled: 2, refunded: 3 }[refund.status],
    });
    for (const part of refund.lines)
      refundLineRows.push({
        id: first.refundLine + refundLineRows.length,
        refundId: refund.id,
        orderLineId: part.line.id,
        productId: part.line.product.id,
        sku: part.line.product.sku,
        name: part.line.product.name,
        qty: part.qty,
        serialNumbers: part.serials,
      });
  }
  const returnRows: Rows<typeof refundDeliveries> = [];
  const returnLineRows: Rows<typeof refundDeliveryLines> = [];
  for (const goods of [...docs.returns].sort((a, b) => a.id - b.id)) {
    const { order } = goods.refund;
    returnRows.push({
      id: goods.id,
      returnNo: goods.no,
      refundId: goods.refund.id,
      orderId: order.id,
      warehouseId: order.warehouseId,
      status: goods.status,
      condition: goods.condition,
      carrier: goods.carrier,
      trackingNo: goods.trackingNo,
      receivedAt: goods.received === null ? null : timeOf(order, goods.received),
      createdAt: timeOf(order, goods.created),
      createdBy: staff.finance,
      updatedAt: timeOf(order, goods.updated),
      updatedBy: staff.warehouse,
      version: { pending: 1, in_transit: 2, received: 3, restocked: 4, scrapped: 4 }[goods.status],
    });
    for (const part of goods.refund.lines)
      returnLineRows.push({
        id: first.returnLine + returnLineRows.length,
        refundDeliveryId: goods.id,
        orderLineId: part.line.id,
        productId: part.line.product.id,
        sku: part.line.product.sku,
        name: part.line.product.name,
        qty: part.qty,
        serialNumbers: part.serials,
      });
  }
  return { refundRows, refundLineRows, returnRows, returnLineRows };
}
