/**
 * One material in a drawer: preview, facts, rename / category / tags, replace the file (same kind, same id:
 * its usages stay), where it is used, and delete — refused by the server while it is used, with the users named
 * (shown here until the drawer closes).
 */
import { type CategoryNode, MATERIAL_ACCEPT, type MaterialDetail } from '@soundboard/contract';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Drawer } from '@soundboard/ui/overlays/drawer.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { Trash2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { deleteMaterial, materialDetail } from '../../api/materials';
import { useT } from '../../i18n/use-t';
import { formatDateTime } from '../../lib/format-date';
import { useLatestLoad } from '../../lib/use-latest-load';
import { formatSize, materialFacts } from './format';
import { MaterialEditForm } from './material-edit-form';
import { MaterialPreview } from './material-preview';
import { ReplaceButton } from './replace-button';
import { UsageList } from './usage-list';
import { VisibilityTag } from './visibility-tag';

function Facts({ material }: { material: MaterialDetail }) {
  const t = useT();
  const rows: [string, string][] = [
    [t('material.field.kind'), `${t(`material.kind.${material.kind}`)} · ${material.mime}`],
    [t('material.field.size'), formatSize(material.size)],
    [t('material.field.facts'), materialFacts(material)],
    [t('material.field.createdAt'), formatDateTime(material.createdAt)],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows
        .filter(([, value]) => value)
        .map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd className="text-default">{value}</dd>
          </div>
        ))}
      <dt className="text-muted">{t('material.field.visibility')}</dt>
      <dd>
        <VisibilityTag material={material} />
      </dd>
    </dl>
  );
}

export function MaterialDetailDrawer({
  id,
  nodes,
  canWrite,
  onClose,
  onChanged,
}: {
  id: number;
  nodes: readonly CategoryNode[];
  canWrite: boolean;
  onClose: () => void;
  /** Something about it changed (saved, replaced, deleted): the list reloads. */
  onChanged: () => void;
}) {
  const t = useT();
  const { data: material, reload } = useLatestLoad(useCallback(() => materialDetail(id), [id]));
  const [refusal, setRefusal] = useState<string | null>(null);
  const changed = () => {
    reload();
    onChanged();
  };
  const remove = async () => {
    if (!material) return;
    const ok = await confirm({
      title: t('material.deleteOne.title', { name: material.name }),
      content: t('material.delete.content'),
      danger: true,
      okText: t('material.delete'),
    });
    if (!ok) return;
    await deleteMaterial(material.id).then(
      () => {
        toast.success(t('material.deleted'));
        onChanged();
        onClose();
      },
      (error: unknown) => setRefusal(error instanceof Error ? error.message : ''),
    );
  };
  return (
    <Drawer
      isOpen
      isDismissable
      width={480}
      title={material?.name ?? t('material.detail')}
      onOpenChange={(open) => !open && onClose()}
    >
      {material && material.id === id && (
        <div className="flex flex-col gap-5">
          <MaterialPreview key={material.hash} material={material} />
          <Facts material={material} />
          <MaterialEditForm
            key={material.version}
            material={material}
            nodes={nodes}
            canWrite={canWrite}
            onSaved={changed}
          />
          <section className="flex flex-col gap-2">
            <h3 className="text-base font-medium text-default">{t('material.usages')}</h3>
            <UsageList usages={material.usages} />
          </section>
          {refusal !== null && (
            <Alert status="error" title={t('material.delete.refused')}>
              {refusal}
            </Alert>
          )}
          {canWrite && (
            <div className="flex flex-wrap gap-2 border-t border-subtle pt-4">
              <ReplaceButton material={material} accept={MATERIAL_ACCEPT[material.kind]} onReplaced={changed} />
              <Button variant="danger" icon={<Trash2 />} onPress={remove}>
                {t('material.delete')}
              </Button>
            </div>
          )}
        </div>
      )}
    </Drawer>
  );
}
