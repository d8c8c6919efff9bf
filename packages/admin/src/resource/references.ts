/**
 * Picking a referenced record (a customer for an order, a product for a line): options come from that
 * resource's own list endpoint, searched by its free-text `q`; each record is named by its definition's
 * `display` (contract displayName), as the server names it in refLabels.
 */
import { DEFAULT_PAGE_SIZE, displayName, product, RESOURCES, type ResourceDef, stateField } from '@soundboard/contract';
import type { PickerOption } from '@soundboard/ui/pickers/list-parts.tsx';
import { request } from '../api/http';
import { userApi } from '../api/user';
import { $session } from '../stores/session';
import { apiFor } from './api';
import { withDefaultScope } from './list-scope';

/** The definition a reference field points to, when it is a resource the admin can search. */
export function referencedDef(ref: string | undefined): ResourceDef | undefined {
  return ref ? RESOURCES[ref] : undefined;
}

/** The filter that keeps a form's picker to the records that may be chosen (ResourceDef.referableIn). */
export function referableFilter(def: ResourceDef): Record<string, string> {
  const field = stateField(def);
  return def.referableIn && field ? { [field]: def.referableIn.join(',') } : {};
}

/**
 * A search function for SearchSelect over `def`, optionally narrowed by fixed filters (e.g. on sale only). A form
 * (`forWrite`) offers only records the server would take — in a state that may be chosen (not an inactive
 * warehouse), and owned records the caller may use (its own customers, not the pool's or another's); a list
 * filter offers every record the caller can see.
 */
export function referenceSearch(def: ResourceDef, filters: Record<string, string> = {}, forWrite = false) {
  return async (text: string): Promise<PickerOption[]> => {
    let params: Record<string, string> = {
      ...(forWrite ? referableFilter(def) : {}),
      ...filters,
      pageSize: String(DEFAULT_PAGE_SIZE),
    };
    if (text.trim()) params.q = text.trim();
    if (forWrite) params = withDefaultScope(def, params, (code) => $session.get().permissions.includes(code));
    const page = await apiFor(def).list(params);
    return page.list.map((record) => ({ id: String(record.id), label: displayName(def, record) }));
  };
}

/** A colleague as pickers name them: nickname and username, or the username alone. */
export function colleagueLabel(user: { username: string; nickname: string }): string {
  return user.nickname && user.nickname !== user.username ? `${user.nickname} (${user.username})` : user.username;
}

/**
 * Options for a user reference (an article's author, a customer's new owner): active colleagues through
 * GET /user/search, which every staff member may call (user:lookup), not the user administration's list.
 */
export async function colleagueSearch(text: string): Promise<PickerOption[]> {
  const found = await userApi(request).search(text.trim());
  return found.map((user) => ({ id: String(user.id), label: colleagueLabel(user) }));
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
