/**
 * Forum moderation (/content/forum): the topics list, the review queue (with its count), readers' reports, the
 * moderation log, members and the public API's site tokens, as tabs kept in the URL (?tab=) so the browser's
 * back button returns to the previous tab.
 */
import { Tabs } from '@soundboard/ui/navigation/tabs.tsx';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useT } from '../../i18n/use-t';
import { useLatestLoad } from '../../lib/use-latest-load';
import { useCan } from '../../resource/can';
import type { PageProps } from '../../routes/types';
import { forumApi } from './forum-api';
import { type ForumTab, TOPICS_DEFAULT_SEARCH, tabOf, visibleTabs } from './forum-tabs';
import { LogTab } from './log-tab';
import { MembersTab } from './members-tab';
import { QueueTab } from './queue-tab';
import { ReportsTab } from './reports-tab';
import { SiteTokensTab } from './site-tokens-tab';
import { TopicsTab } from './topics-tab';

const noQueue = () => Promise.resolve(undefined);

export default function ForumPage({ route }: PageProps) {
  const t = useT();
  const can = useCan();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const visible = visibleTabs(can);
  const tab = tabOf(search, visible);
  const mayModerate = can('content:moderate');
  // The queue is read here, not in its tab, so the tab's title can carry the count.
  const queue = useLatestLoad(mayModerate ? forumApi.queue : noQueue);

  // First visit without any list parameters: the topics list hides deleted topics.
  useEffect(() => {
    if (search === '') navigate(`${location}?${TOPICS_DEFAULT_SEARCH}`, { replace: true });
  }, []);

  const open = (next: ForumTab) => navigate(`${location}?${next === 'topics' ? TOPICS_DEFAULT_SEARCH : `tab=${next}`}`);
  const title = t(route.titleKey);
  const content: Record<ForumTab, () => React.ReactNode> = {
    topics: () => <TopicsTab title={title} onModerated={queue.reload} />,
    queue: () => <QueueTab items={queue.data} failed={queue.failed} reload={queue.reload} />,
    reports: () => <ReportsTab onChanged={queue.reload} />,
    log: () => <LogTab />,
    members: () => <MembersTab />,
    tokens: () => <SiteTokensTab />,
  };

  return (
    <div className="flex flex-col gap-4">
      <Tabs
        aria-label={title}
        selectedKey={tab}
        onSelectionChange={(key) => open(key as ForumTab)}
        items={visible.map((id) => ({
          id,
          title: t(`forum.tab.${id}`),
          ...(id === 'queue' && queue.data ? { count: queue.data.length } : {}),
          // The topics list brings its own heading; the other tabs get the same one, so the page does not jump.
          content:
            id !== tab ? null : id === 'topics' ? (
              content.topics()
            ) : (
              <section aria-labelledby="forum-tab-title" className="flex flex-col gap-4">
                <h1 id="forum-tab-title" className="text-xl font-semibold text-default">
                  {title}
                </h1>
                <div className="rounded-lg bg-surface p-4">{content[id]()}</div>
              </section>
            ),
        }))}
      />
    </div>
  );
}
