/**
 * The demo history in memory before it becomes rows. Documents point at each other directly; ids and document
 * numbers are given at the end in the order things happened (flatten.ts). Times are offsets in ms from the
 * order's creation, stretched or squeezed to fit before `now` once the whole order's story is known.
 */
import type { CustomerSeed } from './customers-data';

export interface ProductDoc {
  id: number;
  sku: string;
  name: string;
  kind: string;
  unit: string;
  salePrice: number;
  serialTracked: boolean;
  status: string;
  /** Physical goods have stock; services do not. */
  stocked: boolean;
  stockAlertQty: number;
}

export interface CustomerDoc extends CustomerSeed {
  id: number;
  warehouseId: number;
  /** How often this customer orders, relative to the others. */
  weight: number;
}

export interface LineDoc {
  id: number;
  lineNo: number;
  product: ProductDoc;
  qty: number;
  unitPrice: number;
  discount: number;
  deliveredQty: number;
  returnedQty: number;
  /** Serial numbers shipped on this line (serial-tracked products only). */
  serials: string[];
}

export interface OrderDoc {
  id: number;
  no: string;
  customer: CustomerDoc;
  warehouseId: number;
  salespersonId: number;
  /** Creation time (ms since epoch); every other time of the order's story is an offset from it. */
  t0: number;
  /** Multiplies the offsets so the story ends before `now`. */
  scale: number;
  status: string;
  /** Offset of the last change of the order itself. */
  updated: number;
  version: number;
  lines: LineDoc[];
  installationRequired: boolean;
  note: string;
  deliveries: DeliveryDoc[];
  allocations: { receipt: ReceiptDoc; amount: number }[];
  refunds: RefundDoc[];
}

export interface DocLine {
  line: LineDoc;
  qty: number;
  serials: string[];
}

export interface DeliveryDoc {
  id: number;
  no: string;
  order: OrderDoc;
  status: 'draft' | 'shipped' | 'signed' | 'installed' | 'cancelled';
  created: number;
  updated: number;
  shipped: number | null;
  signed: number | null;
  installed: number | null;
  carrier: string;
  trackingNo: string;
  lines: DocLine[];
}

export interface ReceiptDoc {
  id: number;
  no: string;
  order: OrderDoc;
  amount: number;
  status: 'draft' | 'confirmed' | 'voided';
  method: string;
  reference: string;
  created: number;
  updated: number;
  note: string;
}

export interface RefundDoc {
  id: number;
  no: string;
  order: OrderDoc;
  type: 'refund_only' | 'return_refund';
  reason: string;
  requestedAmount: number;
  approvedAmount: number | null;
  status: 'requested' | 'approved' | 'rejected' | 'refunded' | 'cancelled';
  created: number;
  updated: number;
  refunded: number | null;
  note: string;
  lines: DocLine[];
  goodsBack: ReturnDoc | null;
}

export interface ReturnDoc {
  id: number;
  no: string;
  refund: RefundDoc;
  status: 'pending' | 'in_transit' | 'received' | 'restocked' | 'scrapped';
  condition: 'good' | 'damaged' | null;
  carrier: string;
  trackingNo: string;
  created: number;
  updated: number;
  received: number | null;
}

/** Who does what in the demo company (user ids). */
export interface Staff {
  admin: number;
  sales: number;
  warehouse: number;
  finance: number;
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** The document's time as a Date, once the order's scale is known. */
export function timeOf(order: OrderDoc, offset: number): Date {
  return new Date(order.t0 + Math.round(offset * order.scale));
}
