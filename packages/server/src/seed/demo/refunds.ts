/**
 * After-sale: a few delivered orders get a refund request — money only, or goods back with the money. Open
 * requests are recent; old ones were decided long ago. Approved return refunds bring the goods back through a
 * refund delivery (pending, in transit, received, then restocked or scrapped).
 */
import { lineAmount } from '@soundboard/contract';
import type { DocLine, RefundDoc, ReturnDoc } from './model';
import { DAY } from './model';
import type { Story } from './story';

const yuan = (fen: number) => Math.round(fen / 100) * 100;
const BACK = { pending: 0, in_transit: 1, received: 2, restocked: 3, scrapped: 3 } as const;

const NOTES: Record<string, string> = {
  quality: '使用一周后出现杂音',
  wrong_item: '型号发错，客户要求退回',
  not_needed: '项目调整，多订的部分退回',
  damaged: '运输途中外壳破损',
  other: '价格调整，退还差价',
};

/** Takes its values in turn: the recent, still open after-sales then show every state whatever the dice say. */
class Rotation<T> {
  private next = 0;
  constructor(private readonly values: readonly T[]) {}
  take(): T {
    const value = this.values[this.next % this.values.length] as T;
    this.next += 1;
    return value;
  }
}

export function afterSalesRotations() {
  return {
    recent: new Rotation<RefundDoc['status']>([
      'approved',
      'refunded',
      'requested',
      'rejected',
      'approved',
      'cancelled',
    ]),
    goodsOnTheWay: new Rotation<ReturnDoc['status']>(['pending', 'in_transit', 'received']),
  };
}

export function maybeRefund(story: Story, now: Date, turns: ReturnType<typeof afterSalesRotations>): void {
  const { order, rng } = story;
  if (order.status !== 'delivered' && order.status !== 'completed') return;
  const recent = (now.getTime() - order.t0) / DAY < 40;
  // Recent orders more often: open requests and goods on their way back are what the screens show.
  if (!rng.chance(recent ? 0.3 : 0.06)) return;
  const paid = story.paid;
  if (paid <= 0) return;
  const status: RefundDoc['status'] = recent
    ? turns.recent.take()
    : rng.weighted({ refunded: 60, rejected: 25, cancelled: 15 });
  const returnable = order.lines.filter((line) => line.product.stocked && line.deliveredQty > line.returnedQty);
  const type = returnable.length > 0 && rng.chance(0.6) ? 'return_refund' : 'refund_only';

  let lines: DocLine[] = [];
  let requestedAmount: number;
  if (type === 'return_refund') {
    // Mostly a unit or three of a line or two; now and then the customer sends everything back.
    const everything = rng.chance(0.15);
    const chosen = everything ? returnable : rng.sample(returnable, rng.int(1, Math.min(2, returnable.length)));
    lines = chosen.map((line) => {
      const left = line.deliveredQty - line.returnedQty;
      return { line, qty: everything ? left : rng.int(1, Math.min(3, left)), serials: [] };
    });
    const value = lines.reduce((sum, part) => sum + Math.round((lineAmount(part.line) * part.qty) / part.line.qty), 0);
    requestedAmount = Math.min(value, paid);
  } else {
    requestedAmount = Math.max(100, yuan(paid * (0.05 + rng.next() * 0.25)));
  }
  if (requestedAmount <= 0) return;
  const reason =
    type === 'return_refund'
      ? rng.weighted({ quality: 40, wrong_item: 20, not_needed: 20, damaged: 20 })
      : rng.weighted({ quality: 40, other: 40, not_needed: 20 });

  const created = story.after(24, 480);
  story.touch(); // the order is now refunding
  const refund: RefundDoc = {
    id: 0,
    no: '',
    order,
    type,
    reason,
    requestedAmount,
    approvedAmount: null,
    status,
    created,
    updated: created,
    refunded: null,
    note: NOTES[reason] ?? '',
    lines,
    goodsBack: null,
  };
  order.refunds.push(refund);
  if (status === 'requested') return;
  refund.updated = story.after(2, 72);
  if (status === 'approved' || status === 'refunded')
    refund.approvedAmount = rng.chance(0.8)
      ? requestedAmount
      : Math.min(requestedAmount, Math.max(100, yuan(requestedAmount * 0.8)));
  if (status !== 'approved' && status !== 'refunded') {
    story.touch(); // rejected or cancelled: no longer refunding
    return;
  }
  if (type === 'return_refund') refund.goodsBack = bringBack(story, refund, turns.goodsOnTheWay);
  if (status === 'refunded') {
    refund.refunded = refund.updated = story.after(2, 72);
    story.touch();
  }
}

function bringBack(story: Story, refund: RefundDoc, onTheWay: Rotation<ReturnDoc['status']>): ReturnDoc {
  const { rng } = story;
  // Paying out needs the goods back; until then they are on their way.
  const status: ReturnDoc['status'] =
    refund.status === 'approved' ? onTheWay.take() : rng.weighted({ received: 15, restocked: 65, scrapped: 20 });
  const goods: ReturnDoc = {
    id: 0,
    no: '',
    refund,
    status,
    condition: null,
    carrier: '',
    trackingNo: '',
    created: refund.updated,
    updated: refund.updated,
    received: null,
  };
  if (BACK[status] >= BACK.in_transit) {
    goods.carrier = '顺丰速运';
    goods.trackingNo = `SF${rng.int(1e11, 9e11)}`;
    goods.updated = story.after(2, 48);
  }
  if (BACK[status] >= BACK.received) {
    goods.received = goods.updated = story.after(24, 96);
    goods.condition = status === 'scrapped' || (status === 'received' && rng.chance(0.3)) ? 'damaged' : 'good';
    for (const part of refund.lines) part.line.returnedQty += part.qty;
  }
  if (status === 'restocked' || status === 'scrapped') goods.updated = story.after(2, 48);
  return goods;
}
