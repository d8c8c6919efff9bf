/**
 * Test fixtures for the commerce suites: a warehouse, products on sale, customers and stock, made through the API
 * where the suites' tokens may (a warehouse is inserted directly: any token's suite needs one), plus a snapshot of every commerce
 * table so a test can prove a refused request changed nothing.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { stock, stockMovements, warehouses } from '../db/schema';
import type { CallResult, Harness } from './harness';

export interface ProductSpec {
  sku: string;
  name?: string;
  kind?: string;
  salePrice?: number;
  serialTracked?: boolean;
  stockAlertQty?: number;
  publish?: boolean;
}

export interface OrderSpec {
  customerId: number;
  warehouseId: number;
  orderDate?: string;
  lines: { productId: number; qty: number; unitPrice: number; discount?: number }[];
}

/** Fails the test with the whole envelope when a call did not succeed. */
export function data(result: CallResult) {
  expect(result.body?.code, JSON.stringify(result.body)).toBe(1);
  return result.body.data;
}

const SNAPSHOT_TABLES = [
  'sale_orders',
  'sale_order_lines',
  'receipts',
  'receipt_allocations',
  'deliveries',
  'delivery_lines',
  'refunds',
  'refund_lines',
  'refund_deliveries',
  'refund_delivery_lines',
  'stock',
  'stock_movements',
  'shipped_serials',
];

export class Commerce {
  constructor(
    private readonly h: Harness,
    public token: string,
  ) {}

  call(method: string, path: string, json?: unknown, token = this.token) {
    return this.h.call(method, path, { token, ...(json === undefined ? {} : { json }) });
  }

  async warehouse(code: string): Promise<number> {
    const [row] = await this.h.database.db
      .insert(warehouses)
      .values({ code, name: `Test ${code}`, address: '测试路 1 号' })
      .returning({ id: warehouses.id });
    if (!row) throw new Error('warehouse insert failed');
    return row.id;
  }

  async product(spec: ProductSpec): Promise<number> {
    const { publish = true, ...fields } = spec;
    const created = data(
      await this.call('POST', '/behind/products', {
        name: `Test ${spec.sku}`,
        kind: 'speaker',
        unit: '只',
        salePrice: 10_000,
        ...fields,
      }),
    );
    if (publish) data(await this.call('POST', `/behind/products/${created.id}/publish`, { version: created.version }));
    return created.id;
  }

  async customer(name: string): Promise<number> {
    return data(await this.call('POST', '/behind/customers', { name, kind: 'individual' })).id;
  }

  /** A stocktake that sets the stock on hand (the way stock gets in without a purchase module). */
  async stockTo(productId: number, warehouseId: number, countedQty: number) {
    return data(
      await this.call('POST', '/behind/inventory/adjust', { productId, warehouseId, countedQty, note: 'test' }),
    );
  }

  async get(path: string, id: number) {
    return data(await this.call('GET', `${path}/${id}`));
  }

  /** A state change at the record's current version. */
  async act(path: string, id: number, action: string, extra: Record<string, unknown> = {}, token = this.token) {
    const { version } = await this.get(path, id);
    return this.call('POST', `${path}/${id}/${action}`, { version, ...extra }, token);
  }

  order(spec: OrderSpec) {
    return this.call('POST', '/behind/orders', {
      orderDate: '2026-11-20',
      ...spec,
      lines: spec.lines.map((line) => ({ discount: 0, ...line })),
    });
  }

  /** An order submitted and approved (the admin token holds order:approve). */
  async approvedOrder(spec: OrderSpec) {
    const created = data(await this.order(spec));
    data(await this.act('/behind/orders', created.id, 'submit'));
    return data(await this.act('/behind/orders', created.id, 'approve'));
  }

  /** A confirmed receipt paying `amount` to the order. */
  async pay(customerId: number, orderId: number, amount: number) {
    const receipt = data(
      await this.call('POST', '/behind/receipts', {
        customerId,
        amount,
        method: 'bank_transfer',
        receivedAt: '2026-11-20',
        lines: [{ orderId, amount }],
      }),
    );
    return data(await this.act('/behind/receipts', receipt.id, 'confirm'));
  }

  delivery(orderId: number, lines: { orderLineId: number; qty: number; serialNumbers?: string[] }[]) {
    return this.call('POST', '/behind/deliveries', { orderId, lines });
  }

  async stockOf(productId: number, warehouseId: number) {
    const [row] = await this.h.database.db
      .select({ onHand: stock.onHand, reserved: stock.reserved })
      .from(stock)
      .where(sql`${stock.productId} = ${productId} and ${stock.warehouseId} = ${warehouseId}`);
    return row ?? null;
  }

  /** Σ of the ledger for a product in a warehouse: must always equal the stock on hand. */
  async ledgerSum(productId: number, warehouseId: number): Promise<number> {
    const [row] = await this.h.database.db
      .select({ total: sql<number>`coalesce(sum(${stockMovements.qty}), 0)`.mapWith(Number) })
      .from(stockMovements)
      .where(sql`${stockMovements.productId} = ${productId} and ${stockMovements.warehouseId} = ${warehouseId}`);
    return row?.total ?? 0;
  }

  /**
   * A fingerprint of every commerce table (and the audit log's size), in one round trip: equal snapshots mean
   * nothing was written. Each table's rows are hashed as text, so any changed, added or removed row shows.
   */
  async snapshot(): Promise<Record<string, string>> {
    const parts = SNAPSHOT_TABLES.map(
      (table) => `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${table} t) as ${table}`,
    );
    const result = (await this.h.database.db.execute(
      sql.raw(`select (select count(*) from audit_log)::text as audit_log, ${parts.join(', ')}`),
    )) as unknown as { rows: Record<string, string>[] };
    const [row] = result.rows;
    if (!row) throw new Error('snapshot returned nothing');
    return row;
  }

  /** Runs a request that must be refused with `status`, and proves the database did not change. */
  async refused(status: number, run: () => Promise<CallResult>): Promise<CallResult> {
    const before = await this.snapshot();
    const result = await run();
    expect(result.status, JSON.stringify(result.body)).toBe(status);
    expect(await this.snapshot()).toEqual(before);
    return result;
  }
}
