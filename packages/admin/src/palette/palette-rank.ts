/**
 * How the palette orders what the browser matches itself (screens, actions): by how the label matches the typed
 * text (whole, start, inside; no match is left out), then by how recently the user picked it. Records come ranked
 * by the server in the same terms (contract SEARCH_MATCHES).
 */
import type { PaletteItem } from '@soundboard/ui/widgets/command-palette.tsx';

/** 0 exact, 1 start, 2 inside; null when the text is not in the label. */
export function matchRank(label: string, query: string): number | null {
  const text = query.trim().toLowerCase();
  const name = label.toLowerCase();
  if (!text) return 2;
  if (name === text) return 0;
  if (name.startsWith(text)) return 1;
  return name.includes(text) ? 2 : null;
}

/** The items matching `query`, best first; among equals, the more recently picked (`recent`: ids, newest first). */
export function ranked(items: readonly PaletteItem[], query: string, recent: readonly string[]): PaletteItem[] {
  const recency = (id: string) => {
    const at = recent.indexOf(id);
    return at === -1 ? recent.length : at;
  };
  return items
    .map((item) => ({ item, rank: matchRank(item.label, query) }))
    .filter((entry): entry is { item: PaletteItem; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || recency(a.item.id) - recency(b.item.id))
    .map((entry) => entry.item);
}

/** Records of one kind as the server ranked them, the recently picked first within the same quality of match. */
export function byRecency<T extends { id: string; rank: number }>(items: readonly T[], recent: readonly string[]): T[] {
  const recency = (id: string) => {
    const at = recent.indexOf(id);
    return at === -1 ? recent.length : at;
  };
  return [...items].sort((a, b) => a.rank - b.rank || recency(a.id) - recency(b.id));
}
