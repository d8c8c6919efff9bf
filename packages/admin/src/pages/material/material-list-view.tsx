/**
 * The library's list view: the kit's Table with multiple selection; a name opens the detail. Name, size and
 * upload date sort on the server (the order covers every page, not just this one).
 */
import type { Material, MaterialSort } from '@soundboard/contract';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Table, type TableColumn } from '@soundboard/ui/table/table.tsx';
import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { formatDate } from '../../lib/format-date';
import { type SortState, sortOf, sortState } from './filters';
import { formatSize, materialFacts } from './format';
import { MaterialThumb } from './material-thumb';
import { VisibilityTag } from './visibility-tag';

export function MaterialListView({
  rows,
  loading,
  selected,
  onSelectionChange,
  onOpen,
  categoryOf,
  sort,
  onSortChange,
}: {
  rows: Material[];
  loading: boolean;
  selected: ReadonlySet<number>;
  onSelectionChange: (ids: Set<number>) => void;
  onOpen: (material: Material) => void;
  categoryOf: (id: number | null) => string;
  sort: MaterialSort;
  onSortChange: (sort: MaterialSort) => void;
}) {
  const t = useT();
  const columns = useMemo(
    (): TableColumn<Material>[] => [
      {
        id: 'name',
        title: t('material.field.name'),
        isRowHeader: true,
        allowsSorting: true,
        width: 260,
        cell: (material) => (
          <span className="flex min-w-0 items-center gap-2">
            <MaterialThumb id={material.id} kind={material.kind} className="size-8 rounded-sm" />
            <Button variant="text" size="sm" className="min-w-0 truncate" onPress={() => onOpen(material)}>
              {material.name}
            </Button>
          </span>
        ),
      },
      { id: 'kind', title: t('material.field.kind'), width: 70, cell: (m) => t(`material.kind.${m.kind}`) },
      {
        id: 'visibility',
        title: t('material.field.visibility'),
        width: 90,
        cell: (m) => <VisibilityTag material={m} />,
      },
      { id: 'category', title: t('material.field.category'), width: 110, cell: (m) => categoryOf(m.categoryId) },
      { id: 'facts', title: t('material.field.facts'), width: 100, cell: (m) => materialFacts(m) },
      {
        id: 'size',
        title: t('material.field.size'),
        allowsSorting: true,
        width: 80,
        align: 'end',
        cell: (m) => formatSize(m.size),
      },
      { id: 'used', title: t('material.field.used'), width: 60, align: 'end', cell: (m) => m.usageCount },
      {
        id: 'createdAt',
        title: t('material.field.createdAt'),
        allowsSorting: true,
        width: 110,
        cell: (m) => formatDate(m.createdAt),
      },
    ],
    [t, onOpen, categoryOf],
  );
  return (
    <Table
      aria-label={t('material.list')}
      columns={columns}
      rows={rows}
      loading={loading}
      rowHeight={52}
      selectionMode="multiple"
      sortDescriptor={sortState(sort)}
      onSortChange={(next: SortState) => onSortChange(sortOf(next))}
      selectedKeys={new Set(selected)}
      onSelectionChange={(keys) =>
        onSelectionChange(new Set(keys === 'all' ? rows.map((row) => row.id) : [...keys].map(Number)))
      }
      emptyContent={t('material.empty')}
    />
  );
}
