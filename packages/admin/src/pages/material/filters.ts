/** The library's filters as the screen holds them, and the API query they stand for (only what is set travels). */
import { MATERIAL_SORTS, type MaterialKind, type MaterialSort } from '@soundboard/contract';
import type { IsoDateRange } from '@soundboard/ui/pickers/date-range-picker.tsx';
import type { MaterialQuery } from '../../api/materials';
import { ALL, UNFILED } from './category-options';

export type ViewMode = 'grid' | 'list';

export interface Filters {
  q: string;
  kind: MaterialKind | typeof ALL;
  tag: string;
  range: IsoDateRange | null;
  unused: boolean;
  /** The order (a new one starts again at page 1, like a filter). */
  sort: MaterialSort;
}

/** The server's default order: the default is not sent. */
export const DEFAULT_SORT: MaterialSort = '-createdAt';

export const NO_FILTERS: Filters = { q: '', kind: ALL, tag: ALL, range: null, unused: false, sort: DEFAULT_SORT };

/** The list view's sortable columns are named as the API's sort fields (name, size, createdAt). */
export interface SortState {
  column: string | number;
  direction: 'ascending' | 'descending';
}

export function sortState(sort: MaterialSort): SortState {
  const descending = sort.startsWith('-');
  return { column: descending ? sort.slice(1) : sort, direction: descending ? 'descending' : 'ascending' };
}

/** A header press as an API order; a column the API cannot order by keeps the default. */
export function sortOf(state: SortState): MaterialSort {
  const sort = `${state.direction === 'descending' ? '-' : ''}${state.column}`;
  return (MATERIAL_SORTS as readonly string[]).includes(sort) ? (sort as MaterialSort) : DEFAULT_SORT;
}

export function toQuery(category: string, filters: Filters, page: number, pageSize: number): MaterialQuery {
  return {
    page,
    pageSize,
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.kind !== ALL ? { kind: filters.kind } : {}),
    ...(filters.tag !== ALL ? { tag: filters.tag } : {}),
    ...(filters.range ? { from: filters.range.start, to: filters.range.end } : {}),
    ...(filters.unused ? { unused: true } : {}),
    ...(filters.sort !== DEFAULT_SORT ? { sort: filters.sort } : {}),
    ...(category === UNFILED
      ? { categoryId: 'none' as const }
      : category !== ALL
        ? { categoryId: Number(category) }
        : {}),
  };
}
