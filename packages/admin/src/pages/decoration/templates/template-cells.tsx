/**
 * The template list's own cells: the thumbnail (the first image of the record's `thumbnail`), the name with
 * "In use" and "Default" tags, and the last publishing time with "Unpublished changes" (or "Not published").
 */
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { useT } from '../../../i18n/use-t';
import type { ResourceRecord } from '../../../resource/api';
import { PublishedAt } from '../../content/article-list-cells';
import { MaterialThumb } from '../../material/material-thumb';

export function TemplateThumbnail({ row }: { row: ResourceRecord }) {
  const id = (row.thumbnail as number[] | undefined)?.[0];
  return id === undefined ? (
    <span className="block h-16 w-9 rounded-sm bg-fill-2" aria-hidden="true" />
  ) : (
    <MaterialThumb id={id} kind="image" className="h-16 w-9 rounded-sm" />
  );
}

export function TemplateTags({ row }: { row: ResourceRecord }) {
  const t = useT();
  if (row.active !== true && row.isDefault !== true) return null;
  return (
    <span className="inline-flex flex-wrap gap-1">
      {row.active === true && (
        <StatusTag color="success" size="sm">
          {t('decoration.list.active')}
        </StatusTag>
      )}
      {row.isDefault === true && (
        <StatusTag color="default" size="sm">
          {t('decoration.list.default')}
        </StatusTag>
      )}
    </span>
  );
}

export function TemplatePublished({ row }: { row: ResourceRecord }) {
  const t = useT();
  if (Number(row.publishedVersion ?? 0) === 0)
    return (
      <StatusTag color="default" size="sm">
        {t('decoration.list.neverPublished')}
      </StatusTag>
    );
  return (
    <span className="flex flex-col items-start gap-1">
      <PublishedAt value={row.lastPublishedAt} />
      {row.unpublishedChanges === true && (
        <StatusTag color="warning" size="sm">
          {t('decoration.list.unpublishedChanges')}
        </StatusTag>
      )}
    </span>
  );
}
