/** The icon gallery's search: every word of the query must appear in the kit's name or lucide's. */
export interface IconEntry<Glyph = unknown> {
  /** The kit's export, e.g. `IconSort`. */
  name: string;
  /** lucide's name for the same glyph, e.g. `ArrowUpDown`. */
  lucideName: string;
  glyph: Glyph;
}

/** The `Icon*` exports of a module (not the `Icon` component itself), sorted by name. */
export function iconEntries<Glyph>(module: Record<string, unknown>): IconEntry<Glyph>[] {
  return Object.entries(module)
    .filter(([name]) => /^Icon[A-Z]/.test(name))
    .map(([name, glyph]) => ({
      name,
      lucideName: (glyph as { displayName?: string }).displayName ?? '',
      glyph: glyph as Glyph,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function filterIcons<Glyph>(entries: IconEntry<Glyph>[], query: string): IconEntry<Glyph>[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return entries;
  return entries.filter((entry) => {
    const haystack = `${entry.name} ${entry.lucideName}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
