/**
 * The fitment screen's rules without React: the bottom navigation's items (a new one, moving), the "mine" page's
 * entries (shown ones in their order, then the others), which tab the preview marks as current, and the
 * contract's verdict on a document as message keys by path (the same check the server runs).
 */
import { type FitmentDocument, fitmentSchema, MINE_ENTRIES, type TabItem } from '@soundboard/contract';
import * as v from 'valibot';

export type MineEntry = (typeof MINE_ENTRIES)[number];

/** A new bottom navigation item: the first icon, to the home page, labels to be written. */
export function newTabItem(): TabItem {
  return { icon: 'house', labelZh: '', labelEn: '', target: { kind: 'page', target: 'home' } };
}

/** The list with the item at `from` moved to `to` (kept inside the list). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}

export interface EntryRow {
  entry: MineEntry;
  shown: boolean;
  /** Its place among the shown entries (-1: hidden). */
  index: number;
}

/** Every entry the page can show: the shown ones in their order, then the hidden ones in the contract's order. */
export function entryRows(entries: readonly MineEntry[]): EntryRow[] {
  const shown = entries.map((entry, index) => ({ entry, shown: true, index }));
  const hidden = MINE_ENTRIES.filter((entry) => !entries.includes(entry)).map((entry) => ({
    entry,
    shown: false,
    index: -1,
  }));
  return [...shown, ...hidden];
}

/** Shows an entry (at the end) or hides it. */
export function toggleEntry(entries: readonly MineEntry[], entry: MineEntry, show: boolean): MineEntry[] {
  const without = entries.filter((other) => other !== entry);
  return show ? [...without, entry] : without;
}

/** The tab the preview of the "mine" page marks as current: the one leading there, else none. */
export function mineTabIndex(items: readonly TabItem[]): number {
  return items.findIndex((item) => item.target.kind === 'page' && item.target.target === 'mine');
}

/** The contract's issues of a document: message key by dotted path ('tabBar.items.1.labelEn'); {} when valid. */
export function fitmentIssues(document: FitmentDocument): Record<string, string> {
  const result = v.safeParse(fitmentSchema, document);
  const issues: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    const path = v.getDotPath(issue) ?? '';
    issues[path] ??= issue.message;
  }
  return issues;
}

/** Server issues ('document.tabBar.items.0.labelZh') under the document's own paths. */
export function documentIssues(issues: readonly { path: string; message: string }[]): Record<string, string> {
  const byPath: Record<string, string> = {};
  for (const issue of issues) byPath[issue.path.replace(/^document\.?/, '')] ??= issue.message;
  return byPath;
}
