/**
 * One order's story as it happens: a clock that only moves forward (offsets from the order's creation) and the
 * documents it produces. fulfilment.ts and refunds.ts write the chapters.
 */
import { orderTotals } from '@soundboard/contract';
import type { DeliveryDoc, DocLine, OrderDoc, ReceiptDoc } from './model';
import { HOUR } from './model';
import type { Random } from './random';

const CARRIERS = [
  ['顺丰速运', 'SF'],
  ['德邦物流', 'DPK'],
  ['京东物流', 'JDV'],
  ['跨越速运', 'KY'],
] as const;

export class Story {
  /** The current offset (ms) from the order's creation. */
  t = 0;

  constructor(
    readonly rng: Random,
    readonly order: OrderDoc,
  ) {}

  /** Moves the clock on by `minHours`..`maxHours` and returns the new offset. */
  after(minHours: number, maxHours: number): number {
    this.t += (minHours + this.rng.next() * (maxHours - minHours)) * HOUR;
    return this.t;
  }

  /** The order row changed now (a status or a derived figure): later updated time, next version. */
  touch(offset = this.t): void {
    this.order.updated = offset;
    this.order.version += 1;
  }

  get total(): number {
    return orderTotals(this.order.lines).total;
  }

  /** What confirmed receipts have paid on the order so far. */
  get paid(): number {
    return this.order.allocations
      .filter((allocation) => allocation.receipt.status === 'confirmed')
      .reduce((sum, allocation) => sum + allocation.amount, 0);
  }

  /** A payment for `amount` (allocated in full to the order unless the customer paid a round sum above it). */
  receipt(amount: number, status: ReceiptDoc['status'], receiptAmount = amount): ReceiptDoc {
    const company = this.order.customer.kind === 'company';
    const method = company
      ? this.rng.weighted({ bank_transfer: 75, alipay: 8, wechat_pay: 7, card: 5, cash: 5 })
      : this.rng.weighted({ wechat_pay: 45, alipay: 35, card: 15, cash: 5 });
    const digits = (count: number) => Array.from({ length: count }, () => this.rng.int(0, 9)).join('');
    const reference = {
      bank_transfer: `HB${digits(16)}`,
      alipay: `2088${digits(16)}`,
      wechat_pay: `4200${digits(24)}`,
      card: `POS${digits(8)}`,
      cash: '',
    }[method];
    const created = this.after(1, 48);
    const receipt: ReceiptDoc = {
      id: 0,
      no: '',
      order: this.order,
      amount: receiptAmount,
      status,
      method,
      reference,
      created,
      updated: status === 'draft' ? created : this.after(0.2, 6),
      note: receiptAmount > amount ? '客户整数付款，余额留作下次抵扣' : status === 'voided' ? '重复登记，作废' : '',
    };
    this.order.allocations.push({ receipt, amount });
    if (status === 'confirmed') this.touch();
    return receipt;
  }

  /** A delivery of `lines`, taken as far as `until` (a draft stays a draft; shipping moves the goods). */
  deliver(lines: DocLine[], until: DeliveryDoc['status']): DeliveryDoc {
    const own = this.order.installationRequired && this.rng.chance(0.5);
    const [carrier, prefix] = own ? ['自有车辆配送', ''] : this.rng.pick(CARRIERS);
    const created = this.after(2, 48);
    const delivery: DeliveryDoc = {
      id: 0,
      no: '',
      order: this.order,
      status: until,
      created,
      updated: created,
      shipped: null,
      signed: null,
      installed: null,
      carrier: until === 'draft' || until === 'cancelled' ? '' : carrier,
      trackingNo: prefix && until !== 'draft' && until !== 'cancelled' ? `${prefix}${this.rng.int(1e11, 9e11)}` : '',
      lines,
    };
    this.order.deliveries.push(delivery);
    if (until === 'cancelled') delivery.updated = this.after(1, 24);
    if (until === 'draft' || until === 'cancelled') return delivery;
    delivery.shipped = delivery.updated = this.after(1, 30);
    for (const part of lines) part.line.deliveredQty += part.qty;
    this.touch();
    if (until === 'shipped') return delivery;
    delivery.signed = delivery.updated = this.after(12, 72);
    if (until === 'signed') return delivery;
    delivery.installed = delivery.updated = this.after(24, 96);
    return delivery;
  }
}
