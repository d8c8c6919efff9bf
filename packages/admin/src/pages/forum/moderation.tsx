/**
 * Running a moderation action (POST /forum/moderate) on one topic or reply or many: reject asks for the reason,
 * move for the category, delete for a confirmation; then a toast says what was done and what was refused and
 * why, and the caller reloads. One hook for the list, the queue and the thread, so they behave alike.
 */
import {
  type BulkAnswer,
  MODERATION_REASON_MAX,
  type ModerationAction,
  type ModerationTarget,
} from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { type ReactNode, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { ReasonDialog } from '../../resource/reason-dialog';
import { forumApi } from './forum-api';
import { moderationSummary } from './moderation-summary';
import { MoveTopicDialog } from './move-topic-dialog';

/** Records of one kind: topics and replies go to the server in separate requests (the queue mixes them). */
export interface ModerationGroup {
  target: ModerationTarget;
  ids: number[];
}

type Asking = { kind: 'reject' | 'move'; groups: ModerationGroup[] } | null;

const count = (groups: ModerationGroup[]) => groups.reduce((sum, group) => sum + group.ids.length, 0);

export function useModeration(onDone: () => void): {
  run: (target: ModerationTarget, action: ModerationAction, ids: number[]) => Promise<void>;
  runGroups: (action: ModerationAction, groups: ModerationGroup[]) => Promise<void>;
  dialogs: ReactNode;
} {
  const t = useT();
  const [asking, setAsking] = useState<Asking>(null);

  const send = async (
    action: ModerationAction,
    groups: ModerationGroup[],
    extra: { reason?: string; categoryId?: number } = {},
  ) => {
    // A refusal of the whole request (403, 422) is toasted by the client; the dialog stays open to retry.
    const answer: BulkAnswer = { done: [], refused: [] };
    for (const { target, ids } of groups.filter((group) => group.ids.length > 0)) {
      const part = await forumApi.moderate({ target, action, ids, ...extra });
      answer.done.push(...part.done);
      answer.refused.push(...part.refused);
    }
    const summary = moderationSummary(answer, t);
    toast[summary.status](summary.text, { id: 'forum-moderation' });
    onDone();
  };

  const runGroups = async (action: ModerationAction, groups: ModerationGroup[]) => {
    if (count(groups) === 0) return;
    if (action === 'reject' || action === 'move') {
      setAsking({ kind: action, groups });
      return;
    }
    if (
      action === 'delete' &&
      !(await confirm({
        title: t('forum.moderation.deleteTitle', { count: count(groups) }),
        content: t('forum.moderation.deleteContent'),
        danger: true,
        okText: t('forum.action.delete'),
      }))
    )
      return;
    await send(action, groups).catch(() => undefined);
  };
  const run = (target: ModerationTarget, action: ModerationAction, ids: number[]) =>
    runGroups(action, [{ target, ids }]);

  const close = () => setAsking(null);
  const dialogs =
    asking?.kind === 'reject' ? (
      <ReasonDialog
        title={t('forum.reject.title', { count: count(asking.groups) })}
        label={t('forum.reject.reason')}
        description={t('forum.reject.hint')}
        requiredMessage={t('forum.reject.required')}
        submitLabel={t('forum.action.reject')}
        maxLength={MODERATION_REASON_MAX}
        onClose={close}
        onSubmit={(reason) => send('reject', asking.groups, { reason }).then(close)}
      />
    ) : asking?.kind === 'move' ? (
      <MoveTopicDialog
        count={count(asking.groups)}
        onClose={close}
        onMove={(categoryId) => send('move', asking.groups, { categoryId }).then(close)}
      />
    ) : null;

  return { run, runGroups, dialogs };
}
