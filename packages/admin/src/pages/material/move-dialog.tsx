/** "Move to": one category (or Unfiled) for the selected materials. */
import { useStore } from '@nanostores/react';
import type { CategoryNode } from '@soundboard/contract';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Modal } from '@soundboard/ui/overlays/modal.tsx';
import { Select } from '@soundboard/ui/pickers/select.tsx';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { $locale } from '../../stores/locale';
import { categoryOptions, UNFILED } from './category-options';

export function MoveDialog({
  count,
  nodes,
  onMove,
  onClose,
}: {
  count: number;
  nodes: readonly CategoryNode[];
  /** null: take them out of every category. Resolves when done (rejects: the error is already shown). */
  onMove: (categoryId: number | null) => Promise<void>;
  onClose: () => void;
}) {
  const t = useT();
  const locale = useStore($locale);
  const [target, setTarget] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const move = async () => {
    if (!target) return;
    setPending(true);
    await onMove(target === UNFILED ? null : Number(target)).then(onClose, () => setPending(false));
  };
  return (
    <Modal
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      title={t('material.move.title', { count })}
      footer={
        <>
          <Button onPress={onClose}>{t('material.cancel')}</Button>
          <Button variant="primary" isDisabled={!target} isPending={pending} onPress={move}>
            {t('material.move.ok')}
          </Button>
        </>
      }
    >
      <Select
        label={t('material.move.to')}
        autoFocus
        options={[{ id: UNFILED, label: t('material.category.unfiled') }, ...categoryOptions(nodes, locale)]}
        value={target}
        onChange={setTarget}
      />
    </Modal>
  );
}
