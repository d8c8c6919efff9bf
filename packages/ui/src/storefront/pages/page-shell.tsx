/**
 * What every storefront page stands in: the theme colour as the blocks' CSS variables, the navigation bar with the
 * page's one h1 (focusable, so the app can move focus to it after navigating), the content and the bottom tab bar.
 * The public storefront makes the content its <main>; the admin's previews, inside the admin's own main, do not.
 */
import type { CSSProperties, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { Navigate } from '../links';
import { storefrontText } from '../storefront.messages';
import { TabBar, type TabBarItem } from '../tab-bar';
import { themeVariables } from '../theme-vars';

export interface StorefrontShellProps {
  title: string;
  locale: string;
  /** '#rrggbb' (fitment's); the default blue without it. */
  themeColor?: string;
  tabBar?: TabBarItem[];
  onNavigate?: Navigate;
  /** The navigation bar's colours (a template page's settings); white with dark text by default. */
  bar?: { background: string; color: string };
  background?: string;
  /** Render the content as the document's <main> (the public storefront). */
  main?: boolean;
  className?: string;
  children: ReactNode;
}

export function StorefrontShell({
  title,
  locale,
  themeColor,
  tabBar,
  onNavigate,
  bar = { background: '#ffffff', color: '#1d2129' },
  background = '#f7f8fa',
  main = false,
  className,
  children,
}: StorefrontShellProps) {
  const Content = main ? 'main' : 'div';
  return (
    <div
      data-slot="storefront-page"
      lang={locale}
      style={{ ...themeVariables(themeColor), background } as CSSProperties}
      className={cn('flex min-h-full flex-col text-[#1d2129]', className)}
    >
      <header className="sticky top-0 z-10 flex h-11 shrink-0 items-center justify-center px-10" style={bar}>
        <h1 tabIndex={-1} className="truncate text-lg font-semibold outline-none">
          {title}
        </h1>
      </header>
      <Content className="flex-1 pb-2">{children}</Content>
      {tabBar && tabBar.length > 0 && (
        <TabBar items={tabBar} label={storefrontText(locale).tabBar} onNavigate={onNavigate} />
      )}
    </div>
  );
}
