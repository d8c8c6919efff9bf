/**
 * The topics list: the forumTopic resource screen with bulk moderation of the selected topics, New and Edit on
 * the editor's own page, and the thread as the first thing in the detail drawer.
 */
import { forumTopic } from '@soundboard/contract';
import { useRef } from 'react';
import { useT } from '../../i18n/use-t';
import { useCan } from '../../resource/can';
import { ResourceScreen } from '../../resource/resource-screen';
import { forumAddHref, forumEditHref } from './forum-links';
import { useModeration } from './moderation';
import { ModerationMenu } from './moderation-menu';
import { ThreadView } from './thread-view';

/** `onModerated`: something changed that the review queue's count may show. */
export function TopicsTab({ title, onModerated }: { title: string; onModerated: () => void }) {
  const t = useT();
  const can = useCan();
  // The screen hands over the way to clear the selection and reload when it renders the buttons.
  const done = useRef<() => void>(() => {});
  const moderation = useModeration(() => {
    done.current();
    onModerated();
  });
  const mayModerate = can('content:moderate');
  return (
    <>
      <ResourceScreen
        def={forumTopic}
        title={title}
        pages={{ add: forumAddHref(), edit: forumEditHref }}
        selectionActions={
          mayModerate
            ? (selected, clear) => {
                done.current = clear;
                return (
                  <ModerationMenu
                    target="topic"
                    label={t('forum.moderate')}
                    isDisabled={selected.size === 0}
                    onAction={(action) => void moderation.run('topic', action, [...selected])}
                  />
                );
              }
            : undefined
        }
        detail={{
          defaultTab: 'thread',
          width: 960,
          tabs: (record, reload) => [
            {
              id: 'thread',
              title: t('forum.thread'),
              content: (
                <ThreadView
                  topicId={record.id}
                  onChanged={() => {
                    reload();
                    onModerated();
                  }}
                />
              ),
            },
          ],
        }}
      />
      {moderation.dialogs}
    </>
  );
}
