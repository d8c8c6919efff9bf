/**
 * The library's grid view: the kit's MaterialGrid (arrows move, Space selects, Enter or a click opens) with each
 * image's thumbnail loaded with the token.
 */
import type { Material } from '@soundboard/contract';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { MaterialGrid } from '@soundboard/ui/media/material-grid.tsx';
import { useT } from '../../i18n/use-t';
import { MaterialThumb } from './material-thumb';

const thumb = (material: Material) =>
  material.kind === 'image' ? <MaterialThumb id={material.id} kind="image" className="size-full" /> : null;

export function MaterialGridView({
  rows,
  loading,
  selected,
  onSelectionChange,
  onOpen,
}: {
  rows: Material[];
  loading: boolean;
  selected: ReadonlySet<number>;
  onSelectionChange: (ids: Set<number>) => void;
  onOpen: (material: Material) => void;
}) {
  const t = useT();
  if (loading) return <Skeleton rows={3} />;
  return (
    <MaterialGrid
      aria-label={t('material.list')}
      items={rows}
      selectionMode="multiple"
      selectedKeys={selected}
      onSelectionChange={(keys) => onSelectionChange(new Set([...keys].map(Number)))}
      onAction={onOpen}
      renderThumb={thumb}
      emptyText={t('material.empty')}
    />
  );
}
