/**
 * Sale orders (docs/modules/commerce.md) with their lines. Totals are derived from the lines and recomputed by the
 * server; payStatus and deliveryStatus are derived from receipts, deliveries and refunds. Lines can change while the
 * order is a draft.
 */
import { defineResource } from '../define';

export const ORDER_STATUSES = ['draft', 'submitted', 'approved', 'delivered', 'completed', 'cancelled'] as const;
export const PAY_STATUSES = ['unpaid', 'partial', 'paid', 'refunding', 'refunded'] as const;
export const DELIVERY_STATUSES = ['none', 'partial', 'delivered', 'installed'] as const;
/** Orders not fully shipped yet (with an approved order: the Workplace's deliveries to ship). */
export const OPEN_DELIVERY_STATUSES = ['none', 'partial'] as const;

/** Orders that can take a payment: ordered and not cancelled. */
export const PAYABLE_ORDER_STATUSES = ['submitted', 'approved', 'delivered', 'completed'] as const;
/** Orders an after-sale refund may be requested on: approved, whether or not delivered yet. */
export const REFUNDABLE_ORDER_STATUSES = ['approved', 'delivered', 'completed'] as const;

type OrderState = { status: string; paidAmount?: number | string | null };

export function canTakePayment(order: OrderState): boolean {
  return (PAYABLE_ORDER_STATUSES as readonly string[]).includes(order.status);
}

/** A refund needs a refundable status and money received. */
export function canRefund(order: OrderState): boolean {
  return (REFUNDABLE_ORDER_STATUSES as readonly string[]).includes(order.status) && Number(order.paidAmount) > 0;
}

export const saleOrder = defineResource({
  name: 'saleOrder',
  path: '/orders',
  access: { read: 'order:read', write: 'order:write' },
  menu: { group: 'order', path: '/order/sale', key: 'sale', first: true },
  defaultSort: '-orderNo',
  fields: {
    orderNo: { type: 'text', readOnly: true, required: true, search: true, sortable: true, column: 'default' },
    customerId: { type: 'reference', ref: 'customer', required: true, filter: 'eq', column: 'default' },
    orderDate: { type: 'date', required: true, filter: 'range', sortable: true, column: 'default' },
    warehouseId: { type: 'reference', ref: 'warehouse', required: true, filter: 'eq', column: 'optional' },
    /** The store that sold it (a showroom sale); empty for orders taken elsewhere. */
    storeId: { type: 'reference', ref: 'store', filter: 'eq', column: 'optional' },
    /** The installer or dealer who brought or installs it: earns commission when it completes. */
    partnerId: { type: 'reference', ref: 'partner', filter: 'eq', column: 'optional' },
    salespersonId: { type: 'reference', ref: 'user', readOnly: true, filter: 'eq', column: 'optional' },
    total: { type: 'money', readOnly: true, default: 0, sortable: true, filter: 'range', column: 'default' },
    subtotal: { type: 'money', readOnly: true, default: 0, column: 'optional' },
    discountTotal: { type: 'money', readOnly: true, default: 0, column: 'optional' },
    paidAmount: { type: 'money', readOnly: true, default: 0, column: 'optional' },
    refundedAmount: { type: 'money', readOnly: true, default: 0, column: 'optional' },
    status: {
      type: 'enum',
      readOnly: true,
      values: ORDER_STATUSES,
      tones: {
        submitted: 'warning',
        approved: 'primary',
        delivered: 'success',
        completed: 'success',
        cancelled: 'danger',
      },
      filter: 'in',
      sortable: true,
      column: 'default',
    },
    payStatus: {
      type: 'enum',
      readOnly: true,
      default: 'unpaid',
      values: PAY_STATUSES,
      tones: { partial: 'warning', paid: 'success', refunding: 'warning', refunded: 'success' },
      filter: 'in',
      column: 'default',
    },
    deliveryStatus: {
      type: 'enum',
      readOnly: true,
      default: 'none',
      values: DELIVERY_STATUSES,
      tones: { partial: 'warning', delivered: 'success', installed: 'success' },
      filter: 'in',
      column: 'default',
    },
    contactName: { type: 'text', max: 40 },
    contactPhone: { type: 'text', max: 30 },
    shipAddress: { type: 'text', max: 200 },
    installationRequired: { type: 'boolean' },
    note: { type: 'longText', max: 500 },
  },
  lines: {
    min: 1,
    max: 100,
    fields: {
      productId: { type: 'reference', ref: 'product', required: true },
      qty: { type: 'integer', required: true, min: 1, max: 100_000 },
      unitPrice: { type: 'money', required: true },
      discount: { type: 'money', default: 0 },
      sku: { type: 'text', readOnly: true, required: true },
      name: { type: 'text', readOnly: true, required: true },
      unit: { type: 'text', readOnly: true, required: true },
      amount: { type: 'money', readOnly: true, required: true },
      deliveredQty: { type: 'integer', readOnly: true, default: 0 },
      returnedQty: { type: 'integer', readOnly: true, default: 0 },
    },
  },
  states: {
    field: 'status',
    initial: 'draft',
    transitions: {
      submit: { from: ['draft'], to: 'submitted' },
      approve: { from: ['submitted'], to: 'approved', permission: 'order:approve' },
      complete: { from: ['delivered'], to: 'completed' },
      cancel: { from: ['draft', 'submitted', 'approved'], to: 'cancelled', confirm: true, danger: true },
    },
    automatic: [{ from: ['approved'], to: 'delivered' }],
  },
  editableIn: ['draft'],
  deletableIn: ['draft'],
});
