/**
 * Deleting the selected rows at once, after a confirmation: all of them or none (the server refuses the whole
 * request when one is still referenced). Shown disabled with the reason to a user who may not write.
 */
import type { ResourceDef } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { Permission } from '@soundboard/ui/widgets/permission.tsx';
import { useT } from '../i18n/use-t';
import { apiFor } from './api';

export interface BulkDeleteProps {
  def: ResourceDef;
  selected: Set<number>;
  /** The rows are gone: clear the selection and reload. */
  onDeleted: () => void;
}

export function BulkDelete({ def, selected, onDeleted }: BulkDeleteProps) {
  const t = useT();
  const remove = async () => {
    const ids = [...selected];
    const ok = await confirm({
      title: t('resource.bulkDelete.title'),
      content: t('resource.bulkDelete.content', { count: ids.length }),
      danger: true,
      okText: t('resource.delete'),
    });
    if (!ok) return;
    const result = await apiFor(def)
      .bulkRemove(ids)
      .catch(() => null);
    if (!result) return;
    toast.success(t('resource.deleted', { count: result.deleted }));
    onDeleted();
  };
  return (
    <Permission required={def.permissions.write} mode="disable" reason={t('resource.noPermission')}>
      <Button size="sm" variant="danger" isDisabled={selected.size === 0} onPress={() => void remove()}>
        {t('resource.bulkDelete')}
      </Button>
    </Permission>
  );
}
