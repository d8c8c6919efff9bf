/** "Move to": one forum category for the selected topics (the tree's nodes, indented by depth). */
import { useStore } from '@nanostores/react';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Modal } from '@soundboard/ui/overlays/modal.tsx';
import { Select } from '@soundboard/ui/pickers/select.tsx';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useLatestLoad } from '../../lib/use-latest-load';
import { $locale } from '../../stores/locale';
import { loadCategories } from '../classify/categories-api';
import { categoryOptions } from '../material/category-options';

const loadForumCategories = () => loadCategories('forum');

export function MoveTopicDialog({
  count,
  onMove,
  onClose,
}: {
  count: number;
  /** Resolves when done; a rejection keeps the dialog open (the error is already shown). */
  onMove: (categoryId: number) => Promise<void>;
  onClose: () => void;
}) {
  const t = useT();
  const locale = useStore($locale);
  const { data: nodes } = useLatestLoad(loadForumCategories);
  const [target, setTarget] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const move = async () => {
    if (!target) return;
    setPending(true);
    await onMove(Number(target)).catch(() => setPending(false));
  };
  return (
    <Modal
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      title={t('forum.move.title', { count })}
      footer={
        <>
          <Button onPress={onClose}>{t('forum.cancel')}</Button>
          <Button variant="primary" isDisabled={!target} isPending={pending} onPress={() => void move()}>
            {t('forum.action.move')}
          </Button>
        </>
      }
    >
      <Select
        label={t('forum.move.to')}
        autoFocus
        options={categoryOptions(nodes ?? [], locale)}
        value={target}
        onChange={setTarget}
      />
    </Modal>
  );
}
