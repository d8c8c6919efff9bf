/**
 * Dictionary namespaces a page needs besides `entry` and `app`, by screen name (a resource screen gets
 * `resources` without being listed). Loaded with the page's code (lazy-page.tsx), so it never shows a key.
 */
import type { ScreenName } from '@soundboard/contract';
import type { Namespace } from '../i18n';

const PAGE_MESSAGES = {
  // The workplace's latest orders show their statuses in the resource dictionaries' words; its sales-target panel
  // speaks the kpi screen's (loaded with the page, so the panel shows at once; the invoices panel, for finance
  // readers only, loads the finance words itself).
  Workplace: ['resources', 'kpi'],
  UserManage: ['settings'],
  Role: ['settings', 'notifications'],
  UserSetting: ['notifications'],
  UserMessage: ['notifications'],
  Menus: ['settings', 'menus'],
  Config: ['config'],
  ConfigDetail: ['config'],
  ConfigAttr: ['config', 'resources'],
  UserKpi: ['kpi'],
  CertificationReview: ['settings'],
  ArticleClassify: ['classify'],
  ForumClassify: ['classify'],
  MaterialClassify: ['classify'],
  TextClassify: ['classify'],
  MusicClassify: ['classify'],
  Material: ['materials', 'classify'],
  Company: ['crm'],
  Customer: ['crm'],
  CustomerTracking: ['crm', 'resources'],
  Article: ['articles', 'classify'],
  ArticleAdd: ['articles', 'resources', 'classify'],
  ArticleEdit: ['articles', 'resources', 'classify'],
  Forum: ['forum', 'classify'],
  ForumAdd: ['forum', 'resources', 'classify'],
  ForumEdit: ['forum', 'resources', 'classify'],
  StoreHome: ['stores', 'resources'],
  StoreInfo: ['stores', 'resources'],
  DecorationHome: ['decoration', 'resources'],
  DecorationHomeAdd: ['decoration', 'resources'],
  DecorationHomeEdit: ['decoration', 'resources'],
  Fitment: ['decoration', 'resources'],
  Advertisement: ['ads', 'decoration', 'resources'],
  TextTemplate: ['templates', 'resources', 'classify'],
  TextTemplateAdd: ['templates', 'resources', 'classify'],
  TextTemplateEdit: ['templates', 'resources', 'classify'],
  MusicTemplate: ['music', 'resources', 'classify'],
  MusicTemplateAdd: ['music', 'resources', 'classify'],
  MusicTemplateEdit: ['music', 'resources', 'classify'],
  StoreSchedule: ['playback', 'stores', 'resources'],
  StorePlayout: ['playback', 'stores', 'resources'],
  Withdrawal: ['finance', 'resources'],
  WithdrawalPrint: ['finance', 'resources'],
  Invoice: ['finance', 'resources'],
  InvoicePrint: ['finance', 'resources'],
  Partner: ['finance', 'resources'],
} satisfies Partial<Record<ScreenName, readonly Namespace[]>>;

const byName: Partial<Record<string, readonly Namespace[]>> = PAGE_MESSAGES;

/** The namespaces of a screen's page (none for a route that is no screen, or a page that needs none). */
export function pageMessages(screen: { name: string; resource?: string | undefined }): Namespace[] {
  const own = byName[screen.name] ?? [];
  return [...new Set<Namespace>([...(screen.resource ? (['resources'] as const) : []), ...own])];
}
