/**
 * A topic's thread in the detail drawer: the opening post and every reply (pending, rejected and deleted ones
 * too, marked), the moderator's tools on the topic and on each reply, several replies at once by selection, and
 * a staff reply. Every action reads the thread again and reloads the list behind.
 */
import type { ForumHoldReason, ForumPost, ForumStatus, ModerationAction, ModerationTarget } from '@soundboard/contract';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { NativeCheckbox } from '@soundboard/ui/inputs/native-checkbox.tsx';
import { useCallback, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../../layout/load-failed';
import { formatDateTime } from '../../lib/format-date';
import { useLatestLoad } from '../../lib/use-latest-load';
import { useCan } from '../../resource/can';
import { forumApi } from './forum-api';
import { useModeration } from './moderation';
import { ModerationMenu } from './moderation-menu';
import { PostBody } from './post-body';
import { type PostState, PostTags } from './post-tags';
import { StaffReply } from './staff-reply';

export function ThreadView({ topicId, onChanged }: { topicId: number; onChanged: () => void }) {
  const t = useT();
  const can = useCan();
  const load = useCallback(() => forumApi.thread(topicId), [topicId]);
  const { data: thread, failed, reload } = useLatestLoad(load);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const changed = () => {
    setSelected(new Set());
    reload();
    onChanged();
  };
  const moderation = useModeration(changed);
  const mayModerate = can('content:moderate');
  const act = (target: ModerationTarget, ids: number[]) => (action: ModerationAction) =>
    void moderation.run(target, action, ids);

  if (failed) return <LoadFailed title={t('forum.loadFailed')} onRetry={reload} />;
  if (!thread) return <Skeleton rows={6} />;
  const topic = thread.topic;
  const topicState: PostState = {
    status: topic.status as ForumStatus,
    heldReason: (topic.heldReason as ForumHoldReason | null) ?? null,
    deleted: Boolean(topic.deleted),
    openReports: Number(topic.openReports ?? 0),
    pinned: Boolean(topic.pinned),
    locked: Boolean(topic.locked),
    featured: Boolean(topic.featured),
  };
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  return (
    <div className="flex flex-col gap-4">
      <article aria-labelledby="thread-title" className="flex flex-col gap-2 rounded-lg border border-subtle p-4">
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex min-w-0 flex-col gap-1">
            <h3 id="thread-title" className="text-base font-semibold text-default">
              {String(topic.title)}
            </h3>
            <span className="text-sm text-secondary">
              {String(topic.authorName ?? '')} · {formatDateTime(String(topic.createdAt ?? topic.lastPostAt))}
            </span>
            <PostTags state={topicState} />
          </div>
          {mayModerate && (
            <ModerationMenu
              target="topic"
              label={t('forum.moderateTopic')}
              state={topicState}
              onAction={act('topic', [topicId])}
            />
          )}
        </header>
        {topicState.status === 'rejected' && topic.rejectReason ? (
          <p className="text-sm text-danger-text">
            {t('forum.rejectedBecause', { reason: String(topic.rejectReason) })}
          </p>
        ) : null}
        <PostBody html={String(topic.body ?? '')} />
      </article>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-default">{t('forum.replies', { count: thread.posts.length })}</h3>
        {mayModerate && thread.posts.length > 0 && (
          <div className="flex flex-wrap items-center gap-2">
            <NativeCheckbox
              isSelected={selected.size === thread.posts.length}
              onChange={(on) => setSelected(on ? new Set(thread.posts.map((post) => post.id)) : new Set())}
            >
              {t('forum.selectAll')}
            </NativeCheckbox>
            <ModerationMenu
              target="post"
              label={t('forum.moderateSelected', { count: selected.size })}
              isDisabled={selected.size === 0}
              onAction={act('post', [...selected])}
            />
          </div>
        )}
      </div>

      <ol className="flex flex-col gap-3" aria-label={t('forum.replies', { count: thread.posts.length })}>
        {thread.posts.map((post) => (
          <ReplyItem
            key={post.id}
            post={post}
            selectable={mayModerate}
            selected={selected.has(post.id)}
            onSelect={(on) => toggle(post.id, on)}
            onAction={act('post', [post.id])}
          />
        ))}
      </ol>
      {thread.posts.length === 0 && <p className="text-sm text-secondary">{t('forum.noReplies')}</p>}

      {(!topicState.locked || mayModerate) && can('content:write') && (
        <StaffReply topicId={topicId} locked={topicState.locked === true} onPosted={changed} />
      )}
      {moderation.dialogs}
    </div>
  );
}

function ReplyItem({
  post,
  selectable,
  selected,
  onSelect,
  onAction,
}: {
  post: ForumPost;
  selectable: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onAction: (action: ModerationAction) => void;
}) {
  const t = useT();
  return (
    <li
      className={`flex flex-col gap-2 rounded-lg border p-3 ${post.deleted ? 'border-danger-border opacity-70' : 'border-subtle'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          {selectable ? (
            <NativeCheckbox isSelected={selected} onChange={onSelect}>
              <span className="text-sm font-medium">
                {t('forum.replyNumber', { number: post.number, name: post.authorName })}
              </span>
            </NativeCheckbox>
          ) : (
            <span className="text-sm font-medium">
              {t('forum.replyNumber', { number: post.number, name: post.authorName })}
            </span>
          )}
          <span className="text-xs text-secondary">
            {formatDateTime(post.createdAt)}
            {post.memberId === null ? ` · ${t('forum.staff')}` : ''}
          </span>
          <PostTags state={post} />
        </div>
        {selectable && (
          <ModerationMenu target="post" label={t('forum.moderateReply', { number: post.number })} onAction={onAction} />
        )}
      </div>
      {post.status === 'rejected' && post.rejectReason && (
        <p className="text-sm text-danger-text">{t('forum.rejectedBecause', { reason: post.rejectReason })}</p>
      )}
      <PostBody html={post.body} />
    </li>
  );
}
