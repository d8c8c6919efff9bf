/**
 * What every storefront page stands in: the theme colour as the blocks' CSS variables, the navigation bar with the
 * page's one h1 (focusable, so the app can move focus to it after navigating), the content and the bottom tab bar.
 * The public storefront makes the content its <main>; the admin's previews, inside the admin's own main, do not.
 */
import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import type { Navigate } from '../links';
import { look as colours, LIGHT_PAGE, lookOn, ownColourOf, type StorefrontLook } from '../look';
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
  /**
   * The navigation bar's colours (a template page's settings). Left at a neutral of the look with dark text (white,
   * by default), it takes the page's look; chosen otherwise, it keeps them.
   */
  bar?: { background: string; color: string };
  /** The page's background; left at a neutral of the look (the default grey) it takes the page's look. */
  background?: string;
  /**
   * Light (the admin's previews), dark, or the visitor's device (the public storefront). Kit parts inside follow
   * the document's theme, which the public storefront keeps in step with the device.
   */
  look?: StorefrontLook;
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
  bar,
  background = LIGHT_PAGE.background,
  look = 'light',
  main = false,
  className,
  children,
}: StorefrontShellProps) {
  const Content = main ? 'main' : 'div';
  const pageNeutral = ownColourOf(background, 'background');
  const { background: barBackground, color: barText } = bar ?? {
    background: LIGHT_PAGE.bar,
    color: LIGHT_PAGE.barText,
  };
  const barNeutral =
    barText.toLowerCase() === LIGHT_PAGE.barText ? ownColourOf(barBackground, 'background') : undefined;
  return (
    <div
      data-slot="storefront-page"
      data-sf-look={pageNeutral ? look : lookOn(background)}
      lang={locale}
      style={{ ...themeVariables(themeColor), background: pageNeutral ?? background } as CSSProperties}
      className={cx('flex min-h-full flex-col', colours.text, className)}
    >
      <header
        className={cx(
          'sticky top-0 z-10 flex h-11 shrink-0 items-center justify-center px-10',
          barNeutral && colours.text,
        )}
        data-sf-look={barNeutral ? look : lookOn(barBackground)}
        style={barNeutral ? { background: barNeutral } : { background: barBackground, color: barText }}
      >
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
