/**
 * The article list's own cells: the status tag in its tone, with a small "Unpublished changes" tag beside
 * Published when the working copy differs from the live version (it goes live only when published again); the
 * publishing time as day over time, so the row actions stay in view at 1440 px.
 */
import { useStore } from '@nanostores/react';
import { article } from '@soundboard/contract';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { dateTimeFormat } from '@soundboard/ui/i18n/intl-formats.ts';
import { useT } from '../../i18n/use-t';
import { formatDate } from '../../lib/format-date';
import type { ResourceRecord } from '../../resource/api';
import type { ResourceLabels } from '../../resource/labels';
import { toneOf } from '../../resource/tones';
import { $locale } from '../../stores/locale';

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

export function PublishedAt({ value }: { value: unknown }) {
  const locale = useStore($locale);
  if (typeof value !== 'string' || value === '') return <span className="text-muted">-</span>;
  return (
    <time dateTime={value} className="flex flex-col">
      <span>{formatDate(value)}</span>
      <span className="text-xs text-secondary">
        {dateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(value))}
      </span>
    </time>
  );
}
