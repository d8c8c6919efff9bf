/**
 * The library screen's data: the page of materials for the chosen category and filters, the `material` tree
 * (with counts) and the tags in use. Materials seen so far are kept by id, so a selection that spans pages can
 * still name its files (downloads).
 */
import { MATERIAL_PAGE_SIZES, type Material } from '@soundboard/contract';
import { useCallback, useMemo, useRef, useState } from 'react';
import { listCategories, listMaterials, listTags } from '../../api/materials';
import { useLatestLoad } from '../../lib/use-latest-load';
import { ALL } from './category-options';
import { type Filters, NO_FILTERS, toQuery } from './filters';

export function useLibrary() {
  const [category, setCategoryState] = useState(ALL);
  const [filters, setFiltersState] = useState<Filters>(NO_FILTERS);
  const [paging, setPaging] = useState({ page: 1, pageSize: MATERIAL_PAGE_SIZES[0] as number });
  const query = useMemo(() => toQuery(category, filters, paging.page, paging.pageSize), [category, filters, paging]);
  const list = useLatestLoad(useCallback(() => listMaterials(query), [query]));
  const categories = useLatestLoad(useCallback(() => listCategories('material'), []));
  const tags = useLatestLoad(useCallback(() => listTags(), []));
  const known = useRef(new Map<number, Material>());
  for (const material of list.data?.list ?? []) known.current.set(material.id, material);

  // A new filter or category starts again at page 1.
  const setCategory = useCallback((next: string) => {
    setCategoryState(next);
    setPaging((old) => ({ ...old, page: 1 }));
  }, []);
  const setFilters = useCallback((next: Filters) => {
    setFiltersState(next);
    setPaging((old) => ({ ...old, page: 1 }));
  }, []);
  const { reload: reloadList } = list;
  const { reload: reloadCategories } = categories;
  const { reload: reloadTags } = tags;
  /** After a change: the list, the counts and the tags may all differ. */
  const reload = useCallback(() => {
    reloadList();
    reloadCategories();
    reloadTags();
  }, [reloadList, reloadCategories, reloadTags]);

  return {
    category,
    setCategory,
    filters,
    setFilters,
    paging,
    setPaging,
    page: list.data,
    failed: list.failed,
    nodes: categories.data ?? [],
    tags: tags.data ?? [],
    known: known.current,
    reload,
  };
}
