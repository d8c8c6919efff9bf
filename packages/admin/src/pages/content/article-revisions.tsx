/**
 * The article's revisions (h4's list and h5's editor open it): every publish kept one. A list (number, title, who,
 * when) with "Restore into draft" on each, and the comparison of any two — by default the newest revision against
 * the current draft. Restoring asks first, sends the article's version (optimistic lock) and hands the saved
 * article to `onRestored`; a version conflict (the draft changed meanwhile) is said in the dialog.
 */
import type { ArticleRevisionSummary } from '@soundboard/contract';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { Empty } from '@soundboard/ui/feedback/empty.tsx';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { cn } from '@soundboard/ui/lib/cn.ts';
import { Modal } from '@soundboard/ui/overlays/modal.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { RotateCcw } from 'lucide-react';
import { useCallback, useState } from 'react';
import { isVersionConflict } from '../../api/errors';
import { useT } from '../../i18n/use-t';
import { formatDateTime } from '../../lib/format-date';
import { useLatestLoad } from '../../lib/use-latest-load';
import type { ResourceRecord } from '../../resource/api';
import { bigDialogClassName } from './article-preview';
import { type Choice, type Content, defaultChoice, sameContent, sideKey } from './article-revision-choice';
import { RevisionDiff } from './article-revision-diff';
import { articlesApi } from './articles-api';

export interface ArticleRevisionsProps {
  articleId: number;
  /** The article's version as the caller has it: restoring is refused if the draft has moved on. */
  version: number;
  open: boolean;
  onClose: () => void;
  onRestored: (record: ResourceRecord) => void;
}

/** The list, and the draft and newest revision up front: whether they differ decides what is compared first. */
async function loadRevisions(articleId: number) {
  const revisions = await articlesApi.revisions(articleId);
  const known = new Map<string, Content>();
  const newest = revisions[0];
  if (!newest) return { revisions, known, initial: null };
  const [draft, latest] = await Promise.all([
    articlesApi.preview(articleId),
    articlesApi.revision(articleId, newest.number),
  ]);
  known.set(sideKey('draft'), draft).set(sideKey(newest.number), latest);
  const numbers = revisions.map((revision) => revision.number);
  return { revisions, known, initial: defaultChoice(numbers, sameContent(draft, latest)) };
}

function RevisionList({
  revisions,
  onRestore,
}: {
  revisions: ArticleRevisionSummary[];
  onRestore: (revision: ArticleRevisionSummary) => void;
}) {
  const t = useT();
  return (
    <ol aria-label={t('articles.revisions.list')} className="flex flex-col gap-2 @3xl:w-72 @3xl:shrink-0">
      {revisions.map((revision) => (
        <li key={revision.number} className="flex flex-col gap-1 rounded-md border border-subtle px-3 py-2">
          <div className="flex items-baseline gap-2">
            <span className="shrink-0 text-sm font-semibold text-primary-text">
              {t('articles.revisions.number', { number: revision.number })}
            </span>
            <span className="min-w-0 flex-1 truncate text-sm text-default" title={revision.title}>
              {revision.title}
            </span>
          </div>
          <p className="text-xs text-secondary">
            {[revision.publishedByName ?? t('articles.revisions.someone'), formatDateTime(revision.publishedAt)].join(
              ' · ',
            )}
          </p>
          <Button
            size="sm"
            variant="text"
            icon={<RotateCcw />}
            className="self-start"
            aria-label={t('articles.revisions.restoreNumber', { number: revision.number })}
            onPress={() => onRestore(revision)}
          >
            {t('articles.revisions.restore')}
          </Button>
        </li>
      ))}
    </ol>
  );
}

function Revisions({ articleId, version, onRestored }: Omit<ArticleRevisionsProps, 'open' | 'onClose'>) {
  const t = useT();
  const load = useCallback(() => loadRevisions(articleId), [articleId]);
  const { data, failed, reload } = useLatestLoad(load);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [conflict, setConflict] = useState(false);

  const restore = async (revision: ArticleRevisionSummary) => {
    const ok = await confirm({
      title: t('articles.revisions.confirmTitle', { number: revision.number }),
      content: t('articles.revisions.confirmContent'),
      okText: t('articles.revisions.restore'),
    });
    if (!ok) return;
    setConflict(false);
    try {
      const record = await articlesApi.restore(articleId, revision.number, version);
      toast.success(t('articles.revisions.restored', { number: revision.number }));
      onRestored(record);
    } catch (error) {
      // Other failures are already toasted by the client.
      if (isVersionConflict(error)) setConflict(true);
    }
  };

  if (failed)
    return (
      <Alert status="error" title={t('articles.revisions.failed')}>
        <Button size="sm" onPress={reload}>
          {t('articles.revisions.retry')}
        </Button>
      </Alert>
    );
  if (!data) return <Skeleton rows={6} label={t('articles.revisions.loading')} />;
  const { revisions, known, initial } = data;
  if (!initial) return <Empty description={t('articles.revisions.none')} />;
  const shown = choice ?? initial;
  return (
    <div className="@container flex flex-col gap-4">
      {conflict && (
        <Alert status="warning" title={t('articles.revisions.conflictTitle')}>
          {t('articles.revisions.conflict')}
        </Alert>
      )}
      <div className="flex flex-col gap-4 @3xl:flex-row">
        <RevisionList revisions={revisions} onRestore={(revision) => void restore(revision)} />
        <RevisionDiff articleId={articleId} revisions={revisions} known={known} choice={shown} onChoice={setChoice} />
      </div>
    </div>
  );
}

export function ArticleRevisions({ articleId, version, open, onClose, onRestored }: ArticleRevisionsProps) {
  const t = useT();
  return (
    <Modal
      isOpen={open}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('articles.revisions.title')}
      size="full"
      // Wide enough that the comparison beside the list is still side by side.
      className={cn('max-w-[1320px]', bigDialogClassName)}
    >
      {open && <Revisions articleId={articleId} version={version} onRestored={onRestored} />}
    </Modal>
  );
}

export default ArticleRevisions;
