/**
 * The article list's own cells: the status tag in its tone, with a small "Unpublished changes" tag beside
 * Published when the working copy differs from the live version (it goes live only when published again).
 */
import { article } from '@soundboard/contract';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { useT } from '../../i18n/use-t';
import type { ResourceRecord } from '../../resource/api';
import type { ResourceLabels } from '../../resource/labels';
import { toneOf } from '../../resource/tones';

export function ArticleStatus({ row, labels }: { row: ResourceRecord; labels: ResourceLabels }) {
  const t = useT();
  const status = String(row.status);
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <StatusTag color={toneOf(article.fields.status, status)} size="sm">
        {labels.value('status', status)}
      </StatusTag>
      {status === 'published' && row.unpublishedChanges === true && (
        <StatusTag color="warning" size="sm">
          {t('articles.list.unpublishedChanges')}
        </StatusTag>
      )}
    </span>
  );
}
