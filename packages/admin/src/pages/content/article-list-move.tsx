/**
 * "Move to category" for the selected articles: a dialog with the article tree's enabled categories, then
 * POST /articles/bulk-move; each article moves on its own (one in a state that cannot be edited is named with
 * the reason), so the answer is told like any bulk action's.
 */
import { ARTICLES_PATH, article, type BulkAnswer } from '@soundboard/contract';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Modal } from '@soundboard/ui/overlays/modal.tsx';
import { useState } from 'react';
import { request } from '../../api/http';
import { useT } from '../../i18n/use-t';
import type { ResourceRecord } from '../../resource/api';
import { bulkSummary } from '../../resource/bulk-actions';
import { reportBulk } from '../../resource/bulk-report';
import { CategorySelect } from '../../resource/category-values';

export const bulkMoveArticles = (ids: number[], categoryId: number) =>
  request<BulkAnswer>({ method: 'POST', url: `${ARTICLES_PATH}/bulk-move`, data: { ids, categoryId } });

export function ArticleMoveButton({
  selected,
  rows,
  onDone,
}: {
  selected: Set<number>;
  rows: readonly ResourceRecord[];
  onDone: () => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" isDisabled={selected.size === 0} onPress={() => setOpen(true)}>
        {t('articles.list.move')}
      </Button>
      {open && (
        <ArticleMoveDialog
          ids={[...selected]}
          rows={rows}
          onClose={() => setOpen(false)}
          onMoved={() => {
            setOpen(false);
            onDone();
          }}
        />
      )}
    </>
  );
}

function ArticleMoveDialog({
  ids,
  rows,
  onClose,
  onMoved,
}: {
  ids: number[];
  rows: readonly ResourceRecord[];
  onClose: () => void;
  onMoved: () => void;
}) {
  const t = useT();
  const [target, setTarget] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const move = async () => {
    if (target === null) return;
    setPending(true);
    try {
      const answer = await bulkMoveArticles(ids, target);
      reportBulk(t, t('articles.list.move'), bulkSummary(article, answer, rows));
      onMoved();
    } catch {
      // The request layer has shown why; the dialog stays for another try.
      setPending(false);
    }
  };
  return (
    <Modal
      isOpen
      isDismissable
      onOpenChange={(next) => !next && onClose()}
      title={t('articles.list.move.title', { count: ids.length })}
      footer={
        <>
          <Button onPress={onClose}>{t('articles.list.cancel')}</Button>
          <Button variant="primary" isDisabled={target === null} isPending={pending} onPress={() => void move()}>
            {t('articles.list.move.ok')}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void move();
        }}
      >
        <CategorySelect
          tree="article"
          label={t('articles.list.move.to')}
          placeholder={t('articles.list.move.choose')}
          autoFocus
          value={target}
          onChange={setTarget}
        />
      </form>
    </Modal>
  );
}
