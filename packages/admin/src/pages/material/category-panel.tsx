/**
 * The library's left side: the `material` category tree with "All" and "Unfiled" above it; choosing a node
 * filters the list. Below 1024 px the same choice is a select above the list (a tree beside a grid does not fit).
 */
import { useStore } from '@nanostores/react';
import type { CategoryNode } from '@soundboard/contract';
import { Tree, type TreeNode } from '@soundboard/ui/data-display/tree.tsx';
import { Select } from '@soundboard/ui/pickers/select.tsx';
import { Folder, FolderOpen, Inbox } from 'lucide-react';
import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { $locale } from '../../stores/locale';
import { ALL, categoryOptions, categoryTreeNodes, UNFILED } from './category-options';

export function CategoryPanel({
  nodes,
  value,
  onChange,
}: {
  nodes: readonly CategoryNode[];
  /** ALL, UNFILED or a node's id. */
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const locale = useStore($locale);
  const items = useMemo((): TreeNode[] => {
    const folder = <Folder aria-hidden="true" className="size-4 text-muted" />;
    return [
      {
        id: ALL,
        title: t('material.category.all'),
        icon: <FolderOpen aria-hidden="true" className="size-4 text-muted" />,
      },
      {
        id: UNFILED,
        title: t('material.category.unfiled'),
        icon: <Inbox aria-hidden="true" className="size-4 text-muted" />,
      },
      ...categoryTreeNodes(nodes, locale, (node, name) => ({
        icon: folder,
        extra: <span className="text-xs text-muted tabular-nums">{node.count}</span>,
        label: t('material.category.label', { name, count: node.count }),
        muted: !node.enabled,
      })),
    ];
  }, [nodes, locale, t]);
  const options = useMemo(
    () => [
      { id: ALL, label: t('material.category.all') },
      { id: UNFILED, label: t('material.category.unfiled') },
      ...categoryOptions(nodes, locale),
    ],
    [nodes, locale, t],
  );
  const expanded = useMemo(() => nodes.map((node) => String(node.id)), [nodes]);

  return (
    <>
      <nav aria-label={t('material.categories')} className="hidden w-60 shrink-0 rounded-lg bg-surface p-2 lg:block">
        <Tree
          aria-label={t('material.categories')}
          items={items}
          selectedKey={value}
          onSelect={onChange}
          key={expanded.join()}
          defaultExpandedKeys={expanded}
        />
      </nav>
      <Select
        label={t('material.category')}
        className="lg:hidden"
        options={options}
        value={value}
        onChange={(next) => next && onChange(next)}
      />
    </>
  );
}
