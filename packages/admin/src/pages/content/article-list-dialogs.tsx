/**
 * The article list's Preview and Revisions: the row (or the detail) asks, the page holds one open dialog. The
 * dialogs' code (the preview's rich text, the revisions' diff) loads only when one is first opened, so the
 * list stays light.
 */
import { article, displayName } from '@soundboard/contract';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { NativeButton } from '@soundboard/ui/inputs/native-button.tsx';
import { lazy, Suspense } from 'react';
import { useT } from '../../i18n/use-t';
import type { ResourceRecord } from '../../resource/api';

const ArticlePreview = lazy(() => import('./article-preview'));
const ArticleRevisions = lazy(() => import('./article-revisions'));

export type ArticleDialog = { kind: 'preview' | 'revisions'; id: number; version: number } | null;

/** Revisions exist once the article has been published. */
const hasRevisions = (row: ResourceRecord) => Number(row.revision ?? 0) > 0;

/** Preview and Revisions as the list's compact row buttons, or as the detail drawer's buttons. */
export function ArticleDialogButtons({
  row,
  open,
  compact = false,
}: {
  row: ResourceRecord;
  open: (dialog: ArticleDialog) => void;
  compact?: boolean;
}) {
  const t = useT();
  const name = displayName(article, row);
  const show = (kind: 'preview' | 'revisions') => open({ kind, id: row.id, version: row.version });
  if (compact)
    return (
      <>
        <NativeButton
          size="sm"
          variant="text"
          aria-label={t('articles.list.previewOf', { name })}
          onClick={() => show('preview')}
        >
          {t('articles.list.preview')}
        </NativeButton>
        {hasRevisions(row) && (
          <NativeButton
            size="sm"
            variant="text"
            aria-label={t('articles.list.revisionsOf', { name })}
            onClick={() => show('revisions')}
          >
            {t('articles.list.revisions')}
          </NativeButton>
        )}
      </>
    );
  return (
    <>
      <Button size="sm" onPress={() => show('preview')}>
        {t('articles.list.preview')}
      </Button>
      {hasRevisions(row) && (
        <Button size="sm" onPress={() => show('revisions')}>
          {t('articles.list.revisions')}
        </Button>
      )}
    </>
  );
}

export function ArticleDialogs({
  dialog,
  onClose,
  onRestored,
}: {
  dialog: ArticleDialog;
  onClose: () => void;
  onRestored: () => void;
}) {
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      {dialog.kind === 'preview' ? (
        <ArticlePreview articleId={dialog.id} open onClose={onClose} />
      ) : (
        <ArticleRevisions
          articleId={dialog.id}
          version={dialog.version}
          open
          onClose={onClose}
          onRestored={() => {
            onClose();
            onRestored();
          }}
        />
      )}
    </Suspense>
  );
}
