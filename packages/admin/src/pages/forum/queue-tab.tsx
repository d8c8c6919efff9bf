/**
 * The review queue (GET /forum/queue): topics and replies waiting, oldest first, with why each was held.
 * One by one (the buttons, or keys on the focused item: ↑/↓ move, A approve, T approve and trust, R reject,
 * Space select) or several at once by selection.
 */
import type { QueueItem } from '@soundboard/contract';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { Empty } from '@soundboard/ui/feedback/empty.tsx';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { NativeCheckbox } from '@soundboard/ui/inputs/native-checkbox.tsx';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../../layout/load-failed';
import { formatDateTime } from '../../lib/format-date';
import { type ModerationGroup, useModeration } from './moderation';
import { QUEUE_SHORTCUTS, queueKey } from './queue-keys';

const keyOf = (item: QueueItem) => `${item.target}:${item.id}`;

function groupsOf(items: QueueItem[]): ModerationGroup[] {
  return (['topic', 'post'] as const).map((target) => ({
    target,
    ids: items.filter((item) => item.target === target).map((item) => item.id),
  }));
}

export function QueueTab({
  items,
  failed,
  reload,
}: {
  items: QueueItem[] | undefined;
  failed: boolean;
  reload: () => void;
}) {
  const t = useT();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [active, setActive] = useState(0);
  const refs = useRef<(HTMLLIElement | null)[]>([]);
  // After a key acted on an item, focus stays in the list: on the item that took its place.
  const refocus = useRef(false);
  const moderation = useModeration(() => {
    setSelected(new Set());
    reload();
  });
  useEffect(() => {
    if (!refocus.current || !items) return;
    refocus.current = false;
    refs.current[Math.min(active, items.length - 1)]?.focus();
  }, [items]);

  if (failed) return <LoadFailed title={t('forum.loadFailed')} onRetry={reload} />;
  if (!items) return <Skeleton rows={6} />;
  if (items.length === 0) return <Empty description={t('forum.queue.empty')} />;

  const current = Math.min(active, items.length - 1);
  const chosen = items.filter((item) => selected.has(keyOf(item)));
  const toggle = (item: QueueItem) => {
    const next = new Set(selected);
    if (next.has(keyOf(item))) next.delete(keyOf(item));
    else next.add(keyOf(item));
    setSelected(next);
  };
  const hint = (key: string) => (
    <kbd className="rounded-sm border border-current px-1 font-mono text-xs opacity-70">{key.toUpperCase()}</kbd>
  );

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <NativeCheckbox
            isSelected={chosen.length === items.length}
            onChange={(on) => setSelected(on ? new Set(items.map(keyOf)) : new Set())}
          >
            {t('forum.selectAll')}
          </NativeCheckbox>
          <span className="text-sm text-secondary">{t('forum.selectedCount', { count: chosen.length })}</span>
          <Button
            size="sm"
            isDisabled={chosen.length === 0}
            onPress={() => void moderation.runGroups('approve', groupsOf(chosen))}
          >
            {t('forum.action.approve')}
          </Button>
          <Button
            size="sm"
            isDisabled={chosen.length === 0}
            onPress={() => void moderation.runGroups('approveTrust', groupsOf(chosen))}
          >
            {t('forum.action.approveTrust')}
          </Button>
          <Button
            size="sm"
            variant="danger"
            isDisabled={chosen.length === 0}
            onPress={() => void moderation.runGroups('reject', groupsOf(chosen))}
          >
            {t('forum.action.reject')}
          </Button>
        </div>
        <p id="queue-keys" className="text-xs text-secondary">
          {t('forum.queue.keys')}
        </p>
      </div>
      <ul aria-label={t('forum.tab.queue')} aria-describedby="queue-keys" className="flex flex-col gap-2">
        {items.map((item, index) => (
          <li
            key={keyOf(item)}
            ref={(element) => {
              refs.current[index] = element;
            }}
            tabIndex={index === current ? 0 : -1}
            aria-label={`${item.title} — ${item.authorName}`}
            onFocus={() => setActive(index)}
            onKeyDown={(event) => {
              if (event.target !== event.currentTarget) return;
              const key = queueKey(event, index, items.length);
              if (!key) return;
              event.preventDefault();
              if (key.kind === 'move') refs.current[key.to]?.focus();
              else if (key.kind === 'toggle') toggle(item);
              else {
                refocus.current = true;
                void moderation.run(item.target, key.action, [item.id]);
              }
            }}
            className="flex flex-col gap-2 rounded-lg border border-subtle p-3 outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="flex min-w-0 flex-col gap-1">
                <NativeCheckbox
                  className="min-w-0"
                  isSelected={selected.has(keyOf(item))}
                  onChange={() => toggle(item)}
                >
                  <span className="min-w-0 font-medium [overflow-wrap:anywhere]">
                    {item.target === 'post' ? t('forum.queue.replyTo', { title: item.title }) : item.title}
                  </span>
                </NativeCheckbox>
                <span className="text-xs text-secondary">
                  {item.authorName} · {formatDateTime(item.createdAt)}
                </span>
                <span className="flex flex-wrap gap-1">
                  <StatusTag size="sm">{t(`forum.target.${item.target}`)}</StatusTag>
                  {item.heldReason && (
                    <StatusTag size="sm" color="warning">
                      {t(`forumTopic.heldReason.${item.heldReason}`)}
                    </StatusTag>
                  )}
                </span>
              </div>
              <div className="flex flex-wrap gap-1">
                <Button size="sm" onPress={() => void moderation.run(item.target, 'approve', [item.id])}>
                  {t('forum.action.approve')} {hint(QUEUE_SHORTCUTS.approve)}
                </Button>
                <Button size="sm" onPress={() => void moderation.run(item.target, 'approveTrust', [item.id])}>
                  {t('forum.action.approveTrust')} {hint(QUEUE_SHORTCUTS.approveTrust)}
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  onPress={() => void moderation.run(item.target, 'reject', [item.id])}
                >
                  {t('forum.action.reject')} {hint(QUEUE_SHORTCUTS.reject)}
                </Button>
              </div>
            </div>
            <p className="line-clamp-3 text-sm text-default">{item.excerpt}</p>
          </li>
        ))}
      </ul>
      {moderation.dialogs}
    </div>
  );
}
