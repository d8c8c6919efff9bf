/**
 * A year of orders before `now`: a few a day (fewer at weekends), during China office hours, for customers
 * weighted by how often they buy, with lines from the products on sale. The status depends on the order's age:
 * recent orders are still open, old ones mostly completed (a few cancelled or stuck).
 */
import type { CustomerDoc, LineDoc, OrderDoc, ProductDoc, Staff } from './model';
import { DAY, HOUR } from './model';
import type { Random } from './random';
import { linesFor } from './scenarios';

const CHINA = 8 * HOUR;

type Status = 'draft' | 'submitted' | 'approved' | 'delivered' | 'completed' | 'cancelled';

/** How likely each status is for an order `age` days old. */
function statusWeights(age: number): Partial<Record<Status, number>> {
  if (age < 1) return { draft: 45, submitted: 35, approved: 15, cancelled: 5 };
  if (age < 4) return { draft: 12, submitted: 22, approved: 38, delivered: 18, cancelled: 10 };
  if (age < 15) return { draft: 3, submitted: 7, approved: 20, delivered: 35, completed: 28, cancelled: 7 };
  if (age < 45) return { submitted: 2, approved: 8, delivered: 20, completed: 62, cancelled: 8 };
  return { draft: 0.5, submitted: 0.5, approved: 1.5, delivered: 3.5, completed: 86, cancelled: 8 };
}

const NOTES = [
  '',
  '',
  '',
  '',
  '',
  '',
  '请工作日上午送货',
  '需开增值税专用发票',
  '安装前请提前电话联系',
  '分批送货',
  '加急',
];

export function buildOrders(
  rng: Random,
  now: Date,
  staff: Staff,
  products: readonly ProductDoc[],
  customers: readonly CustomerDoc[],
): OrderDoc[] {
  const onSale = products.filter((product) => product.status === 'on_sale');
  const totalWeight = customers.reduce((sum, customer) => sum + customer.weight, 0);
  const pickCustomer = () => {
    let roll = rng.next() * totalWeight;
    for (const customer of customers) {
      roll -= customer.weight;
      if (roll < 0) return customer;
    }
    return customers[customers.length - 1] as CustomerDoc;
  };
  // Midnight in China of the seed's day, as a UTC instant.
  const today = Math.floor((now.getTime() + CHINA) / DAY) * DAY - CHINA;
  const mainWarehouse = customers.find((customer) => customer.region === 'east')?.warehouseId ?? 0;
  const orders: OrderDoc[] = [];
  for (let back = 364; back >= 0; back -= 1) {
    const day = today - back * DAY;
    const weekday = new Date(day + CHINA).getUTCDay();
    const count = weekday === 0 || weekday === 6 ? rng.int(1, 4) : rng.int(3, 6) + (rng.chance(0.3) ? 1 : 0);
    const times = Array.from({ length: count }, () => day + 9 * HOUR + Math.floor(rng.next() * 9 * HOUR)).sort(
      (a, b) => a - b,
    );
    for (const t0 of times) {
      // Still draw the order so later days do not depend on the time of day `now` falls on.
      const customer = pickCustomer();
      const status = rng.weighted(statusWeights((now.getTime() - t0) / DAY) as Record<Status, number>);
      const plans = linesFor(rng, customer.segment, onSale);
      const salespersonId = rng.chance(0.8) ? staff.sales : staff.admin;
      const note = rng.pick(NOTES);
      if (t0 > now.getTime() - 10 * 60_000) continue;
      const lines: LineDoc[] = plans.map((plan, index) => ({
        id: 0,
        lineNo: index + 1,
        ...plan,
        deliveredQty: 0,
        returnedQty: 0,
        serials: [],
      }));
      // Orders from other regions' customers are now and then served from the main warehouse.
      const fromMain = customer.region !== 'east' && rng.chance(0.08);
      orders.push({
        id: 0,
        no: '',
        customer,
        warehouseId: fromMain ? mainWarehouse : customer.warehouseId,
        salespersonId,
        t0,
        scale: 1,
        status,
        updated: 0,
        version: 1,
        lines,
        installationRequired: lines.some((line) => line.product.sku.startsWith('SVC-INS')),
        note,
        deliveries: [],
        allocations: [],
        refunds: [],
      });
    }
  }
  return orders;
}
