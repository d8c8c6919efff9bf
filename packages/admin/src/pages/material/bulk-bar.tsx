/**
 * What can be done with the selected materials: move them into a category, download them (one after another:
 * each file is fetched with the token and handed to the browser; no zip is built), or delete them (after a
 * confirmation; the server deletes all or none and names the used ones and their users).
 */
import { type CategoryNode, type Material, materialFileUrl } from '@soundboard/contract';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { Download, FolderInput, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { bulkDelete, bulkMove } from '../../api/materials';
import { useT } from '../../i18n/use-t';
import { download as save } from '../../resource/download';
import { MoveDialog } from './move-dialog';

export function BulkBar({
  selected,
  known,
  nodes,
  canWrite,
  onChanged,
  onClear,
  onRefused,
}: {
  selected: ReadonlySet<number>;
  /** Materials seen so far by id (for names when downloading). */
  known: ReadonlyMap<number, Material>;
  nodes: readonly CategoryNode[];
  canWrite: boolean;
  onChanged: () => void;
  onClear: () => void;
  /** The server's refusal of a delete (which materials are used, and where). */
  onRefused: (message: string) => void;
}) {
  const t = useT();
  const [moving, setMoving] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const ids = [...selected];
  if (ids.length === 0) return null;

  const download = async () => {
    setDownloading(true);
    for (const id of ids) await save(materialFileUrl(id), known.get(id)?.name ?? `material-${id}`);
    setDownloading(false);
  };
  const remove = async () => {
    const ok = await confirm({
      title: t('material.delete.title', { count: ids.length }),
      content: t('material.delete.content'),
      danger: true,
      okText: t('material.delete'),
    });
    if (!ok) return;
    await bulkDelete(ids).then(
      () => {
        onClear();
        onChanged();
      },
      (error: unknown) => onRefused(error instanceof Error ? error.message : ''),
    );
  };

  return (
    <div
      role="toolbar"
      aria-label={t('material.bulk')}
      className="flex flex-wrap items-center gap-2 rounded-lg bg-primary-subtle px-4 py-2"
    >
      <span className="mr-auto text-sm text-default" aria-live="polite">
        {t('material.selected', { count: ids.length })}
      </span>
      {canWrite && (
        <Button size="sm" icon={<FolderInput />} onPress={() => setMoving(true)}>
          {t('material.move')}
        </Button>
      )}
      <Button size="sm" icon={<Download />} isPending={downloading} onPress={download}>
        {t('material.download')}
      </Button>
      {canWrite && (
        <Button size="sm" variant="danger" icon={<Trash2 />} onPress={remove}>
          {t('material.delete')}
        </Button>
      )}
      <Button size="sm" variant="text" icon={<X />} onPress={onClear}>
        {t('material.clearSelection')}
      </Button>
      {moving && (
        <MoveDialog
          count={ids.length}
          nodes={nodes}
          onClose={() => setMoving(false)}
          onMove={(categoryId) =>
            bulkMove(ids, categoryId).then(() => {
              onChanged();
            })
          }
        />
      )}
    </div>
  );
}
