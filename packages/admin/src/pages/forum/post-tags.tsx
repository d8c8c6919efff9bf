/** A topic's or reply's state at a glance: status, held reason, pinned / locked / featured, deleted, reports. */
import { FORUM_STATUS_TONES, type ForumHoldReason, type ForumStatus } from '@soundboard/contract';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { useT } from '../../i18n/use-t';

export interface PostState {
  status: ForumStatus;
  heldReason: ForumHoldReason | null;
  deleted: boolean;
  openReports: number;
  pinned?: boolean;
  locked?: boolean;
  featured?: boolean;
}

export function PostTags({ state }: { state: PostState }) {
  const t = useT();
  return (
    <span className="flex flex-wrap items-center gap-1">
      <StatusTag size="sm" color={FORUM_STATUS_TONES[state.status]}>
        {t(`forumTopic.status.${state.status}`)}
      </StatusTag>
      {state.status === 'pending' && state.heldReason && (
        <StatusTag size="sm" color="warning">
          {t(`forumTopic.heldReason.${state.heldReason}`)}
        </StatusTag>
      )}
      {state.pinned && (
        <StatusTag size="sm" color="primary">
          {t('forumTopic.field.pinned')}
        </StatusTag>
      )}
      {state.locked && <StatusTag size="sm">{t('forumTopic.field.locked')}</StatusTag>}
      {state.featured && (
        <StatusTag size="sm" color="info">
          {t('forumTopic.field.featured')}
        </StatusTag>
      )}
      {state.deleted && (
        <StatusTag size="sm" color="danger">
          {t('forumTopic.field.deleted')}
        </StatusTag>
      )}
      {state.openReports > 0 && (
        <StatusTag size="sm" color="danger">
          {t('forum.reports.count', { count: state.openReports })}
        </StatusTag>
      )}
    </span>
  );
}
