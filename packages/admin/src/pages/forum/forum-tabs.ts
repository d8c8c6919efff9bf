/** The forum screen's tabs and who sees which (pure: tested without a screen). */
export const FORUM_TABS = ['topics', 'queue', 'reports', 'log', 'members', 'tokens'] as const;
export type ForumTab = (typeof FORUM_TABS)[number];

/** What each tab needs besides reading the forum. */
const NEEDS: Record<ForumTab, string | null> = {
  topics: null,
  queue: 'content:moderate',
  reports: 'content:moderate',
  log: 'content:moderate',
  members: 'content:moderate',
  tokens: 'config:write',
};

export function visibleTabs(can: (permission: string) => boolean): ForumTab[] {
  return FORUM_TABS.filter((tab) => {
    const need = NEEDS[tab];
    return need === null || can(need);
  });
}

/** The tab a URL's ?tab= asks for, if this user sees it; else the topics. */
export function tabOf(search: string, visible: readonly ForumTab[]): ForumTab {
  const asked = new URLSearchParams(search).get('tab');
  return visible.find((tab) => tab === asked) ?? 'topics';
}

/** The topics list starts without the deleted topics (a moderator asks for them by the filter). */
export const TOPICS_DEFAULT_SEARCH = 'deleted=false';
