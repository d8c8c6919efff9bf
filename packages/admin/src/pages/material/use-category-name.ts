/** A material's category name in the screen's language ("Unfiled" for none), for the list's column. */
import { useStore } from '@nanostores/react';
import type { CategoryNode } from '@soundboard/contract';
import { useCallback } from 'react';
import { useT } from '../../i18n/use-t';
import { $locale } from '../../stores/locale';
import { categoryLabel } from './category-options';

export function useCategoryName(nodes: readonly CategoryNode[]): (id: number | null) => string {
  const t = useT();
  const locale = useStore($locale);
  return useCallback(
    (id: number | null) =>
      categoryLabel(nodes, id, locale) ?? (id === null ? t('material.category.unfiled') : `#${id}`),
    [nodes, locale, t],
  );
}
