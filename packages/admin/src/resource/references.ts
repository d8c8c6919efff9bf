/**
 * Picking a referenced record (a customer for an order, a product for a line): options come from that
 * resource's own list endpoint, searched by its free-text `q`; each record is named by its definition's
 * `display` (contract displayName), as the server names it in refLabels.
 */
import { DEFAULT_PAGE_SIZE, displayName, product, RESOURCES, type ResourceDef } from '@soundboard/contract';
import type { PickerOption } from '@soundboard/ui/pickers/list-parts.tsx';
import { $session } from '../stores/session';
import { apiFor } from './api';
import { withDefaultScope } from './list-scope';

/** The definition a reference field points to, when it is a resource the admin can search. */
export function referencedDef(ref: string | undefined): ResourceDef | undefined {
  return ref ? RESOURCES[ref] : undefined;
}

/**
 * A search function for SearchSelect over `def`, optionally narrowed by fixed filters (e.g. on sale only). A form
 * (`forWrite`) offers only owned records the caller may use — its own customers, not the pool's or another's,
 * which the server would refuse; a list filter offers every record the caller can see.
 */
export function referenceSearch(def: ResourceDef, filters: Record<string, string> = {}, forWrite = false) {
  return async (text: string): Promise<PickerOption[]> => {
    let params: Record<string, string> = { ...filters, pageSize: String(DEFAULT_PAGE_SIZE) };
    if (text.trim()) params.q = text.trim();
    if (forWrite) params = withDefaultScope(def, params, (code) => $session.get().permissions.includes(code));
    const page = await apiFor(def).list(params);
    return page.list.map((record) => ({ id: String(record.id), label: displayName(def, record) }));
  };
}

/**
 * The labels of a line's references, from what the line carries: its product's snapshot (sku, name) and its
 * order's number (a receipt's allocations).
 */
export function lineRefLabels(line: Record<string, unknown>): Record<string, string> {
  const labels: Record<string, string> = { ...((line.refLabels as Record<string, string> | undefined) ?? {}) };
  if (line.sku) labels.productId ??= displayName(product, line);
  if (line.orderNo) labels.orderId ??= String(line.orderNo);
  return labels;
}
