/**
 * The frame around every signed-in page, driven by $settings: navbar, side menu (or top menu), tab bar,
 * breadcrumb, the page, footer, and the settings drawer. On a narrow screen (device 'mobile', below 992px) the
 * menu moves into a drawer opened from the navbar, so the page keeps the width. React Aria's links navigate
 * through wouter inside it (aria-router.tsx).
 */
import '../styles.css';
import { useStore } from '@nanostores/react';
import { WORKBENCH_PATH } from '@soundboard/contract';
import { TopProgress } from '@soundboard/ui/feedback/top-progress.tsx';
import { Breadcrumb } from '@soundboard/ui/navigation/breadcrumb.tsx';
import { PermissionProvider } from '@soundboard/ui/widgets/use-permission.ts';
import { type ReactNode, useEffect, useMemo } from 'react';
import { AriaLocale } from '../i18n/aria-locale';
import { useT } from '../i18n/use-t';
import { listenRouteChange } from '../lib/route-listener';
import { CommandPaletteMount } from '../palette/command-palette-mount';
import type { AppRoute } from '../routes/types';
import { $session } from '../stores/session';
import { $settings } from '../stores/settings';
import { openTab } from '../stores/tabs';
import { AppMobileMenu } from './app-mobile-menu';
import { AppNavbar } from './app-navbar';
import { AppSettingsDrawer } from './app-settings-drawer';
import { AppSideMenu } from './app-side-menu';
import { AppTabBar } from './app-tab-bar';
import { AppTopMenu } from './app-top-menu';
import { AriaRouter } from './aria-router';
import { breadcrumbKeys } from './menu-model';

/**
 * `route` is the screen being shown (the router's, which lags the address bar while the next screen loads), so the
 * breadcrumb and the menu change together with the page.
 */
export function AppLayout({
  route,
  children,
}: {
  route: AppRoute;
  /** Unused since pages stay mounted in their tabs (the screen harness still passes it). */
  path?: string;
  children: ReactNode;
}) {
  const t = useT();
  const settings = useStore($settings);
  const session = useStore($session);
  // The kit's Permission checks what it is given: the user's role keys (routes' '*') and permission codes. One array
  // per session, not per render: a new one would re-render every Permission of the pages kept hidden in their tabs.
  const granted = useMemo(() => [...(session.role ?? []), ...session.permissions], [session]);
  // Every signed-in page becomes a tab, whether the tab bar is showing or not (the listener replays the first).
  useEffect(
    () =>
      listenRouteChange(({ route: opened, fullPath }) => {
        if (!opened.requiresAuth) return;
        const query = Object.fromEntries(new URLSearchParams(fullPath.split('?')[1] ?? ''));
        openTab(opened, fullPath, query);
      }),
    [],
  );
  const mobile = settings.device === 'mobile';
  const sideMenu = settings.menu && !settings.topMenu && !settings.hideMenu && !mobile;
  return (
    <AriaLocale>
      <AriaRouter>
        <PermissionProvider roles={granted}>
          <div className="flex min-h-screen flex-col bg-page text-default">
            {settings.navbar && (
              <div className="sticky top-0 z-(--sb-z-navbar)">
                <AppNavbar leading={mobile && settings.menu ? <AppMobileMenu route={route} /> : undefined} />
              </div>
            )}
            {settings.menu && settings.topMenu && !mobile && <AppTopMenu route={route} />}
            <div className="flex min-h-0 flex-1">
              {sideMenu && <AppSideMenu route={route} className="shrink-0 border-r border-subtle bg-surface" />}
              <div className="flex min-w-0 flex-1 flex-col">
                {settings.tabBar && (
                  <nav aria-label={t('app.openPages')} className="border-b border-subtle bg-surface">
                    <AppTabBar />
                  </nav>
                )}
                <main className="flex-1 p-4">
                  <Breadcrumb home items={breadcrumbKeys(route).map((key) => t(key))} className="mb-4" />
                  {/* The shown page and the hidden pages kept in their tabs (routes/kept-pages.tsx). */}
                  {children}
                </main>
                {settings.footer && (
                  <footer className="px-4 py-3 text-center text-sm text-muted">
                    {t('app.footer')} ·{' '}
                    <a
                      href={WORKBENCH_PATH}
                      target="_blank"
                      rel="noopener"
                      className="rounded-sm text-primary-text underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-primary"
                    >
                      {t('app.workbench')}
                    </a>
                  </footer>
                )}
              </div>
            </div>
            <AppSettingsDrawer />
            <CommandPaletteMount route={route} />
            <TopProgress />
          </div>
        </PermissionProvider>
      </AriaRouter>
    </AriaLocale>
  );
}
