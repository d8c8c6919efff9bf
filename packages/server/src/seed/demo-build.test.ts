/**
 * The demo history in memory (no database): the same seed and `now` give the same rows, and every document is
 * one the API itself would accept — it passes the contract's create schema of its resource.
 */
import {
  company,
  createSchema,
  customer,
  delivery,
  PRODUCT_KINDS,
  product,
  type ResourceDef,
  receipt,
  refund,
  saleOrder,
  writableFields,
} from '@soundboard/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { buildDemo } from './demo';
import { SEEDED_TABLES } from './demo/insert';

const NOW = new Date('2026-11-20T08:00:00Z');
const STAFF = { admin: 1, sales: 2, warehouse: 3, finance: 4 };
const FIRST = Object.fromEntries(SEEDED_TABLES.map((table) => [table, 1])) as Parameters<typeof buildDemo>[2];

/** The create body of `def` taken from a row: its writable fields (and lines). */
function body(def: ResourceDef, row: Record<string, unknown>, lines?: Record<string, unknown>[]) {
  const out: Record<string, unknown> = {};
  for (const [name] of writableFields(def.fields)) out[name] = row[name];
  if (lines && def.lines)
    out.lines = lines.map((line) =>
      Object.fromEntries(writableFields(def.lines?.fields ?? {}).map(([name]) => [name, line[name]])),
    );
  return out;
}

function problems(def: ResourceDef, bodies: Record<string, unknown>[]) {
  const schema = createSchema(def);
  return bodies.flatMap((input, index) => {
    const result = v.safeParse(schema, input);
    return result.success ? [] : [{ index, issues: result.issues.map((issue) => issue.message) }];
  });
}

describe('demo history', () => {
  const demo = buildDemo(NOW, STAFF, FIRST);

  it('is the same every time for the same now', () => {
    expect(JSON.stringify(buildDemo(NOW, STAFF, FIRST))).toBe(JSON.stringify(demo));
    const later = buildDemo(new Date(NOW.getTime() + 86_400_000), STAFF, FIRST);
    // Dated relative to now: the year of orders starts a day later.
    expect(demo.sales.orderRows[0]?.orderDate).toBe('2025-11-21');
    expect(later.sales.orderRows[0]?.orderDate).toBe('2025-11-22');
  });

  it('has products of every kind and customers the API would accept', () => {
    const kinds = new Set(demo.catalog.productRows.map((row) => row.kind));
    expect([...kinds].sort()).toEqual([...PRODUCT_KINDS].sort());
    expect(
      problems(
        product,
        demo.catalog.productRows.map((row) => body(product, row)),
      ),
    ).toEqual([]);
    expect(
      problems(
        customer,
        demo.catalog.customerRows.map((row) => body(customer, row)),
      ),
    ).toEqual([]);
  });

  it('has companies, with their contacts and sites, the API would accept', () => {
    const { companyRows, contactRows, siteRows } = demo.crm;
    const setOf = <T extends { companyId: number }>(rows: T[], id: number, names: string[]) =>
      rows
        .filter((row) => row.companyId === id)
        .map((row) => Object.fromEntries(names.map((name) => [name, row[name as keyof T]])));
    const bodies = companyRows.map((row) => ({
      ...body(company, row),
      contacts: setOf(contactRows, row.id, ['name', 'title', 'phone', 'email', 'primary']),
      sites: setOf(siteRows, row.id, ['name', 'address', 'system']),
    }));
    expect(bodies.length).toBeGreaterThan(50);
    expect(problems(company, bodies)).toEqual([]);
  });

  it('has orders, receipts, deliveries and refunds the API would accept', () => {
    const group = <T extends { id: number }>(rows: T[], key: (row: T) => number) => {
      const map = new Map<number, T[]>();
      for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
      return map;
    };
    const lines = group(demo.sales.lineRows, (line) => line.orderId);
    const orders = demo.sales.orderRows.map((row) => body(saleOrder, row, lines.get(row.id)));
    expect(problems(saleOrder, orders)).toEqual([]);

    const allocations = group(demo.documents.allocationRows, (row) => row.receiptId);
    const receipts = demo.documents.receiptRows.map((row) => body(receipt, row, allocations.get(row.id)));
    expect(problems(receipt, receipts)).toEqual([]);

    const deliveryLines = group(demo.documents.deliveryLineRows, (row) => row.deliveryId);
    const deliveries = demo.documents.deliveryRows.map((row) => body(delivery, row, deliveryLines.get(row.id)));
    expect(problems(delivery, deliveries)).toEqual([]);

    const refundLines = group(demo.documents.refundLineRows, (row) => row.refundId);
    const refunds = demo.documents.refundRows.map((row) => body(refund, row, refundLines.get(row.id) ?? []));
    expect(problems(refund, refunds)).toEqual([]);
  });
});
