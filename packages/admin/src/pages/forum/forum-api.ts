/** The forum's moderation calls beyond the topic resource (contract content/forum.ts), through the app's one client. */
import {
  FORUM_PATH,
  type ForumMember,
  type ForumPost,
  type ForumReport,
  type ForumThread,
  type ModerateAnswer,
  type ModerateInput,
  type ModerationLogEntry,
  type ListAnswer as Paged,
  type QueueItem,
  type ReportOutcome,
  SITE_TOKENS_PATH,
  type SiteToken,
  type SiteTokenCreated,
  type SiteTokenInput,
} from '@soundboard/contract';
import { request } from '../../api/http';

const query = (params: Record<string, string | number | undefined>) => {
  const entries = Object.entries(params).filter(([, value]) => value !== undefined && value !== '');
  return entries.length ? `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)]))}` : '';
};

export const forumApi = {
  thread: (topicId: number) => request<ForumThread>({ url: `${FORUM_PATH}/topics/${topicId}/thread` }),
  reply: (topicId: number, body: string) =>
    request<ForumPost>({ method: 'POST', url: `${FORUM_PATH}/topics/${topicId}/posts`, data: { body } }),
  moderate: (input: ModerateInput) =>
    request<ModerateAnswer>({ method: 'POST', url: `${FORUM_PATH}/moderate`, data: input }),
  queue: () => request<QueueItem[]>({ url: `${FORUM_PATH}/queue` }),
  reports: (status: 'open' | 'closed', page: number) =>
    request<Paged<ForumReport>>({ url: `${FORUM_PATH}/reports${query({ status, page })}` }),
  closeReport: (id: number, outcome: ReportOutcome) =>
    request<ForumReport>({ method: 'POST', url: `${FORUM_PATH}/reports/${id}/close`, data: { outcome } }),
  log: (filter: { targetKind?: string; targetId?: number; page: number }) =>
    request<Paged<ModerationLogEntry>>({ url: `${FORUM_PATH}/log${query(filter)}` }),
  members: (q: string, page: number) =>
    request<Paged<ForumMember>>({ url: `${FORUM_PATH}/members${query({ q, page })}` }),
  trust: (id: number, trusted: boolean) =>
    request<ForumMember>({ method: 'POST', url: `${FORUM_PATH}/members/${id}/trust`, data: { trusted } }),
  siteTokens: () => request<SiteToken[]>({ url: SITE_TOKENS_PATH }),
  createSiteToken: (data: SiteTokenInput) => request<SiteTokenCreated>({ method: 'POST', url: SITE_TOKENS_PATH, data }),
  revokeSiteToken: (id: number) => request<null>({ method: 'DELETE', url: `${SITE_TOKENS_PATH}/${id}` }),
};
