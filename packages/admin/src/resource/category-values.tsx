/**
 * Category fields in forms, filters and cells: each control asks for the tree (GET /categories/:tree) when it
 * mounts — so a category added on the classify screen a moment ago is there — and controls mounting together
 * share one request; the choices are ./category-choices.ts. A list cell shows the name the server sent with the
 * record (refLabels, in the caller's language) and falls back to the tree.
 */
import { useStore } from '@nanostores/react';
import type { CategoryNode, CategoryTree } from '@soundboard/contract';
import { Select, type SelectProps } from '@soundboard/ui/pickers/select.tsx';
import { useEffect, useState } from 'react';
import { listCategories } from '../api/materials';
import { $locale } from '../stores/locale';
import { categoryChoices, categoryFilterChoices, categoryNameOf } from './category-choices';

/** Requests under way, by tree (forgotten once answered). */
const asking = new Map<CategoryTree, Promise<CategoryNode[]>>();

function treeOf(tree: CategoryTree): Promise<CategoryNode[]> {
  let answer = asking.get(tree);
  if (!answer) {
    answer = listCategories(tree);
    const forget = () => asking.delete(tree);
    answer.then(forget, forget);
    asking.set(tree, answer);
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
