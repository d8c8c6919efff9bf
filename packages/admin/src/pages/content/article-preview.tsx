/**
 * The article's preview (h4's list and h5's editor open it): a large dialog, full screen on a phone, showing the
 * working copy exactly as publishing will show it, with a switch to the version readers see now — absent when
 * nothing is live. Both are loaded when it opens; each shows through ArticleView.
 */
import type { ArticleView as ArticleViewData } from '@soundboard/contract';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Radio, RadioGroup } from '@soundboard/ui/inputs/radio-group.tsx';
import { cn } from '@soundboard/ui/lib/cn.ts';
import { Modal } from '@soundboard/ui/overlays/modal.tsx';
import { useCallback, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useLatestLoad } from '../../lib/use-latest-load';
import { ArticleView } from './article-view';
import { articlesApi } from './articles-api';

export interface ArticlePreviewProps {
  articleId: number;
  open: boolean;
  onClose: () => void;
}

type Shown = 'draft' | 'live';

/** A phone's whole screen below 768 px (shrink-0: the overlay's padding would squeeze it); each sets its width above. */
export const bigDialogClassName =
  'max-md:h-dvh max-md:max-h-none max-md:w-screen max-md:shrink-0 max-md:max-w-none max-md:rounded-none';

function Versions({ articleId }: { articleId: number }) {
  const t = useT();
  const [shown, setShown] = useState<Shown>('draft');
  const load = useCallback(
    () => Promise.all([articlesApi.preview(articleId), articlesApi.live(articleId)]),
    [articleId],
  );
  const { data, failed, reload } = useLatestLoad<[ArticleViewData, ArticleViewData | null]>(load);
  if (failed)
    return (
      <Alert status="error" title={t('articles.preview.failed')}>
        <Button size="sm" onPress={reload}>
          {t('articles.preview.retry')}
        </Button>
      </Alert>
    );
  if (!data) return <Skeleton rows={8} label={t('articles.preview.loading')} />;
  const [draft, live] = data;
  const article = shown === 'live' && live ? live : draft;
  return (
    <div className="flex flex-col gap-4">
      {live ? (
        <RadioGroup
          variant="button"
          aria-label={t('articles.preview.version')}
          value={shown}
          onChange={(value) => setShown(value as Shown)}
        >
          <Radio value="draft">{t('articles.preview.draft')}</Radio>
          <Radio value="live">{t('articles.preview.live')}</Radio>
        </RadioGroup>
      ) : (
        <p className="text-sm text-secondary">{t('articles.preview.neverPublished')}</p>
      )}
      <ArticleView article={article} />
    </div>
  );
}

export function ArticlePreview({ articleId, open, onClose }: ArticlePreviewProps) {
  const t = useT();
  return (
    <Modal
      isOpen={open}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('articles.preview.title')}
      size="full"
      className={cn('max-w-[1000px]', bigDialogClassName)}
    >
      {open && <Versions articleId={articleId} />}
    </Modal>
  );
}

export default ArticlePreview;
