/** The library's grid view: a card per material with its thumbnail, a check box to select it, and its name to open it. */
import type { Material } from '@soundboard/contract';
import { Empty } from '@soundboard/ui/feedback/empty.tsx';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Checkbox } from '@soundboard/ui/inputs/checkbox.tsx';
import { useT } from '../../i18n/use-t';
import { formatSize, materialFacts } from './format';
import { MaterialThumb } from './material-thumb';

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
  if (loading) return <Skeleton />;
  if (rows.length === 0) return <Empty description={t('material.empty')} className="rounded-lg bg-surface py-10" />;
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelectionChange(next);
  };
  return (
    <ul aria-label={t('material.list')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {rows.map((material) => (
        <li
          key={material.id}
          data-selected={selected.has(material.id) || undefined}
          className="relative flex flex-col overflow-hidden rounded-lg border border-subtle bg-surface data-selected:border-primary"
        >
          <MaterialThumb id={material.id} kind={material.kind} className="aspect-square w-full" />
          <Checkbox
            aria-label={t('material.select', { name: material.name })}
            isSelected={selected.has(material.id)}
            onChange={(on) => toggle(material.id, on)}
            className="absolute top-2 left-2 rounded-sm bg-surface/80 p-0.5"
          />
          <div className="flex min-w-0 flex-col p-2">
            <Button variant="text" size="sm" className="justify-start truncate px-0" onPress={() => onOpen(material)}>
              {material.name}
            </Button>
            <span className="truncate text-xs text-muted">
              {[materialFacts(material), formatSize(material.size)].filter(Boolean).join(' · ')}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
