/** The library's filters as the screen holds them, and the API query they stand for (only what is set travels). */
import type { MaterialKind } from '@soundboard/contract';
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
}

export const NO_FILTERS: Filters = { q: '', kind: ALL, tag: ALL, range: null, unused: false };

export function toQuery(category: string, filters: Filters, page: number, pageSize: number): MaterialQuery {
  return {
    page,
    pageSize,
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.kind !== ALL ? { kind: filters.kind } : {}),
    ...(filters.tag !== ALL ? { tag: filters.tag } : {}),
    ...(filters.range ? { from: filters.range.start, to: filters.range.end } : {}),
    ...(filters.unused ? { unused: true } : {}),
    ...(category === UNFILED
      ? { categoryId: 'none' as const }
      : category !== ALL
        ? { categoryId: Number(category) }
        : {}),
  };
}
