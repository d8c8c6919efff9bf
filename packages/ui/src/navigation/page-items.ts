/**
 * Which page buttons a Pagination shows: every page when there are few, otherwise the first, the last, the
 * current page with two neighbours each side, and an ellipsis for each gap.
 */
export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

export function pageItems(current: number, pageCount: number): PageItem[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const from = Math.max(2, Math.min(current - 2, pageCount - 5));
  const to = Math.min(pageCount - 1, Math.max(current + 2, 6));
  const middle = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return [
    1,
    ...(from > 2 ? (['ellipsis-start'] as const) : []),
    ...middle,
    ...(to < pageCount - 1 ? (['ellipsis-end'] as const) : []),
    pageCount,
  ];
}
