/**
 * Picking a referenced record (a customer for an order, a product for a line): options come from that
 * resource's own list endpoint, searched by its free-text `q`; each record is named as the server names it in
 * refLabels (packages/server/src/resources/refs.ts).
 */
import { RESOURCES, type ResourceDef, searchFields } from '@soundboard/contract';
import type { PickerOption } from '@soundboard/ui/pickers/list-parts.tsx';
import { apiFor, type ResourceRecord } from './api';

const NAMES: Record<string, (record: ResourceRecord) => string> = {
  product: (record) => `${record.sku} ${record.name}`,
  stock: (record) => `${record.sku} ${record.name}`,
};

/** How a record is named: its name, else its number (the first field searched, e.g. an order number). */
export function recordName(def: ResourceDef, record: ResourceRecord): string {
  const named = NAMES[def.name]?.(record) ?? record.name;
  if (named) return String(named);
  const number = searchFields(def)[0];
  return number && record[number] ? String(record[number]) : `#${record.id}`;
}

/** The definition a reference field points to, when it is a resource the admin can search. */
export function referencedDef(ref: string | undefined): ResourceDef | undefined {
  return ref ? RESOURCES[ref] : undefined;
}

/** A search function for SearchSelect over `def`, optionally narrowed by fixed filters (e.g. on sale only). */
export function referenceSearch(def: ResourceDef, filters: Record<string, string> = {}) {
  return async (text: string): Promise<PickerOption[]> => {
    const params: Record<string, string> = { ...filters, pageSize: '20' };
    if (text.trim()) params.q = text.trim();
    const page = await apiFor(def).list(params);
    return page.list.map((record) => ({ id: String(record.id), label: recordName(def, record) }));
  };
}

/**
 * The labels of a line's references, from what the line carries: its product's snapshot (sku, name) and its
 * order's number (a receipt's allocations).
 */
export function lineRefLabels(line: Record<string, unknown>): Record<string, string> {
  const labels: Record<string, string> = { ...((line.refLabels as Record<string, string> | undefined) ?? {}) };
  if (line.sku) labels.productId ??= `${line.sku} ${line.name}`;
  if (line.orderNo) labels.orderId ??= String(line.orderNo);
  return labels;
}
