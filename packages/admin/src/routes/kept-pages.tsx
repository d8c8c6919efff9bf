/**
 * Keep-alive tabs (docs/modules/app-shell.md): the shown page and the kept pages of other tabs ($keptPaths) are
 * all mounted; only the shown one is visible. A page that leaves the kept list unmounts (closed, refreshed,
 * dropped by the cap, signed out), an ignoreCache page as soon as another is shown.
 *
 * Each page sits in React's <Activity>: hidden, it keeps its state and DOM (drafts, open drawers, expanded trees)
 * while its effects are removed, so its polling, timers, store and location subscriptions and key listeners stop
 * without the page doing anything, and a page learns it is hidden (and shown again) from its effects' clean-up
 * (and set-up). React also hides what the page rendered in portals (React Aria's drawers and dialogs).
 * A hidden page costs no render when the route changes: its element is memoised on its route and path.
 */
import { useStore } from '@nanostores/react';
import { pathOf } from '@soundboard/ui/widgets/tab-bar-model.ts';
import { Activity, memo, Suspense, useMemo } from 'react';
import { $keptPaths, $tabs } from '../stores/tabs';
import { KeptLocation } from './kept-location';
import { KeptScroll } from './kept-scroll';
import { lazyPage } from './lazy-page';
import { matchPath } from './match';
import { PageLoading } from './page-loading';
import { NOT_FOUND_ROUTE, routeByName } from './table';
import type { AppRoute } from './types';

export interface ShownPage {
  route: AppRoute;
  /** Relative to the base, without the query. */
  path: string;
  /** Path plus query. */
  fullPath: string;
}

export default function KeptPages({ shown }: { shown: ShownPage }) {
  const kept = useStore($keptPaths);
  const tabs = useStore($tabs);
  // In tab order, the shown page in its tab's place: a page moved in the DOM would lose inner scroll positions.
  const pages: ShownPage[] = [];
  for (const tab of tabs) {
    const path = pathOf(tab.fullPath);
    const route = routeByName(tab.name);
    if (path === shown.path) pages.push(shown);
    else if (route && kept.includes(path)) pages.push({ route, path, fullPath: tab.fullPath });
  }
  if (!pages.includes(shown)) pages.push(shown);
  return pages.map((page) => <KeptPage key={`${page.route.name}:${page.path}`} {...page} visible={page === shown} />);
}

const KeptPage = memo(function KeptPage({ route, path, fullPath, visible }: ShownPage & { visible: boolean }) {
  // Memoised, so neither showing nor hiding the page nor a change of its query re-renders it from here: <Activity>
  // gets the same children, and the page the same params (its location hooks follow the query).
  const page = useMemo(() => {
    const Page = lazyPage(route);
    const params = route === NOT_FOUND_ROUTE ? {} : (matchPath(route.path, path) ?? {});
    return (
      <div data-slot="page" data-path={path} className="animate-page-in">
        <KeptScroll />
        <Suspense fallback={<PageLoading />}>
          <Page route={route} params={params} />
        </Suspense>
      </div>
    );
  }, [route, path]);
  const tree = useMemo(() => <KeptLocation fullPath={fullPath}>{page}</KeptLocation>, [fullPath, page]);
  return <Activity mode={visible ? 'visible' : 'hidden'}>{tree}</Activity>;
});
