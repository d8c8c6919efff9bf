/**
 * The demo company's commerce data (demo mode only): 8 suppliers, 3 warehouses, ~160 products of every kind, 60 customers,
 * and a year of orders before `now` with their receipts, deliveries, refunds, returns and the stock ledger, then
 * the CRM told from those orders (./crm.ts: companies, ten more customers not buying yet, owners, a year of
 * follow-ups) —
 * generated from a fixed seed, so every fresh database holds the same story, told the way the server's rules
 * (contract rules.ts) would have told it. Built in memory, then written in a few large INSERTs.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  companies,
  companyContacts,
  companySites,
  customerOwnerChanges,
  customers,
  deliveries,
  deliveryLines,
  followUps,
  products,
  receiptAllocations,
  receipts,
  refundDeliveries,
  refundDeliveryLines,
  refundLines,
  refunds,
  saleOrderLines,
  saleOrders,
  shippedSerials,
  stock,
  stockMovements,
  suppliers,
  users,
  warehouses,
} from '../../db/schema';
import { buildCatalog } from './catalog';
import { buildCrm, type CrmStaff } from './crm';
import { fulfil } from './fulfilment';
import {
  advanceSequences,
  firstFreeIds,
  insertRows,
  restoreTriggers,
  type SeededTable,
  skipForeignKeyTriggers,
} from './insert';
import type { OrderDoc, Staff } from './model';
import { assignSerials, numberDocuments } from './numbering';
import { buildOrders } from './orders';
import { Random } from './random';
import { afterSalesRotations, maybeRefund } from './refunds';
import { documentRows, orderRows } from './rows';
import { buildStock } from './stock';
import { Story } from './story';

export type { Staff } from './model';

/** The fixed seed of the demo history. */
const DEMO_SEED = 20_261_120;
/** The CRM's own seed: the commerce history stays what it was before the CRM. */
const CRM_SEED = 20_261_126;

/** Each order's story, squeezed where needed so that it ends before `now`. */
function tellStories(rng: Random, orders: OrderDoc[], now: Date): void {
  const turns = afterSalesRotations();
  for (const order of orders) {
    const story = new Story(rng, order);
    fulfil(story);
    maybeRefund(story, now, turns);
    const budget = now.getTime() - order.t0 - 60_000;
    order.scale = story.t > budget ? budget / story.t : 1;
  }
}

/**
 * The whole demo as rows, ids from `first` on (pure: the same arguments give the same rows). Without a second
 * salesperson (`staff.sales2`) the first owns every customer.
 */
export function buildDemo(now: Date, staff: Staff & { sales2?: number }, first: Record<SeededTable, number>) {
  const rng = new Random(DEMO_SEED);
  const catalog = buildCatalog(rng, now, staff, {
    supplier: first.suppliers,
    warehouse: first.warehouses,
    product: first.products,
    customer: first.customers,
  });
  const orders = buildOrders(rng, now, staff, catalog.products, catalog.customers);
  tellStories(rng, orders, now);
  const crmStaff: CrmStaff = { ...staff, sales2: staff.sales2 ?? staff.sales };
  const crm = buildCrm(new Random(CRM_SEED), now, crmStaff, catalog.customerRows, catalog.customers, orders, {
    customer: first.customers + catalog.customerRows.length,
    company: first.companies,
    contact: first.company_contacts,
    site: first.company_sites,
    ownerChange: first.customer_owner_changes,
    followUp: first.follow_ups,
  });
  const { docs, sequences } = numberDocuments(orders, {
    order: first.sale_orders,
    line: first.sale_order_lines,
    receipt: first.receipts,
    delivery: first.deliveries,
    refund: first.refunds,
    refundDelivery: first.refund_deliveries,
  });
  assignSerials(docs.deliveries, docs.refunds);
  const warehouseIds = catalog.warehouseRows.map((row) => row.id);
  const ledger = buildStock(rng, now, staff, catalog.products, warehouseIds, docs, {
    movement: first.stock_movements,
    stock: first.stock,
  });
  const sales = orderRows(orders, staff);
  const documents = documentRows(docs, staff, {
    allocation: first.receipt_allocations,
    deliveryLine: first.delivery_lines,
    refundLine: first.refund_lines,
    returnLine: first.refund_delivery_lines,
  });
  return {
    catalog,
    sales,
    documents,
    ledger,
    crm,
    sequences: { ...sequences, customer_no_seq: catalog.customerRows.length },
  };
}

/** Inside the seed's transaction (`tx`): everything or nothing. */
export async function seedDemoCommerce(tx: Tx, now: Date, staff: Staff): Promise<void> {
  // The second salesperson (seed/roles.ts DEMO_USERS), when the demo users include one.
  const [second] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'sales2'));
  const { catalog, sales, documents, ledger, crm, sequences } = buildDemo(
    now,
    { ...staff, sales2: second?.id },
    await firstFreeIds(tx),
  );
  const skipped = await skipForeignKeyTriggers(tx);
  await insertRows(tx, suppliers, catalog.supplierRows);
  await insertRows(tx, warehouses, catalog.warehouseRows);
  await insertRows(tx, products, catalog.productRows);
  await insertRows(tx, companies, crm.companyRows);
  await insertRows(tx, companyContacts, crm.contactRows);
  await insertRows(tx, companySites, crm.siteRows);
  await insertRows(tx, customers, catalog.customerRows);
  await insertRows(tx, customerOwnerChanges, crm.ownerChangeRows);
  await insertRows(tx, followUps, crm.followUpRows);
  await insertRows(tx, saleOrders, sales.orderRows);
  await insertRows(tx, saleOrderLines, sales.lineRows);
  await insertRows(tx, receipts, documents.receiptRows);
  await insertRows(tx, receiptAllocations, documents.allocationRows);
  await insertRows(tx, deliveries, documents.deliveryRows);
  await insertRows(tx, deliveryLines, documents.deliveryLineRows);
  await insertRows(tx, shippedSerials, documents.serialRows, { identity: false });
  await insertRows(tx, refunds, documents.refundRows);
  await insertRows(tx, refundLines, documents.refundLineRows);
  await insertRows(tx, refundDeliveries, documents.returnRows);
  await insertRows(tx, refundDeliveryLines, documents.returnLineRows);
  await insertRows(tx, stockMovements, ledger.movements);
  await insertRows(tx, stock, ledger.stockRows);
  if (skipped) await restoreTriggers(tx);
  await advanceSequences(tx, sequences);
}
