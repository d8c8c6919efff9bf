/** What every business document shares: its number, and its child rows as they travel. */
import { DOCUMENT_PREFIX } from '@soundboard/contract';
import { documentNumber, nextValue } from '../db/sequence';
import type { HookContext } from '../resources/binding';

const SEQUENCES: Record<keyof typeof DOCUMENT_PREFIX, string> = {
  saleOrder: 'sale_order_no_seq',
  receipt: 'receipt_no_seq',
  delivery: 'delivery_no_seq',
  refund: 'refund_no_seq',
  refundDelivery: 'return_no_seq',
};

/** e.g. SO2026112000042: the prefix, the China calendar day, the kind's own sequence. */
export async function nextDocumentNo(ctx: HookContext, kind: keyof typeof DOCUMENT_PREFIX): Promise<string> {
  return documentNumber(DOCUMENT_PREFIX[kind], ctx.now, await nextValue(ctx.tx, SEQUENCES[kind]));
}

/** Child rows for the wire: instants as ISO strings. */
export function wireRows<T extends Record<string, unknown>>(rows: T[]): Record<string, unknown>[] {
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
    ),
  );
}
