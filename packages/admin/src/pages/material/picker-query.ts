/**
 * What the library picker asks the list API: the field's kind, the dialog's search, category and page, and — for a
 * field shown on public pages — public materials only, since the server refuses any other there (contract
 * SHOWN_PUBLICLY_RESOURCES). Internal and restricted ones are not offered only to be refused on save.
 */
import type { MaterialKind } from '@soundboard/contract';
import type { MaterialQuery as PickerQuery } from '@soundboard/ui/media/material-picker.tsx';
import type { MaterialQuery } from '../../api/materials';

export function pickerListQuery(
  kind: MaterialKind,
  query: Pick<PickerQuery, 'q' | 'categoryId' | 'page'>,
  { pageSize, publicOnly }: { pageSize: number; publicOnly: boolean },
): MaterialQuery {
  return {
    kind,
    page: query.page,
    pageSize,
    ...(query.q ? { q: query.q } : {}),
    ...(query.categoryId ? { categoryId: Number(query.categoryId) } : {}),
    ...(publicOnly ? { visibility: 'public' as const } : {}),
  };
}
