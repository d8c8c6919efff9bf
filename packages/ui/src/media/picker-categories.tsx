/**
 * The picker's category choice: the kit's Tree beside the grid when the dialog is wide, a Select above it when it
 * is narrow (a phone). Which one shows follows the dialog's own width (a container query), so a story at 390 px
 * and a phone look the same. "All categories" comes first in both.
 */
import { useMemo } from 'react';
import { Tree, type TreeNode } from '../data-display/tree';
import { useMessages } from '../i18n/messages';
import { Select } from '../pickers/select';
import { pickerMessages } from './material-picker.messages';

/** The id of the "all categories" entry (category ids are the caller's strings; this one is reserved). */
export const ALL_CATEGORIES = '__all__';

export interface PickerCategoriesProps {
  categories: TreeNode[];
  value: string | null;
  onChange: (categoryId: string | null) => void;
}

function flatten(nodes: TreeNode[], depth = 0): { id: string; label: string }[] {
  return nodes.flatMap((node) => [
    { id: node.id, label: `${'\u3000'.repeat(depth)}${node.title}` },
    ...flatten(node.children ?? [], depth + 1),
  ]);
}

function branchIds(nodes: TreeNode[]): string[] {
  return nodes.flatMap((node) => (node.children?.length ? [node.id, ...branchIds(node.children)] : []));
}

export function PickerCategoryTree({ categories, value, onChange }: PickerCategoriesProps) {
  const t = useMessages(pickerMessages);
  const items = useMemo(() => [{ id: ALL_CATEGORIES, title: t.allCategories }, ...categories], [categories, t]);
  const expanded = useMemo(() => branchIds(categories), [categories]);
  return (
    <Tree
      aria-label={t.categories}
      items={items}
      defaultExpandedKeys={expanded}
      selectedKey={value ?? ALL_CATEGORIES}
      onSelect={(key) => onChange(key === ALL_CATEGORIES ? null : key)}
    />
  );
}

export function PickerCategorySelect({ categories, value, onChange }: PickerCategoriesProps) {
  const t = useMessages(pickerMessages);
  const options = useMemo(
    () => [{ id: ALL_CATEGORIES, label: t.allCategories }, ...flatten(categories)],
    [categories, t],
  );
  return (
    <Select
      label={t.category}
      options={options}
      value={value ?? ALL_CATEGORIES}
      onChange={(key) => onChange(key === null || key === ALL_CATEGORIES ? null : key)}
    />
  );
}
