/**
 * Answers of async lookups (the price of the product just picked, the open lines of the order just chosen)
 * arrive late and out of order. One is applied to the values as they are when it arrives, not as they were
 * when asked: dropped when the field that asked has changed since (a newer question is on its way), and
 * never over a value someone changed meanwhile.
 */
export type Values = Record<string, unknown>;

export function applyAnswer<T extends Values>(now: T, asked: T, field: string, patch: Values): T {
  if (!Object.is(now[field], asked[field])) return now;
  const kept = Object.entries(patch).filter(([key]) => Object.is(now[key], asked[key]));
  return kept.length > 0 ? { ...now, ...Object.fromEntries(kept) } : now;
}
