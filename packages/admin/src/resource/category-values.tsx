/**
 * Category fields in forms, filters and cells: the tree (GET /categories/:tree) is asked once per tree while the
 * app runs (a failed answer is not kept); the choices are ./category-choices.ts. A list cell shows the name the
 * server sent with the record (refLabels, in the caller's language) and falls back to the loaded tree.
 */
import { useStore } from '@nanostores/react';
import type { CategoryNode, CategoryTree } from '@soundboard/contract';
import { Select, type SelectProps } from '@soundboard/ui/pickers/select.tsx';
import { useEffect, useState } from 'react';
import { listCategories } from '../api/materials';
import { $locale } from '../stores/locale';
import { categoryChoices, categoryFilterChoices, categoryNameOf } from './category-choices';

const asked = new Map<CategoryTree, Promise<CategoryNode[]>>();

/** Forget the loaded trees (a classify screen changed one): the next control asks again. */
export function forgetCategoryTrees(): void {
  asked.clear();
}

function treeOf(tree: CategoryTree): Promise<CategoryNode[]> {
  let answer = asked.get(tree);
  if (!answer) {
    answer = listCategories(tree);
    answer.catch(() => asked.delete(tree));
    asked.set(tree, answer);
  }
  return answer;
}

/** The tree's nodes (empty until they arrive). */
export function useCategoryNodes(tree: CategoryTree | undefined): CategoryNode[] {
  const [nodes, setNodes] = useState<CategoryNode[]>([]);
  useEffect(() => {
    if (!tree) return;
    let live = true;
    treeOf(tree).then(
      (next) => live && setNodes(next),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [tree]);
  return nodes;
}

export function CategoryName({ tree, id }: { tree: CategoryTree | undefined; id: number }) {
  const locale = useStore($locale);
  return <>{categoryNameOf(useCategoryNodes(tree), id, locale)}</>;
}

type CategorySelectProps = Omit<SelectProps, 'options' | 'value' | 'onChange'> & {
  tree: CategoryTree | undefined;
  /** A node id (null: none). */
  value?: number | string | null;
  onChange?: (value: number | null) => void;
  /** A filter: every node, after an "all" option with this text. Absent: a form's enabled nodes. */
  all?: string;
};

/** A Select of the tree's nodes indented by depth (a form control, or a filter with `all`). */
export function CategorySelect({ tree, value, onChange, all, ...props }: CategorySelectProps) {
  const locale = useStore($locale);
  const nodes = useCategoryNodes(tree);
  const current = value === null || value === undefined || value === '' ? null : String(value);
  const options =
    all === undefined ? categoryChoices(nodes, locale, current) : categoryFilterChoices(nodes, locale, all);
  return (
    <Select
      {...props}
      options={options}
      value={current ?? (all === undefined ? null : '')}
      onChange={(id) => onChange?.(id ? Number(id) : null)}
    />
  );
}
