/**
 * Deterministic demo orders for the Table stories and the table benchmark: the same n always gives the same
 * rows (a small linear congruential generator, no Math.random), amounts in integer fen.
 */
export interface DemoOrder {
  id: string;
  orderNo: string;
  customer: string;
  amountFen: number;
  status: 'pending' | 'paid' | 'shipped' | 'cancelled';
  createdAt: string;
}

const CUSTOMERS = ['王芳', '李强', '张伟', '刘洋', '陈静', '杨磊', '赵敏', '黄涛', '周杰', '吴婷'];
const STATUSES: DemoOrder['status'][] = ['pending', 'paid', 'shipped', 'cancelled'];
const START = Date.UTC(2026, 0, 1);

export function demoOrders(count: number, seed = 7): DemoOrder[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state >>> 8; // the low bits of an LCG cycle quickly; use the high ones
  };
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    return {
      id: `o${n}`,
      orderNo: `SO${String(n).padStart(6, '0')}`,
      customer: `${CUSTOMERS[next() % CUSTOMERS.length]}${(next() % 90) + 10}`,
      amountFen: (next() % 5_000_000) + 100,
      status: STATUSES[next() % STATUSES.length] ?? 'pending',
      createdAt: new Date(START + i * 3_600_000).toISOString(),
    };
  });
}
