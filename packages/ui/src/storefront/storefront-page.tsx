/**
 * A storefront page as customers see it: the navigation bar (title and colours from the page settings), the
 * page background, the blocks, an optional bottom tab bar, and the theme colour as the CSS variables the blocks
 * take their accents from. It fills its container (the phone frame's screen, or the public page's column); the
 * bars stick to the top and bottom while the blocks scroll.
 */
import type { ReactNode } from 'react';
import type { StorefrontMode } from './block-props';
import type { Navigate } from './links';
import type { StorefrontLook } from './look';
import { StorefrontShell } from './pages/page-shell';
import { color } from './props';
import { StorefrontBlock } from './storefront-block';
import type { TabBarItem } from './tab-bar';
import type { BlockValue, PageSettingsValue, StorefrontLookups } from './types';

export interface StorefrontPageProps {
  settings: PageSettingsValue;
  blocks: BlockValue[];
  lookups: StorefrontLookups;
  mode: StorefrontMode;
  locale: string;
  /** '#rrggbb' (fitment's); the default blue without it. */
  themeColor?: string;
  tabBar?: TabBarItem[];
  onNavigate?: Navigate;
  /** The content as the document's <main> (the public storefront). */
  main?: boolean;
  /** Light by default (the admin's previews); the public storefront follows the visitor's device. */
  look?: StorefrontLook;
  className?: string;
  /** Drawn above and below the blocks (the storefront's ad banners: places of the page, not blocks of it). */
  above?: ReactNode;
  below?: ReactNode;
}

/** The navigation bar's colours from the page settings (the editor's canvas draws the same bar). */
export function navigationBarStyle(settings: PageSettingsValue): { background: string; color: string } {
  const page = settings as unknown as Record<string, unknown>;
  return {
    background: color(page, 'navigationBarBackground') ?? '#ffffff',
    color: settings.navigationBarText === 'light' ? '#ffffff' : '#1d2129',
  };
}

export function StorefrontPage({
  settings,
  blocks,
  lookups,
  mode,
  locale,
  themeColor,
  tabBar,
  onNavigate,
  main,
  look,
  className,
  above,
  below,
}: StorefrontPageProps) {
  const page = settings as unknown as Record<string, unknown>;
  return (
    <StorefrontShell
      title={settings.title}
      locale={locale}
      themeColor={themeColor}
      tabBar={tabBar}
      onNavigate={onNavigate}
      bar={navigationBarStyle(settings)}
      // Unset: the shell's own page grey.
      background={color(page, 'background')}
      main={main}
      look={look}
      className={className}
    >
      {above}
      {blocks.map((block) => (
        <StorefrontBlock
          key={block.id}
          block={block}
          lookups={lookups}
          mode={mode}
          locale={locale}
          onNavigate={onNavigate}
        />
      ))}
      {below}
    </StorefrontShell>
  );
}
