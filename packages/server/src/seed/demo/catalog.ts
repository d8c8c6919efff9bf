/**
 * Suppliers, warehouses, products and customers as rows (with their ids) and as the documents the order history uses.
 * Most products are on sale; a few are drafts (coming soon, never sold), taken off sale or discontinued. Each
 * product names the supplier that makes it, except services (the company's own work).
 */
import type { customers, products, warehouses } from '../../db/schema';
import { catalog } from './catalog-data';
import { customerSeeds, WAREHOUSES } from './customers-data';
import { type CustomerDoc, DAY, type ProductDoc, type Staff } from './model';
import type { Random } from './random';
import { buildSuppliers, supplierIdOf } from './suppliers';

export interface CatalogIds {
  supplier: number;
  warehouse: number;
  product: number;
  customer: number;
}

export function buildCatalog(rng: Random, now: Date, staff: Staff, first: CatalogIds) {
  const opened = now.getTime() - 400 * DAY;
  const by = { createdBy: staff.admin, updatedBy: staff.admin };
  const warehouseRows: (typeof warehouses.$inferInsert & { id: number })[] = WAREHOUSES.map((warehouse, index) => ({
    id: first.warehouse + index,
    code: warehouse.code,
    name: warehouse.name,
    address: warehouse.address,
    contactName: warehouse.contactName,
    phone: warehouse.phone,
    createdAt: new Date(opened),
    updatedAt: new Date(opened),
    ...by,
  }));
  const warehouseOf = new Map(WAREHOUSES.map((warehouse, index) => [warehouse.region, first.warehouse + index]));

  const supplierRows = buildSuppliers(now, staff, first.supplier);
  const items = catalog();
  const productRows: (typeof products.$inferInsert & { id: number })[] = [];
  const productDocs: ProductDoc[] = [];
  for (const [index, item] of items.entries()) {
    const id = first.product + index;
    const state = item.status;
    // Drafts were entered in the last weeks; the rest before the year of orders began.
    const created = state === 'draft' ? now.getTime() - rng.int(2, 30) * DAY : opened + rng.int(0, 30) * DAY;
    const updated =
      state === 'off_sale' || state === 'discontinued' ? now.getTime() - rng.int(20, 200) * DAY : created + DAY;
    const version = { draft: 1, on_sale: 2, off_sale: 3, discontinued: 4 }[state] ?? 1;
    productRows.push({
      id,
      ...item,
      supplierId: supplierIdOf(item, first.supplier),
      status: state,
      createdAt: new Date(created),
      updatedAt: new Date(state === 'draft' ? created : updated),
      version,
      ...by,
    });
    productDocs.push({
      id,
      sku: item.sku,
      name: item.name,
      kind: item.kind,
      unit: item.unit,
      salePrice: item.salePrice,
      serialTracked: item.serialTracked,
      status: state,
      stocked: item.kind !== 'service',
      stockAlertQty: item.stockAlertQty,
    });
  }

  const customerRows: (typeof customers.$inferInsert & { id: number })[] = [];
  const customerDocs: CustomerDoc[] = [];
  for (const [index, seed] of customerSeeds().entries()) {
    const id = first.customer + index;
    const created = new Date(opened + rng.int(0, 60) * DAY);
    customerRows.push({
      id,
      code: seed.code,
      name: seed.name,
      kind: seed.kind,
      contactName: seed.contactName,
      phone: seed.phone,
      email: seed.email,
      address: seed.address,
      note: seed.kind === 'individual' ? '个人客户' : '',
      createdAt: created,
      updatedAt: created,
      createdBy: staff.sales,
      updatedBy: staff.sales,
    });
    const warehouseId = warehouseOf.get(seed.region);
    if (warehouseId === undefined) throw new Error(`seed: no warehouse for ${seed.region}`);
    // Chains and big venues order often, individuals rarely.
    const weight = seed.kind === 'individual' ? rng.int(1, 2) : rng.int(2, 10);
    customerDocs.push({ ...seed, id, warehouseId, weight });
  }

  return { supplierRows, warehouseRows, productRows, customerRows, products: productDocs, customers: customerDocs };
}
